// A purchase the customer may repeat (a lotto or toto ticket). Each attempt carries a fresh
// Idempotency-Key; only an attempt that got no answer (the ticket may exist) goes again with its
// key while the request is unchanged, so the server answers the first ticket instead of selling a
// second.
import { useRef } from 'react';

/** `buy` with each attempt's key; an answer of kind 'unknown' keeps the key for a repeat. */
export function useIdempotentBuy<Q, R extends { kind: string }>(
  buy: (request: Q, key: string) => Promise<R>,
  newKey: () => string = () => globalThis.crypto.randomUUID(),
): (request: Q) => Promise<R> {
  const unanswered = useRef<{ key: string; json: string } | null>(null);
  return async (request) => {
    const json = JSON.stringify(request);
    const key = unanswered.current?.json === json ? unanswered.current.key : newKey();
    unanswered.current = { key, json };
    const result = await buy(request, key);
    if (result.kind !== 'unknown') unanswered.current = null;
    return result;
  };
}
