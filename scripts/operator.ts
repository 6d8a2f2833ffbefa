// `npm run operator -- <command>`: operator accounts (not customers) on the database the server
// uses: DATABASE_URL, or the embedded PGlite under DATA_DIR (default ./data; stop the server
// first, PGlite is single-process).
//   create --login <login> --role <admin|editor|partner|qa> [--brand <brand>]
//          the password from OPERATOR_PASSWORD, or asked on a terminal (not echoed)
//   list
//   disable --login <login>      (ends its sessions too)
// Exit 0 done, 1 refused (the reason printed), 2 could not run.
import { parseArgs } from 'node:util';
import { isOperatorRole, OPERATOR_ROLES } from '../domain/operators/roles';
import { passwordProblem } from '../server/auth/passwordPolicy';
import {
  createOperator,
  disableOperator,
  listOperators,
  newOperatorProblem,
} from '../server/operators/operatorAccounts';
import { brandsOnDisk, withServerDatabase } from './lib/cliDatabase';
import { CliRefusal, commandOf, runCli } from './lib/cliExit';

const USAGE = [
  'usage: npm run operator -- create --login <login> --role <admin|editor|partner|qa> [--brand <brand>]',
  '       npm run operator -- list',
  '       npm run operator -- disable --login <login>',
].join('\n');

/** Reads a line from the terminal without echoing it. */
async function promptHidden(question: string): Promise<string> {
  const stdin = process.stdin;
  if (!stdin.isTTY) {
    throw new CliRefusal('set OPERATOR_PASSWORD (no terminal to ask the password on)');
  }
  process.stdout.write(question);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding('utf8');
  return new Promise((resolve, reject) => {
    let typed = '';
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n') {
          finish();
          resolve(typed);
          return;
        }
        if (ch === '\u0003') {
          finish();
          reject(new CliRefusal('cancelled'));
          return;
        }
        typed = ch === '\u007f' ? typed.slice(0, -1) : typed + ch;
      }
    };
    const finish = () => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stdout.write('\n');
    };
    stdin.on('data', onData);
  });
}

async function create(values: { login?: string; role?: string; brand?: string }): Promise<void> {
  const { login, role, brand } = values;
  if (!login || !role) throw new CliRefusal(`create needs --login and --role\n${USAGE}`);
  if (!isOperatorRole(role)) throw new CliRefusal(`--role: one of ${OPERATOR_ROLES.join(', ')}`);
  const problem = newOperatorProblem({ login, password: '', role, brand }, brandsOnDisk());
  if (problem) throw new CliRefusal(problem);
  const password = process.env.OPERATOR_PASSWORD ?? (await promptHidden(`Password for ${login}: `));
  const weak = await passwordProblem('password', password, [login]);
  if (weak) throw new CliRefusal(weak);
  await withServerDatabase(async (database) => {
    const result = await createOperator(database.db, { login, password, role, brand });
    if (!result.created) {
      throw new CliRefusal(`${result.operator.login} exists already (${result.operator.role})`);
    }
    const { operator } = result;
    console.log(
      `operator ${operator.login} created: ${operator.role}${operator.brand ? ` of ${operator.brand}` : ''} (id ${operator.id})`,
    );
  });
}

async function list(): Promise<void> {
  await withServerDatabase(async (database) => {
    const rows = await listOperators(database.db);
    if (rows.length === 0) console.log('no operators yet');
    for (const row of rows) {
      const state = row.disabled ? 'disabled' : 'active';
      console.log(
        `${String(row.id).padStart(4)}  ${row.login}  ${row.role}${row.brand ? ` (${row.brand})` : ''}  ${state}`,
      );
    }
  });
}

async function disable(values: { login?: string }): Promise<void> {
  if (!values.login) throw new CliRefusal(`disable needs --login\n${USAGE}`);
  const login = values.login;
  await withServerDatabase(async (database) => {
    if (!(await disableOperator(database.db, login))) throw new CliRefusal(`no operator ${login}`);
    console.log(`operator ${login.toLowerCase()} disabled; its sessions ended`);
  });
}

async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      login: { type: 'string' },
      role: { type: 'string' },
      brand: { type: 'string' },
    },
  });
  const command = commandOf(positionals, USAGE);
  if (command === 'create') await create(values);
  else if (command === 'list') await list();
  else if (command === 'disable') await disable(values);
  else throw new CliRefusal(USAGE);
  return 0;
}

runCli('operator', main);
