// Server-Sent Events frames of the live stream (text/event-stream, WHATWG HTML "Server-sent events").
import type { GameDelta } from '../../domain/sports/types';
import { RECONNECT_AFTER_MS } from './liveLimits';

/**
 * A stream position: the game and seq of one delta on the bus. Every event carries the position
 * the stream had reached when it was written, so `Last-Event-ID` resumes exactly after it.
 */
export interface StreamCursor {
  gameId: number;
  seq: number;
}

const CURSOR_PATTERN = /^(\d{1,10}):(\d{1,15})$/;

/** `"<gameId>:<seq>"`, or undefined when the text is not a cursor. */
export function parseCursor(text: string): StreamCursor | undefined {
  const match = CURSOR_PATTERN.exec(text.trim());
  if (!match) return undefined;
  return { gameId: Number(match[1]), seq: Number(match[2]) };
}

export function formatCursor(cursor: StreamCursor): string {
  return `${cursor.gameId}:${cursor.seq}`;
}

/** The first frame: the reconnect delay, and which requested games are served or unknown. */
export function subscribedFrame(games: readonly number[], unknown: readonly number[]): string {
  return `retry: ${RECONNECT_AFTER_MS}\nevent: subscribed\ndata: ${JSON.stringify({ games, unknown })}\n\n`;
}

/** A change of one game; its own position is its id. */
export function deltaFrame(delta: GameDelta): string {
  return `id: ${delta.gameId}:${delta.seq}\nevent: delta\ndata: ${JSON.stringify(delta)}\n\n`;
}

/**
 * The whole current state of one game in the delta shape (every field, every outcome), sent
 * instead of deltas that cannot be replayed. `at` is the stream position it is current at; an
 * empty id (nothing on the bus yet) makes the next reconnect start from snapshots again.
 */
export function snapshotFrame(state: GameDelta, at: StreamCursor | undefined): string {
  const id = at ? formatCursor(at) : '';
  return `id: ${id}\nevent: snapshot\ndata: ${JSON.stringify(state)}\n\n`;
}

/**
 * Whether the prices streamed are current: `stale` while the server cannot take bets (its
 * database is away) and the feed stands still; the client marks the odds on screen. No `id:`, so
 * the resume position stays where the last delta left it.
 */
export function statusFrame(status: { stale: boolean }): string {
  return `event: status\ndata: ${JSON.stringify(status)}\n\n`;
}

export const HEARTBEAT_FRAME = ': heartbeat\n\n';

/**
 * The last frame of a stream this process ends because it stops: reconnect soon (`retry:`, which
 * the browser's EventSource honours), and through the proxy another process takes the stream.
 */
export function reconnectFrame(afterMs: number): string {
  return `retry: ${afterMs}\nevent: reconnect\ndata: ${JSON.stringify({ reason: 'shutdown' })}\n\n`;
}
