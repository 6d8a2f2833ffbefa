// The live stream's bounds (a slow or vanished client never slows the
// others). Poll intervals for clients without a stream are SPEC section 9's; the client owns them.

/** A comment line keeps proxies and the browser from closing an idle stream. */
export const HEARTBEAT_EVERY_MS = 15_000;

/** Sent as the SSE `retry:` field: how long the browser waits before reconnecting. */
export const RECONNECT_AFTER_MS = 3_000;

/** The `retry:` of the last frame when a stopping process ends its streams (reconnect elsewhere). */
export const RECONNECT_ON_SHUTDOWN_MS = 1_000;

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

/**
 * Open streams one client address may hold in one process; more get 429. A page keeps one stream
 * and a browser at most 6 connections per host, so a person needs a handful: the rest is room for
 * customers sharing an address (an office or a carrier's NAT). One address can then hold at most
 * 0.5 % of MAX_STREAMS_PER_PROCESS instead of all of them.
 */
export const MAX_STREAMS_PER_ADDRESS = 100;
