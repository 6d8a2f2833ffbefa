// `npm run maintenance -- <command> --brand <brand> ...`: a brand's maintenance windows on the
// database the server uses (DATABASE_URL, or the embedded PGlite under DATA_DIR, default ./data;
// stop the server first for PGlite, it is single-process). A running server sees the change within
// a few seconds and open tabs at their next poll (at most 30 s).
//   on    --brand b [--until <time>] [--web-state n]
//   off   --brand b
//   set   --brand b --start <time> [--end <time>] [--notify-start <time> --notify-end <time>] [--web-state n]
//   clear --brand b
//   show  --brand b
// A time is epoch seconds or an ISO 8601 date-time with a zone. Exit 0 done, 1 refused, 2 could not run.
import { parseArgs } from 'node:util';
import { maintenanceAt } from '../domain/access/maintenanceWindows';
import { maintenanceWindowOfRow } from '../server/access/accessRows';
import {
  MAINTENANCE_COMMANDS,
  planMaintenance,
  type MaintenanceCommand,
} from '../server/access/maintenanceCommands';
import { saveMaintenanceWindows } from '../server/access/maintenanceStore';
import { brandsOnDisk, withServerDatabase } from './lib/cliDatabase';
import { CliRefusal, commandOf, runCli } from './lib/cliExit';

const USAGE = [
  'usage: npm run maintenance -- on --brand <brand> [--until <time>] [--web-state <n>]',
  '       npm run maintenance -- off --brand <brand>',
  '       npm run maintenance -- set --brand <brand> --start <time> [--end <time>]',
  '                                  [--notify-start <time> --notify-end <time>] [--web-state <n>]',
  '       npm run maintenance -- clear --brand <brand>',
  '       npm run maintenance -- show --brand <brand>',
  '(a time: epoch seconds or an ISO date-time with a zone, e.g. 2027-01-01T03:00:00Z)',
].join('\n');

function describe(w: { started_at: number; ended_at: number | null; isActive: boolean }): string {
  const at = (s: number | null) => (s === null ? 'open' : new Date(s * 1000).toISOString());
  return `${at(w.started_at)} .. ${at(w.ended_at)}${w.isActive ? ' (switched on)' : ''}`;
}

async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      brand: { type: 'string' },
      until: { type: 'string' },
      start: { type: 'string' },
      end: { type: 'string' },
      'notify-start': { type: 'string' },
      'notify-end': { type: 'string' },
      'web-state': { type: 'string' },
    },
  });
  const command = commandOf(positionals, USAGE);
  if (!MAINTENANCE_COMMANDS.includes(command as MaintenanceCommand)) throw new CliRefusal(USAGE);
  const brand = values.brand;
  if (!brand) throw new CliRefusal(`--brand is needed\n${USAGE}`);
  if (!brandsOnDisk().includes(brand)) {
    throw new CliRefusal(`--brand: ${brand} is not a brand (${brandsOnDisk().join(', ')})`);
  }
  await withServerDatabase(async (database) => {
    const now = Math.floor(Date.now() / 1000);
    const rows = await database.db
      .selectFrom('maintenance_windows')
      .selectAll()
      .where('brand', '=', brand)
      .orderBy('started_at')
      .execute();
    let windows = rows.map(maintenanceWindowOfRow);
    if (command !== 'show') {
      const plan = planMaintenance(
        command as Exclude<MaintenanceCommand, 'show'>,
        {
          until: values.until,
          start: values.start,
          end: values.end,
          notifyStart: values['notify-start'],
          notifyEnd: values['notify-end'],
          webState: values['web-state'],
        },
        windows,
        now,
      );
      if (!plan.ok) throw new CliRefusal(plan.message);
      await saveMaintenanceWindows(database.db, brand, plan.windows, null);
      windows = plan.windows.map((w, i) => ({ ...w, id: String(i) }));
    }
    const current = maintenanceAt(windows, now);
    console.log(`${brand}: maintenance ${current.isActive ? 'ON' : 'off'} now`);
    for (const w of windows) console.log(`  window ${describe(w)}`);
    if (windows.length === 0) console.log('  no windows');
  });
  return 0;
}

runCli('maintenance', main);
