// The schema fragments lotto's and toto's routes share (request validation, serialization and
// the OpenAPI document): a purchase's headers, answer and 409 refusals, and a paged list.
import { arraySchema, objectSchema } from '../../domain/contract/jsonSchema';
import { integer, number } from '../http/schemaPrimitives';
export const IDEMPOTENCY_HEADER = 'idempotency-key';

export const purchaseHeadersSchema = objectSchema([IDEMPOTENCY_HEADER], {
  [IDEMPOTENCY_HEADER]: {
    type: 'string',
    minLength: 1,
    maxLength: 100,
    description: 'Chosen by the client per ticket; a repeat answers the first purchase',
  },
});

/** A page of `items` with the total and the page asked for. */
export function pagedItemsSchema<T extends object>(items: T) {
  return objectSchema(['items', 'total', 'page', 'pageSize'], {
    items: { type: 'array', items },
    total: integer,
    page: integer,
    pageSize: integer,
  });
}

/** The bought ticket and the staked account's balance after it. */
export function purchaseAnswerSchema<T extends object>(ticket: T, balanceDescription: string) {
  return objectSchema(['ticket', 'balance'], {
    ticket,
    balance: { ...number, description: balanceDescription },
  });
}

/** The 409 of a refused ticket: the game's refusal codes, with the limit crossed where there is one. */
export function refusalAnswerSchema<C extends readonly string[]>(
  codes: C,
  limitDescription: string,
) {
  return objectSchema(['ok', 'refusals'], {
    ok: { type: 'boolean', enum: [false] },
    refusals: arraySchema(
      objectSchema(['code'], {
        code: { type: 'string', enum: [...codes] },
        limit: { ...number, description: limitDescription },
      }),
    ),
  });
}
