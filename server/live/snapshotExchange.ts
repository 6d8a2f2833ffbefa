// How a starting process gets the current SportsState from the running ones, over the Redis bus.
import { randomUUID } from 'node:crypto';
import type { SportsSnapshot, SportsState } from '../sports/state/sportsState';
import type { ControlMessage, RedisLiveBus } from './redisBus';
import type { RedisLiveNames } from './redisNames';

/** How long a starting process waits for a running one to send it the current state. */
export const SNAPSHOT_WAIT_MS = 2_000;
/** How long a snapshot stays in Redis for the process that asked for it. */
const SNAPSHOT_KEEP_MS = 30_000;

/**
 * Asks the running processes for their state and takes the first answer (undefined when none
 * came within `waitMs`). The request travels on the bus after every delta published before it,
 * so the answer holds all of them: with the deltas the asker buffered since it subscribed,
 * nothing is missing (the overlap is dropped by seq).
 */
export async function requestSnapshot(
  bus: RedisLiveBus,
  names: RedisLiveNames,
  waitMs: number,
): Promise<SportsSnapshot | undefined> {
  const requestId = randomUUID();
  const answered = new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => {
      off();
      resolve(false);
    }, waitMs);
    const off = bus.onControl((message) => {
      if (message.type !== 'snapshot-ready' || message.requestId !== requestId) return;
      clearTimeout(timer);
      off();
      resolve(true);
    });
  });
  bus.publishControl({ type: 'snapshot-request', requestId });
  if (!(await answered)) return undefined;
  const text = await bus.commands.get(names.snapshot(requestId));
  return text ? (JSON.parse(text) as SportsSnapshot) : undefined;
}

/** A running process answers a request with its state as it is when the request arrives. */
export function answerSnapshotRequest(
  bus: RedisLiveBus,
  names: RedisLiveNames,
  state: SportsState,
  message: ControlMessage,
  onError: (err: Error) => void,
): void {
  if (message.type !== 'snapshot-request') return;
  const { requestId } = message;
  bus.commands
    .set(names.snapshot(requestId), JSON.stringify(state.snapshot()), 'PX', SNAPSHOT_KEEP_MS, 'NX')
    .then(() => bus.publishControl({ type: 'snapshot-ready', requestId }))
    .catch(onError);
}
