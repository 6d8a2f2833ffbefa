// What `npm run maintenance -- <command>` does to a brand's windows, as a pure function of the
// windows now and the clock (scripts/maintenance.ts reads and writes the database around it).
//   on    [--until <time>] [--web-state n]   maintenance now (until a time, or until `off`)
//   off                                       ends every window in force now
//   set   --start <time> [--end <time>] [--notify-start <time> --notify-end <time>] [--web-state n]
//                                             schedules a window (the warning shows in its notify times)
//   clear                                     removes every window
// A time is epoch seconds or an ISO 8601 date-time ('2027-01-01T03:00:00Z').
import type { MaintenanceWindowInput } from '../../domain/access/contract';
import { checkMaintenanceWindows, windowInForce } from '../../domain/access/maintenanceWindows';

export const MAINTENANCE_COMMANDS = ['on', 'off', 'set', 'clear', 'show'] as const;
export type MaintenanceCommand = (typeof MAINTENANCE_COMMANDS)[number];

export interface MaintenanceCommandOptions {
  until?: string;
  start?: string;
  end?: string;
  notifyStart?: string;
  notifyEnd?: string;
  webState?: string;
}

export type MaintenancePlan =
  { ok: true; windows: MaintenanceWindowInput[] } | { ok: false; message: string };

/** Epoch seconds of '1800000000' or an ISO date-time with its zone; undefined when not one. */
export function parseTime(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  if (/^\d{9,10}$/.test(text)) return Number(text);
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(text)) {
    return undefined;
  }
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? undefined : Math.floor(ms / 1000);
}

function time(
  name: string,
  text: string | undefined,
): { ok: true; value: number | null } | { ok: false; message: string } {
  if (text === undefined) return { ok: true, value: null };
  const value = parseTime(text);
  return value === undefined
    ? { ok: false, message: `--${name}: epoch seconds or an ISO date-time with a zone` }
    : { ok: true, value };
}

function webStateOf(text: string | undefined): number | undefined {
  if (text === undefined) return 0;
  return /^\d{1,2}$/.test(text) ? Number(text) : undefined;
}

/** A window's own fields (a stored record also has its id). */
function inputOf(w: MaintenanceWindowInput): MaintenanceWindowInput {
  return {
    started_at: w.started_at,
    ended_at: w.ended_at,
    notify_started_at: w.notify_started_at,
    notify_ended_at: w.notify_ended_at,
    isActive: w.isActive,
    web_state: w.web_state,
  };
}

/** The brand's windows after the command, checked as the operator endpoint checks them. */
export function planMaintenance(
  command: Exclude<MaintenanceCommand, 'show'>,
  options: MaintenanceCommandOptions,
  saved: readonly MaintenanceWindowInput[],
  now: number,
): MaintenancePlan {
  const current = saved.map(inputOf);
  const webState = webStateOf(options.webState);
  if (webState === undefined) return { ok: false, message: '--web-state: an integer 0-99' };
  let windows: MaintenanceWindowInput[];
  if (command === 'clear') {
    windows = [];
  } else if (command === 'off') {
    windows = current.flatMap((w) => {
      if (!windowInForce(w, now)) return [w];
      // A window in force ends now; one switched on ahead of its start is dropped.
      return w.started_at < now ? [{ ...w, isActive: false, ended_at: now }] : [];
    });
  } else if (command === 'on') {
    const until = time('until', options.until);
    if (!until.ok) return until;
    windows = [
      ...current.filter((w) => !windowInForce(w, now) && w.started_at > now),
      {
        started_at: now,
        ended_at: until.value,
        notify_started_at: null,
        notify_ended_at: null,
        isActive: true,
        web_state: webState,
      },
    ];
  } else {
    const start = time('start', options.start);
    const end = time('end', options.end);
    const notifyStart = time('notify-start', options.notifyStart);
    const notifyEnd = time('notify-end', options.notifyEnd);
    for (const t of [start, end, notifyStart, notifyEnd]) if (!t.ok) return t;
    if (!start.ok || start.value === null) return { ok: false, message: 'set needs --start' };
    windows = [
      ...current,
      {
        started_at: start.value,
        ended_at: end.ok ? end.value : null,
        notify_started_at: notifyStart.ok ? notifyStart.value : null,
        notify_ended_at: notifyEnd.ok ? notifyEnd.value : null,
        isActive: false,
        web_state: webState,
      },
    ];
  }
  const checked = checkMaintenanceWindows({ windows });
  return checked.ok
    ? { ok: true, windows: checked.value }
    : { ok: false, message: `${checked.problem.field}: ${checked.problem.message}` };
}
