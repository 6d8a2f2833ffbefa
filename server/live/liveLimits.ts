// The live stream's bounds (issue 4 "Bad input": a slow or vanished client never slows the
// others). Poll intervals for clients without a stream are SPEC section 9's; the client owns them.

/** A comment line keeps proxies and the browser from closing an idle stream. */
export const HEARTBEAT_EVERY_MS = 15_000;

/** Sent as the SSE `retry:` field: how long the browser waits before reconnecting. */
export const RECONNECT_AFTER_MS = 3_000;

/** Deltas kept per game for resume; an older cursor gets a fresh snapshot of the game instead. */
export const REPLAY_DELTAS_PER_GAME = 64;

/** What one client may have queued (beyond the socket's own buffer) before deltas are dropped. */
export const MAX_PENDING_BYTES_PER_CLIENT = 256 * 1024;

/** A client whose socket has not drained for this long is disconnected (it reconnects and resumes). */
export const STALLED_CLIENT_TIMEOUT_MS = 30_000;

/** Games one stream may subscribe to (a line page with 200 games fits). */
export const MAX_GAMES_PER_STREAM = 500;

/** Open streams one process serves; more get 503 and fall back to polling. */
export const MAX_STREAMS_PER_PROCESS = 20_000;
