// Where a maintenance window stands now (the maintenance desk's filter and badge).
import type { MaintenanceWindowInput } from '../../../domain/access/contract';

export const PHASES = ['now', 'upcoming', 'past'] as const;
export type Phase = (typeof PHASES)[number];

export const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Whether a window holds now, is still to come, or is over. */
export function phaseOf(w: MaintenanceWindowInput, now: number): Phase {
  if (w.isActive) return 'now';
  if (w.started_at > now) return 'upcoming';
  return w.ended_at === null || now < w.ended_at ? 'now' : 'past';
}
