// The JSON Schema primitives the route schemas are built of, one object each for every schema.
export const integer = { type: 'integer' } as const;
export const number = { type: 'number' } as const;
export const string = { type: 'string' } as const;
export const boolean = { type: 'boolean' } as const;
export const nullableString = { type: ['string', 'null'] } as const;
export const nullableInteger = { type: ['integer', 'null'] } as const;
export const dateTime = { type: 'string', format: 'date-time' } as const;
export const nullableDateTime = { type: ['string', 'null'], format: 'date-time' } as const;
/** A row id: a positive bigint within the safe integers. */
export const idSchema = { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER } as const;
