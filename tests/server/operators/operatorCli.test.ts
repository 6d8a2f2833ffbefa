// `npm run operator` as a process: create (password from OPERATOR_PASSWORD, weak ones refused),
// list, disable; on the database the server uses (DATA_DIR's PGlite, or DATABASE_URL).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { processBackends } from '../serverProcess';
import { PROJECT_ROOT } from '../testServer';
import { OPERATOR_PASSWORD } from './operatorKit';

/** Each run starts tsx and opens the database (initdb for a new PGlite folder): seconds. */
const SCRIPT_TIMEOUT_MS = 180_000;
const TSX = path.join(PROJECT_ROOT, 'node_modules', '.bin', 'tsx');

function operatorCli(args: string[], env: Record<string, string>) {
  const { DATABASE_URL: _omit, OPERATOR_PASSWORD: _none, ...inherited } = process.env;
  const result = spawnSync(TSX, ['scripts/operator.ts', ...args], {
    cwd: PROJECT_ROOT,
    env: { ...inherited, ...env },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return { code: result.status, out: result.stdout + result.stderr };
}

const { backends } = processBackends('operator-cli');

describe.each(backends)('npm run operator on $name', (backend) => {
  it(
    'creates, lists and disables operators, and refuses weak passwords and bad roles',
    async () => {
      const env = await backend.env();
      const withPassword = { ...env, OPERATOR_PASSWORD };

      const weak = operatorCli(['create', '--login', 'pm', '--role', 'editor'], {
        ...env,
        OPERATOR_PASSWORD: 'password',
      });
      expect(weak.code).toBe(1);
      expect(weak.out).toMatch(/password is too (easy to guess|short)/);

      const editor = operatorCli(['create', '--login', 'PM', '--role', 'editor'], withPassword);
      expect(editor.out).toMatch(/operator pm created: editor/);
      expect(editor.code).toBe(0);
      const partner = operatorCli(
        ['create', '--login', 'nord.partner', '--role', 'partner', '--brand', 'nord'],
        withPassword,
      );
      expect(partner.code).toBe(0);

      const refusals = [
        ['create', '--login', 'pm', '--role', 'qa'],
        ['create', '--login', 'x1', '--role', 'root'],
        ['create', '--login', 'x2', '--role', 'partner'],
        ['create', '--login', 'x3', '--role', 'partner', '--brand', 'nowhere'],
        ['disable', '--login', 'nobody'],
        ['rename'],
      ];
      for (const args of refusals) {
        const res = operatorCli(args, withPassword);
        expect(res.code, `${args.join(' ')}: ${res.out}`).toBe(1);
      }

      const disabled = operatorCli(['disable', '--login', 'pm'], env);
      expect(disabled.code).toBe(0);
      const list = operatorCli(['list'], env);
      expect(list.code).toBe(0);
      expect(list.out).toMatch(/pm {2}editor {2}disabled/);
      expect(list.out).toMatch(/nord\.partner {2}partner \(nord\) {2}active/);
    },
    SCRIPT_TIMEOUT_MS * 3,
  );
});
