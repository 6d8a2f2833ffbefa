// SPEC sections 4 and 8: the client follows the served `maintenance` config: active -> the
// maintenance page; within the notify window (and not yet active) -> the warning.
import type { MaintenanceConfig } from './contract';

export function isMaintenanceActive(m: Partial<MaintenanceConfig> | undefined): boolean {
  return m?.isActive === true;
}

/** Whether the warning of the coming maintenance shows at `nowSeconds` (epoch seconds). */
export function isInNotifyWindow(
  m: Partial<MaintenanceConfig> | undefined,
  nowSeconds: number,
): boolean {
  if (!m || m.isActive === true) return false;
  const from = m.notify_started_at;
  if (typeof from !== 'number' || nowSeconds < from) return false;
  const until = m.notify_ended_at ?? m.ended_at;
  return typeof until !== 'number' || nowSeconds < until;
}
