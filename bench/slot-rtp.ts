// Slot return to player by simulation against the exact figure: 10 million spins (SPINS to
// change) of each built-in slot title, reel stops drawn as in play (uniform without modulo bias)
// from bytes of the operating system's CSPRNG (node:crypto randomBytes, read in 4 MB chunks, in
// place of a round's HMAC bytes so the figure measures the paytable, not the hashing), every
// spin evaluated by the game's own evaluateSpin. Prints the measured RTP, the theoretical RTP
// (domain/casino/slotRtp.ts, exact), their difference in percentage points and spins per second;
// exits 1 when a difference is larger than 0.1 points and than 3.29 standard errors (as
// bench/table-rtp.ts: the 243-ways title's big multi-way hits give it a standard error of about
// 0.06 points over 10 million spins, so 0.1 alone would fail one run in ten by chance).
//   npm run bench:rtp             SPINS=10000000 TITLE=builtin-slot (or all)
import { randomWords } from './randomWords';
import { uniformIntSync } from '../domain/casino/fairness';
import { stakeUnits } from '../domain/casino/slotMachine';
import { SLOT_MACHINES } from '../domain/casino/slotMachines';
import { slotTheoreticalRtp } from '../domain/casino/slotRtp';
import { evaluateSpin } from '../domain/casino/slotSpin';

const SPINS = Number(process.env.SPINS ?? 10_000_000);
const TITLE = process.env.TITLE ?? 'all';
const TOLERANCE_POINTS = 0.1;
const FAIL_AT_STANDARD_ERRORS = 3.29;

let failed = false;
for (const [engineKey, machine] of Object.entries(SLOT_MACHINES)) {
  if (TITLE !== 'all' && TITLE !== engineKey) continue;
  const theoretical = slotTheoreticalRtp(machine).rtp;
  const next = randomWords();
  const stake = stakeUnits(machine);
  const stops = machine.strips.map(() => 0);
  let won = 0;
  let sumSquares = 0;
  const started = process.hrtime.bigint();
  for (let spin = 0; spin < SPINS; spin += 1) {
    for (let reel = 0; reel < stops.length; reel += 1) {
      stops[reel] = uniformIntSync(next, machine.strips[reel]?.length ?? 1);
    }
    const win = evaluateSpin(machine, stops, stake).win;
    won += win;
    sumSquares += (win / stake) ** 2;
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const measured = won / (SPINS * stake);
  const standardError = Math.sqrt((sumSquares / SPINS - measured ** 2) / SPINS);
  const difference = (measured - theoretical) * 100;
  const limit = Math.max(TOLERANCE_POINTS, FAIL_AT_STANDARD_ERRORS * standardError * 100);
  const within = Math.abs(difference) <= limit;
  if (!within) failed = true;
  console.log(
    [
      `${engineKey}: ${SPINS.toLocaleString('en')} spins`,
      `  measured RTP     ${(measured * 100).toFixed(4)} %  (standard error ${(standardError * 100).toFixed(4)} points, 95 % interval ±${(1.96 * standardError * 100).toFixed(4)})`,
      `  theoretical RTP  ${(theoretical * 100).toFixed(4)} %  (exact, from strips and paytable)`,
      `  difference       ${difference >= 0 ? '+' : ''}${difference.toFixed(4)} points  (limit ±${limit.toFixed(4)}: ${within ? 'within' : 'OUTSIDE'})`,
      `  speed            ${Math.round(SPINS / seconds).toLocaleString('en')} spins/s (${seconds.toFixed(1)} s)`,
    ].join('\n'),
  );
}
if (failed) process.exitCode = 1;
