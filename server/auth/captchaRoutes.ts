// SPEC section 7 "Captcha": GET /captcha/update (a new image), POST /captcha/validate,
// GET /captcha/gettime (the lifetime in seconds). A failed validation answers 200 with success
// false, the SPEC section 8 code, errorMessage and time, and the refusal reason beside them.
import type { FastifyInstance } from 'fastify';
import { CAPTCHA_LIFETIME_SECONDS } from '../../domain/auth/authConstants';
import { ERROR_REASONS } from '../../domain/errors/errorReasons';
import { errorResponseSchema, errorAnswers } from '../http/httpSchemas';
import type { ServerContext } from '../http/serverContext';
import { identify } from './currentUser';
import { clearSessionCookies, endSessionsEverywhere } from './sessionTokens';
import {
  CAPTCHA_VERDICT_CODES,
  CAPTCHA_VERDICT_MESSAGES,
  CAPTCHA_VERDICT_REASONS,
  consumeCaptcha,
  createCaptcha,
} from './captcha';
import { closedObjectSchema, objectSchema } from '../../domain/contract/jsonSchema';

/**
 * SPEC section 8: a captcha of type 2 guards a signed-in session; failing it answers isLogoutUser
 * and ends the session (type 1, the default, guards a sign-in form and ends nothing).
 */
const SESSION_CAPTCHA_TYPE = 2;

/** Per address: a page shows one captcha at a time, refreshed by hand. */
const CAPTCHAS_PER_MINUTE = 30;

export function registerCaptchaRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get(
    '/captcha/update',
    {
      config: ctx.auth.rateLimits
        ? { rateLimit: { max: CAPTCHAS_PER_MINUTE, timeWindow: '1 minute' } }
        : {},
      schema: {
        summary:
          'A new image captcha (single use, expiring); answer with header x-captcha: <captchaId>:<digits>',
        tags: ['captcha'],
        response: {
          200: objectSchema(['captchaId', 'image', 'expiresIn'], {
            captchaId: { type: 'string' },
            image: { type: 'string', description: 'data:image/png;base64 URL (grayscale)' },
            expiresIn: { type: 'integer', description: 'Seconds' },
          }),
          429: errorResponseSchema,
        },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return createCaptcha(ctx);
    },
  );

  app.get(
    '/captcha/gettime',
    {
      schema: {
        summary: 'The lifetime of a captcha in seconds',
        tags: ['captcha'],
        response: {
          200: { type: 'object', required: ['time'], properties: { time: { type: 'integer' } } },
        },
      },
    },
    async () => ({ time: CAPTCHA_LIFETIME_SECONDS }),
  );

  app.post<{ Body: { captchaId: string; captcha: string; type?: number } }>(
    '/captcha/validate',
    {
      config: ctx.auth.rateLimits
        ? { rateLimit: { max: CAPTCHAS_PER_MINUTE, timeWindow: '1 minute' } }
        : {},
      schema: {
        summary: 'Checks (and uses up) a captcha answer',
        tags: ['captcha'],
        body: closedObjectSchema(['captchaId', 'captcha'], {
          captchaId: { type: 'string', pattern: '^[0-9a-fA-F-]{36}$' },
          captcha: { type: 'string', pattern: '^[0-9]{1,10}$' },
          type: {
            type: 'integer',
            enum: [1, SESSION_CAPTCHA_TYPE],
            description: '1 a sign-in form (default), 2 a signed-in session: failing it signs out',
          },
        }),
        response: {
          200: objectSchema(['success'], {
            success: { type: 'boolean' },
            code: { type: 'integer', description: '111 wrong, 112 expired, 113 used or unknown' },
            reason: {
              type: 'string',
              enum: [...ERROR_REASONS],
              description: 'captcha_wrong, captcha_expired or captcha_used',
            },
            errorMessage: { type: 'string', description: 'English, for logs and developers' },
            time: { type: 'integer', description: 'Captcha lifetime in seconds' },
            isLogoutUser: {
              type: 'boolean',
              description: 'type 2 failed: the session has ended, the client signs out',
            },
          }),
          ...errorAnswers(400, 429),
        },
      },
    },
    async (request, reply) => {
      const verdict = await consumeCaptcha(ctx, request.body.captchaId, request.body.captcha);
      if (verdict === 'ok') return { success: true };
      const failure = {
        success: false,
        code: CAPTCHA_VERDICT_CODES[verdict],
        reason: CAPTCHA_VERDICT_REASONS[verdict],
        errorMessage: CAPTCHA_VERDICT_MESSAGES[verdict],
        time: CAPTCHA_LIFETIME_SECONDS,
      };
      if (request.body.type !== SESSION_CAPTCHA_TYPE) return failure;
      const signedIn = await identify(ctx, request);
      if (signedIn.ok) await endSessionsEverywhere(ctx, signedIn.user.id);
      clearSessionCookies(ctx, reply);
      return { ...failure, isLogoutUser: true };
    },
  );
}
