// Shared set-up of the limit service suites over HTTP (limitServiceValuesChanges and
// limitServiceAccessLocks): the brand's limits with a 24-hour cooling-off and type 21 custom, on a
// server and database of the suite's own.
import type { DatabaseBackend } from '../testServer';
import { limitsServerFor, type LimitsServer } from './limitsTestKit';

/** RUB: the amount ladder is multiples of the smallest deposit, 100 RUB (10000 minor units). */
export const RUB = 10_000;

/** The limit service's server on a fresh database of `backend` for a describe block. */
export function limitServiceFor(backend: DatabaseBackend): LimitsServer {
  return limitsServerFor(backend, { coolingOffHours: 24, customTypes: [21] });
}
