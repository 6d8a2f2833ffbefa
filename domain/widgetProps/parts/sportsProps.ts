// Props-schema fragments of the sports widgets (SPEC section 2 "Sports").

/** SPEC section 3 Betting state: currentBettingType, live (in play) or line (pre-match). */
export const bettingTypeProp = { enum: ['live', 'line'] } as const;

/** How many games a list shows at most. */
export const gameLimitProp = { type: 'integer', minimum: 1, maximum: 200 } as const;

/** The legs (games) of an accumulator the widget puts together. */
export const accumulatorLegsProp = { type: 'integer', minimum: 2, maximum: 6, default: 3 } as const;
