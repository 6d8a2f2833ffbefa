// Two real server processes on one PostgreSQL database and one Redis: a publication made through
// one is served by the other, whose open tabs are told (the content bus over Redis pub/sub).
import { afterAll, describe, expect, it } from 'vitest';
import { SseClient } from '../live/sseTestClient';
import {
  isolatedRedisUrl,
  PROCESS_START_TIMEOUT_MS,
  startServerProcess,
  stopServerProcess,
  type ServerProcess,
} from '../serverProcess';
import { createScratchPostgres, FIXTURE_CONTENT, makeTempDir, removeTempDirs } from '../testServer';
import { OPERATOR_PASSWORD } from '../operators/operatorKit';

const DATABASE_URL = process.env.DATABASE_URL;
const REDIS_URL = process.env.REDIS_URL;

const processes: ServerProcess[] = [];
const cleanups: (() => Promise<void>)[] = [];
const clients: SseClient[] = [];

afterAll(async () => {
  clients.forEach((c) => c.close());
  await Promise.all(processes.map(stopServerProcess));
  for (const cleanup of cleanups) await cleanup();
  removeTempDirs();
});

async function json(res: Response): Promise<Record<string, unknown>> {
  return (await res.json()) as Record<string, unknown>;
}

describe.skipIf(!DATABASE_URL || !REDIS_URL)(
  'studio publications across two server processes (skipped: DATABASE_URL or REDIS_URL is not set)',
  () => {
    it(
      'serves a publication made on one process from the other, and its open tabs hear of it',
      async () => {
        const scratch = await createScratchPostgres(DATABASE_URL!, { migrated: true });
        cleanups.push(scratch.drop);
        const env = {
          DATABASE_URL: scratch.url,
          REDIS_URL: await isolatedRedisUrl(REDIS_URL!),
          CONTENT_DIR: FIXTURE_CONTENT,
          TEST_CONTROL: '1',
          NODE_ENV: 'test',
        };
        const [one, two] = await Promise.all(
          ['one', 'two'].map(async (name) => {
            const server = await startServerProcess({
              ...env,
              DATA_DIR: makeTempDir(`studio-${name}`),
            });
            processes.push(server);
            return server;
          }),
        );

        const login = `editor.${process.pid}`;
        const created = await fetch(`${one!.base}/test-control/operators`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ login, password: OPERATOR_PASSWORD, role: 'editor' }),
        });
        expect(created.status).toBe(201);
        const signIn = await fetch(`${one!.base}/operator-api/session`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ login, password: OPERATOR_PASSWORD }),
        });
        expect(signIn.status).toBe(200);
        const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0]!;
        const studio = (path: string, method = 'GET', body?: unknown) =>
          fetch(`${one!.base}/operator-api/studio/${path}`, {
            method,
            headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
            ...(body ? { body: JSON.stringify(body) } : {}),
          });

        const tab = await SseClient.open(`${two!.base}/bff-api/content-changes`);
        clients.push(tab);
        expect(tab.status).toBe(200);
        const homeOnTwo = async () =>
          json(
            await fetch(`${two!.base}/bff-api/pages/home.json`, {
              headers: { accept: 'application/json' },
            }),
          );
        expect(await homeOnTwo()).toMatchObject({ layout: 'default' });

        const home = { brand: 'aurora', kind: 'page', id: 'home' };
        const opened = await json(await studio('document?brand=aurora&kind=page&id=home'));
        const saved = await json(
          await studio('draft', 'PUT', {
            ...home,
            document: { ...(opened.document as object), layout: 'empty' },
            baseRevision: 0,
          }),
        );
        const published = await studio('publish', 'POST', { ...home, revision: saved.revision });
        expect(published.status).toBe(200);

        await tab.waitFor(() => tab.of('content-changed').length === 1);
        expect(JSON.parse(tab.of('content-changed')[0]!.data)).toEqual({
          kind: 'page',
          id: 'home',
          brand: 'aurora',
        });
        // The event comes after the process reloaded: the page it serves now is the new one.
        expect(await homeOnTwo()).toMatchObject({ layout: 'empty' });
      },
      PROCESS_START_TIMEOUT_MS * 2,
    );
  },
);
