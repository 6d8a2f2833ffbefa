// The schema fragments lotto's and toto's routes share (request validation, serialization and
// the OpenAPI document): a purchase's headers, answer and 409 refusals, and a paged list.
export const IDEMPOTENCY_HEADER = 'idempotency-key';

const integer = { type: 'integer' } as const;
const number = { type: 'number' } as const;

export const purchaseHeadersSchema = {
  type: 'object',
  required: [IDEMPOTENCY_HEADER],
  properties: {
    [IDEMPOTENCY_HEADER]: {
      type: 'string',
      minLength: 1,
      maxLength: 100,
      description: 'Chosen by the client per ticket; a repeat answers the first purchase',
    },
  },
} as const;

/** A page of `items` with the total and the page asked for. */
export function pagedItemsSchema<T extends object>(items: T) {
  return {
    type: 'object',
    required: ['items', 'total', 'page', 'pageSize'],
    properties: {
      items: { type: 'array', items },
      total: integer,
      page: integer,
      pageSize: integer,
    },
  } as const;
}

/** The bought ticket and the staked account's balance after it. */
export function purchaseAnswerSchema<T extends object>(ticket: T, balanceDescription: string) {
  return {
    type: 'object',
    required: ['ticket', 'balance'],
    properties: { ticket, balance: { ...number, description: balanceDescription } },
  } as const;
}

/** The 409 of a refused ticket: the game's refusal codes, with the limit crossed where there is one. */
export function refusalAnswerSchema<C extends readonly string[]>(
  codes: C,
  limitDescription: string,
) {
  return {
    type: 'object',
    required: ['ok', 'refusals'],
    properties: {
      ok: { type: 'boolean', enum: [false] },
      refusals: {
        type: 'array',
        items: {
          type: 'object',
          required: ['code'],
          properties: {
            code: { type: 'string', enum: [...codes] },
            limit: { ...number, description: limitDescription },
          },
        },
      },
    },
  } as const;
}
