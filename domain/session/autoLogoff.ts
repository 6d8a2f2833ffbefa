// SPEC section 4 "Session" and section 9 "Timers": auto logoff = minutes times 60000; activity
// (mouse, key, touch, wheel, resize) throttled 100 ms.

export const AUTO_LOGOFF_MINUTE_MS = 60_000;
export const ACTIVITY_THROTTLE_MS = 100;
export const ACTIVITY_EVENTS = [
  'mousemove',
  'mousedown',
  'keydown',
  'touchstart',
  'wheel',
  'resize',
] as const;
export type ActivityEvent = (typeof ACTIVITY_EVENTS)[number];

export interface AutoLogoffSettings {
  isAutoLogoffEnable?: boolean;
  autoLogoffInactiveMinutes?: number;
}

/** The inactivity limit in ms, or null when auto logoff is off or has no positive minutes. */
export function autoLogoffLimitMs(settings: AutoLogoffSettings): number | null {
  const minutes = settings.autoLogoffInactiveMinutes;
  if (settings.isAutoLogoffEnable !== true || minutes === undefined || !(minutes > 0)) return null;
  return minutes * AUTO_LOGOFF_MINUTE_MS;
}

/** When the user is logged off if nothing happens after the last activity. */
export function autoLogoffDeadline(lastActivityAt: number, limitMs: number): number {
  return lastActivityAt + limitMs;
}
