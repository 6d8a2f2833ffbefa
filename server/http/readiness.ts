// What a load balancer asks: /healthz (server/web/pageRoutes.ts) says the process is alive;
// /readyz says whether it can serve now: the database answers, Redis is connected when
// configured, the live state is current. Not ready is a 503 with Retry-After and the checks that
// failed, so a balancer sends the traffic elsewhere until it is ready again.
import type { FastifyInstance } from 'fastify';
import { DATABASE_RETRY_AFTER_SECONDS } from './errorHandling';
import { objectSchema } from '../../domain/contract/jsonSchema';

/** One thing readiness depends on; `check` answers whether it is fine now. */
export interface ReadinessCheck {
  name: string;
  check(): boolean | Promise<boolean>;
}

export const READYZ_PATH = '/readyz';

/** The checks of /readyz, which more can join (a draining process says it is not ready). */
export interface Readiness {
  add(check: ReadinessCheck): void;
  /** Every check's answer now. */
  evaluate(): Promise<{ ready: boolean; checks: Record<string, 'ok' | 'failing'> }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    readiness: Readiness;
  }
}

export function registerReadiness(app: FastifyInstance, initial: ReadinessCheck[]): Readiness {
  const checks = [...initial];
  const readiness: Readiness = {
    add: (check) => checks.push(check),
    async evaluate() {
      const answers = await Promise.all(
        checks.map(async (c) => [c.name, await Promise.resolve(c.check()).catch(() => false)]),
      );
      return {
        ready: answers.every(([, ok]) => ok),
        checks: Object.fromEntries(answers.map(([name, ok]) => [name, ok ? 'ok' : 'failing'])),
      };
    },
  };
  app.decorate('readiness', readiness);
  app.get(
    READYZ_PATH,
    {
      schema: {
        summary:
          'Readiness for a load balancer: 200 when the database, Redis (when configured) and the ' +
          'live state are fine, else 503 with Retry-After and the failing checks',
        tags: ['health'],
        response: {
          200: readyzAnswerSchema,
          503: readyzAnswerSchema,
        },
      },
    },
    async (_request, reply) => {
      const { ready, checks: answers } = await readiness.evaluate();
      reply.header('cache-control', 'no-store');
      if (!ready) reply.status(503).header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return { ready, checks: answers };
    },
  );
  return readiness;
}

const readyzAnswerSchema = objectSchema(['ready', 'checks'], {
  ready: { type: 'boolean' },
  checks: {
    type: 'object',
    additionalProperties: { type: 'string', enum: ['ok', 'failing'] },
    description: 'database, redis (with REDIS_URL), feed: each ok or failing',
  },
});
