// The JSON schemas and route options the built-in provider's API routes share.
import { BUILTIN_PROVIDER_ROOT } from '../../../domain/casino/builtinGames';
import { CLIENT_SEED_PATTERN } from '../../../domain/casino/fairness';
import { contractObject, errorResponseSchema, jsonSerializer } from '../../http/httpSchemas';

export const API = `${BUILTIN_PROVIDER_ROOT}/api`;
export const TAGS = ['builtin-provider'];

export const sessionId = {
  type: 'string',
  pattern: '^[A-Za-z0-9_-]{16,100}$',
  description: 'The game session id from the launch',
} as const;
export const roundId = {
  type: 'string',
  pattern: '^[0-9a-f]{32}$',
  description: 'A round id',
} as const;
export const requestId = {
  type: 'string',
  pattern: '^[A-Za-z0-9_-]{1,64}$',
  description: "The page's id of this request: a replay answers the first result",
} as const;
/** A scheduled game's draw number (scheduledRounds.ts). */
export const drawNo = { type: 'integer', minimum: 0, maximum: 1_000_000_000_000 } as const;
export const engineKey = { type: 'string', pattern: '^[a-z0-9-]{1,40}$' } as const;
export const stake = {
  type: 'integer',
  minimum: 1,
  maximum: 1_000_000_000,
  description: 'Minor units; one of the stakes the session offers',
} as const;
export const clientSeed = {
  type: 'string',
  pattern: CLIENT_SEED_PATTERN,
  description: 'Printable ASCII without spaces or ":", 1-64 characters',
} as const;

/** A return to player as a percentage, to four decimals (0.9712345 -> 97.1235). */
export const rtpPercent = (rtp: number) => Math.round(rtp * 1_000_000) / 10_000;

const refusals = {
  400: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  503: errorResponseSchema,
} as const;

export function body(required: string[], properties: Record<string, object>) {
  return { type: 'object', additionalProperties: false, required, properties } as const;
}

/**
 * The options of an API route: JSON answers by the contract's `answer` schema (or a refusal), its
 * summary and its input (body or query).
 */
export function apiRoute(
  summary: string,
  answer: string,
  input: { body: object } | { querystring: object },
) {
  return {
    serializerCompiler: jsonSerializer,
    schema: {
      summary,
      tags: TAGS,
      ...input,
      response: { 200: contractObject(answer), ...refusals },
    },
  };
}
