// The RequestInit of a read: the caller's abort signal and, for answers that change with every
// bet, sale or message, no HTTP cache.

/** The signal alone (no key when there is none). */
export function withSignal(signal?: AbortSignal): RequestInit {
  return signal ? { signal } : {};
}

/** Never from the HTTP cache, with the signal. */
export function freshRequest(signal?: AbortSignal): RequestInit {
  return { cache: 'no-store', ...withSignal(signal) };
}
