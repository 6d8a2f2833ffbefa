// What lotto and toto share over HTTP: a page of a list and posting a ticket with its
// Idempotency-Key (a repeat of the same attempt answers the first ticket again).
import type { ApiClient } from '../../runtime/api';
import { IDEMPOTENCY_HEADER } from '../sports';

export interface PoolPage<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** A bought ticket with the balance the server answered (null when it gave none). */
export interface PoolTicketBought<T> {
  kind: 'bought';
  ticket: T;
  balance: number | null;
}

/**
 * POSTs `body` to `path` with `idempotencyKey`; `bought` is the bought ticket of a 2xx answer
 * that holds one, null otherwise (`answer` says what else came back).
 */
export async function postPoolTicket<T>(
  api: ApiClient,
  path: string,
  body: unknown,
  idempotencyKey: string,
) {
  const answer = await api.postJson<{ ticket?: T; balance?: unknown }>(path, body, {
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
  const ticket = answer.ok ? answer.data?.ticket : undefined;
  const bought: PoolTicketBought<T> | null =
    answer.ok && ticket
      ? {
          kind: 'bought',
          ticket,
          balance: typeof answer.data?.balance === 'number' ? answer.data.balance : null,
        }
      : null;
  return { answer, bought };
}
