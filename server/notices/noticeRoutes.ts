// The ad-blocker bait (domain/notices/adBait.ts): always answered, so a browser whose request
// fails has a blocker (app/adBlocker.ts).
import type { FastifyInstance } from 'fastify';
import { AD_BAIT_PATH } from '../../domain/notices';

export function registerNoticeRoutes(app: FastifyInstance): void {
  app.get(
    AD_BAIT_PATH,
    {
      schema: {
        summary: 'Ad-blocker bait: an empty script a blocker would refuse',
        tags: ['config'],
        response: { 200: { type: 'string' } },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      reply.type('text/javascript; charset=utf-8');
      return '/* ad-blocker bait */\n';
    },
  );
}
