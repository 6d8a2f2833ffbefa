// `npm test`: every check in order, stopping at the first that fails, and a table of how long each
// step took at the end (what to look at when the run gets slow). Steps in one group run at once:
// typecheck and lint are each one process on one core.
import { spawn } from 'node:child_process';

/** @typedef {{ name: string; script: string }} Step */

/** @type {Step[][]} */
const GROUPS = [
  [
    { name: 'typecheck', script: 'typecheck' },
    { name: 'lint', script: 'lint' },
    { name: 'schemas:check', script: 'schemas:check' },
  ],
  [{ name: 'unit and integration (vitest)', script: 'test:unit' }],
  [{ name: 'build', script: 'build' }],
  [{ name: 'end to end (Playwright, production build)', script: 'test:e2e' }],
  [{ name: 'end to end (dev server hot reload)', script: 'test:e2e:dev' }],
  [{ name: 'QA matrix', script: 'test:qa' }],
];

/**
 * Runs `npm run <script>`; its output is printed as it comes, prefixed when steps run at once.
 * @param {Step} step
 * @param {boolean} prefixed
 * @returns {Promise<{ step: Step; code: number; seconds: number }>}
 */
function run(step, prefixed) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', step.script], {
      stdio: prefixed ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: process.env,
    });
    if (prefixed) {
      for (const stream of [child.stdout, child.stderr]) {
        let rest = '';
        stream.setEncoding('utf8');
        stream.on('data', (chunk) => {
          const lines = (rest + chunk).split('\n');
          rest = lines.pop() ?? '';
          for (const line of lines) process.stdout.write(`[${step.name}] ${line}\n`);
        });
        stream.on('end', () => {
          if (rest) process.stdout.write(`[${step.name}] ${rest}\n`);
        });
      }
    }
    child.on('exit', (code, signal) =>
      resolve({
        step,
        code: code ?? (signal ? 1 : 0),
        seconds: (performance.now() - started) / 1000,
      }),
    );
  });
}

/** @param {number} seconds */
function clock(seconds) {
  // Rounded first: 1,319.6 s is 22:00, not 21:60.
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

const started = performance.now();
/** @type {{ name: string; seconds: number; result: string }[]} */
const table = [];
let failed = false;
for (const group of GROUPS) {
  const groupStarted = performance.now();
  const results = await Promise.all(group.map((step) => run(step, group.length > 1)));
  for (const { step, code, seconds } of results) {
    table.push({
      name: step.name,
      seconds,
      result: code === 0 ? 'passed' : `FAILED (exit ${code})`,
    });
    if (code !== 0) failed = true;
  }
  if (group.length > 1) {
    table.push({
      name: `  (the group above, at once)`,
      seconds: (performance.now() - groupStarted) / 1000,
      result: '',
    });
  }
  if (failed) break;
}

const width = Math.max(...table.map((row) => row.name.length));
console.log('\nnpm test, step by step:');
for (const row of table) {
  console.log(`  ${row.name.padEnd(width)}  ${clock(row.seconds).padStart(6)}  ${row.result}`);
}
console.log(
  `  ${'total'.padEnd(width)}  ${clock((performance.now() - started) / 1000).padStart(6)}`,
);
process.exit(failed ? 1 : 0);
