// Remote parts (SPEC sections 1, 4, 7, 8): declarative JSON parts in a four-state machine.
export type { PartStatus } from './partState';
export { PART_TRANSITIONS, canTransition, assertTransition } from './partState';
export type { Clock } from './clock';
export { systemClock } from './clock';
export { checkPartResponse } from './partResponse';
export type { PartCheck } from './partResponse';
export { fetchPart, partUrl, PART_REQUEST_HEADERS } from './partLoader';
export { createDomPartStyleHost } from './partStyles';
export type { PartStyleHost } from './partStyles';
export { createPartManager, PART_RETRY, PART_MANUAL_RELOAD_THROTTLE_MS } from './partManager';
export type { PartManager, PartManagerDeps, PartSnapshot } from './partManager';
export { PartsContext } from './PartsContext';
export { PartFailureView, PART_FAILURE_KEYS } from './PartFailureView';
export { RemotePart } from './RemotePart';
