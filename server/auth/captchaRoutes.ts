// SPEC section 7 "Captcha": GET /captcha/update (a new image), POST /captcha/validate,
// GET /captcha/gettime (the lifetime in seconds).
import type { FastifyInstance } from 'fastify';
import { CAPTCHA_LIFETIME_SECONDS } from '../../domain/auth/authConstants';
import { errorResponseSchema } from '../http/httpSchemas';
import type { ServerContext } from '../http/serverContext';
import {
  CAPTCHA_VERDICT_CODES,
  CAPTCHA_VERDICT_MESSAGES,
  consumeCaptcha,
  createCaptcha,
} from './captcha';

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
          200: {
            type: 'object',
            required: ['captchaId', 'image', 'expiresIn'],
            properties: {
              captchaId: { type: 'string' },
              image: { type: 'string', description: 'data:image/png;base64 URL (grayscale)' },
              expiresIn: { type: 'integer', description: 'Seconds' },
            },
          },
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

  app.post<{ Body: { captchaId: string; captcha: string } }>(
    '/captcha/validate',
    {
      config: ctx.auth.rateLimits
        ? { rateLimit: { max: CAPTCHAS_PER_MINUTE, timeWindow: '1 minute' } }
        : {},
      schema: {
        summary: 'Checks (and uses up) a captcha answer',
        tags: ['captcha'],
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['captchaId', 'captcha'],
          properties: {
            captchaId: { type: 'string', pattern: '^[0-9a-fA-F-]{36}$' },
            captcha: { type: 'string', pattern: '^[0-9]{1,10}$' },
          },
        },
        response: {
          200: {
            type: 'object',
            required: ['success'],
            properties: {
              success: { type: 'boolean' },
              code: { type: 'integer', description: '111 wrong, 112 expired, 113 used or unknown' },
              errorMessage: { type: 'string' },
              time: { type: 'integer', description: 'Captcha lifetime in seconds' },
            },
          },
          400: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const verdict = await consumeCaptcha(ctx, request.body.captchaId, request.body.captcha);
      if (verdict === 'ok') return { success: true };
      return {
        success: false,
        code: CAPTCHA_VERDICT_CODES[verdict],
        errorMessage: CAPTCHA_VERDICT_MESSAGES[verdict],
        time: CAPTCHA_LIFETIME_SECONDS,
      };
    },
  );
}
