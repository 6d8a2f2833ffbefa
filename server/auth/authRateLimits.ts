// Per-address rate limits (sign-in, registration, SMS, password recovery),
// applied with the registered @fastify/rate-limit through each route's config.

export interface RateLimit {
  max: number;
  timeWindow: string;
}

export const RATE_LIMITS = {
  signIn: { max: 30, timeWindow: '1 minute' },
  registration: { max: 10, timeWindow: '1 minute' },
  sms: { max: 5, timeWindow: '1 minute' },
  passwordRecovery: { max: 10, timeWindow: '1 minute' },
} as const satisfies Record<string, RateLimit>;

/** The route config: the limit, unless the server runs without limits (the sign-in benchmark). */
export function rateLimitConfig(
  ctx: { auth: { rateLimits: boolean } },
  limit: RateLimit,
): { rateLimit?: RateLimit } {
  return ctx.auth.rateLimits ? { rateLimit: { ...limit } } : {};
}
