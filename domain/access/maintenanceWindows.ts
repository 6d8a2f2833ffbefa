// Maintenance windows of a brand (SPEC sections 3 "Maintenance", 4, 8): checked when an operator
// saves them, and turned into the site config's `maintenance` for a moment in time.
import {
  MAX_MAINTENANCE_WINDOWS,
  type MaintenanceConfig,
  type MaintenanceWindowInput,
} from './contract';

export interface MaintenanceProblem {
  reason: 'maintenance_invalid';
  field: string;
  message: string;
}

/** Epoch seconds from 2000 to 2100: anything else is a unit mistake (milliseconds) or a typo. */
const MIN_TIME = 946_684_800;
const MAX_TIME = 4_102_444_800;

function problem(field: string, message: string): { ok: false; problem: MaintenanceProblem } {
  return { ok: false, problem: { reason: 'maintenance_invalid', field, message } };
}

function isTime(value: unknown): value is number {
  return (
    typeof value === 'number' && Number.isInteger(value) && value >= MIN_TIME && value <= MAX_TIME
  );
}

/** The windows as an operator sent them (unknown shape), checked, sorted by start. */
export function checkMaintenanceWindows(
  input: unknown,
): { ok: true; value: MaintenanceWindowInput[] } | { ok: false; problem: MaintenanceProblem } {
  const body = input as { windows?: unknown } | null;
  if (typeof body !== 'object' || body === null || !Array.isArray(body.windows)) {
    return problem('windows', 'The body is { windows: [...] }');
  }
  const extra = Object.keys(body).find((k) => k !== 'windows');
  if (extra !== undefined) return problem(extra, `Unknown field ${extra}`);
  if (body.windows.length > MAX_MAINTENANCE_WINDOWS) {
    return problem('windows', `At most ${MAX_MAINTENANCE_WINDOWS} windows`);
  }
  const windows: MaintenanceWindowInput[] = [];
  for (const [i, raw] of body.windows.entries()) {
    const at = `windows/${i}`;
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
      return problem(at, 'A window is an object');
    }
    const w = raw as Record<string, unknown>;
    const known = new Set([
      'started_at',
      'ended_at',
      'notify_started_at',
      'notify_ended_at',
      'isActive',
      'web_state',
    ]);
    const unknown = Object.keys(w).find((k) => !known.has(k));
    if (unknown !== undefined) return problem(`${at}/${unknown}`, `Unknown field ${unknown}`);
    if (!isTime(w.started_at)) {
      return problem(`${at}/started_at`, 'started_at is epoch seconds (2000-2100)');
    }
    const endedAt = w.ended_at ?? null;
    if (endedAt !== null && !isTime(endedAt)) {
      return problem(`${at}/ended_at`, 'ended_at is epoch seconds (2000-2100) or null');
    }
    if (endedAt !== null && endedAt <= w.started_at) {
      return problem(`${at}/ended_at`, 'ended_at must be after started_at');
    }
    const notifyStart = w.notify_started_at ?? null;
    const notifyEnd = w.notify_ended_at ?? null;
    if (notifyStart !== null && !isTime(notifyStart)) {
      return problem(`${at}/notify_started_at`, 'notify_started_at is epoch seconds or null');
    }
    if (notifyEnd !== null && !isTime(notifyEnd)) {
      return problem(`${at}/notify_ended_at`, 'notify_ended_at is epoch seconds or null');
    }
    if ((notifyStart === null) !== (notifyEnd === null)) {
      return problem(`${at}/notify_ended_at`, 'Set both notify times or neither');
    }
    if (notifyStart !== null && notifyEnd !== null && notifyEnd <= notifyStart) {
      return problem(`${at}/notify_ended_at`, 'notify_ended_at must be after notify_started_at');
    }
    if (notifyStart !== null && notifyStart > w.started_at) {
      return problem(`${at}/notify_started_at`, 'The warning starts before the maintenance');
    }
    const isActive = w.isActive ?? false;
    if (typeof isActive !== 'boolean')
      return problem(`${at}/isActive`, 'isActive is true or false');
    const webState = w.web_state ?? 0;
    if (
      typeof webState !== 'number' ||
      !Number.isInteger(webState) ||
      webState < 0 ||
      webState > 99
    ) {
      return problem(`${at}/web_state`, 'web_state is an integer 0-99');
    }
    windows.push({
      started_at: w.started_at,
      ended_at: endedAt,
      notify_started_at: notifyStart,
      notify_ended_at: notifyEnd,
      isActive,
      web_state: webState,
    });
  }
  windows.sort((a, b) => a.started_at - b.started_at);
  for (let i = 1; i < windows.length; i++) {
    const prev = windows[i - 1]!;
    if (prev.ended_at === null || prev.ended_at > windows[i]!.started_at) {
      return problem('windows', 'Windows must not overlap (only the last may be open-ended)');
    }
  }
  return { ok: true, value: windows };
}

/** Whether a window puts the site under maintenance at `now` (epoch seconds). */
export function windowInForce(w: MaintenanceWindowInput, now: number): boolean {
  return w.isActive || (w.started_at <= now && (w.ended_at === null || now < w.ended_at));
}

function configOf(w: MaintenanceWindowInput, isActive: boolean): MaintenanceConfig {
  return {
    isActive,
    started_at: w.started_at,
    ...(w.ended_at === null ? {} : { ended_at: w.ended_at }),
    ...(w.notify_started_at === null ? {} : { notify_started_at: w.notify_started_at }),
    ...(w.notify_ended_at === null ? {} : { notify_ended_at: w.notify_ended_at }),
    web_state: w.web_state,
  };
}

/**
 * The site config's `maintenance` at `now`: the window in force (isActive true), else the next
 * window not yet over (isActive false; the client warns within its notify times), else none.
 */
export function maintenanceAt(
  windows: readonly MaintenanceWindowInput[],
  now: number,
): MaintenanceConfig {
  const inForce = windows.find((w) => windowInForce(w, now));
  if (inForce) return configOf(inForce, true);
  const next = [...windows]
    .filter((w) => w.started_at > now)
    .sort((a, b) => a.started_at - b.started_at)[0];
  return next ? configOf(next, false) : { isActive: false };
}
