// Shared set-up of the studio content suites (studioPublicationDrafts, studioBrandRoles): a
// server over the fixture content on a fresh database of the suite's own with two editors signed
// in, the home page of aurora as the resource most tests change, and a draft saved and published.
import type { FastifyInstance } from 'fastify';
import { afterAll, expect } from 'vitest';
import type { AppDatabase } from '../../../server/db/index';
import { serverFor } from '../casino/walletTestKit';
import { signedInOperator, type SignedInOperator } from '../operators/operatorKit';
import { buildTestServer, removeTempDirs, type DatabaseBackend } from '../testServer';
import { studioAs, type StudioCall } from './studioKit';

export const HOME = { brand: 'aurora', kind: 'page', id: 'home' } as const;
export const homeWith = (changes: Record<string, unknown>) => ({
  schemaVersion: 1,
  id: 'home',
  layout: 'default',
  meta: { dictionaries: ['info'] },
  body: { widget: 'RemotePart', props: { name: 'footer' } },
  ...changes,
});

export interface StudioContent {
  app: FastifyInstance;
  database: AppDatabase;
  editor: SignedInOperator;
  editor2: SignedInOperator;
  /** Studio calls as `editor`. */
  as: StudioCall;
}

/** The studio's server for a describe block, filled in before its tests (closed after them). */
export function studioContentFor(backend: DatabaseBackend): StudioContent {
  afterAll(removeTempDirs);
  const held = {} as StudioContent;
  serverFor(
    backend,
    async (db) => ({ app: await buildTestServer({ database: db }) }),
    async ({ server, database }) => {
      held.app = server.app;
      held.database = database;
      held.editor = await signedInOperator(held.app, database, 'editor');
      held.editor2 = await signedInOperator(held.app, database, 'editor');
      held.as = studioAs(held.app, held.editor);
    },
  );
  return held;
}

/** Saves `document` as the next draft revision of `r` and publishes it. */
export async function publish(call: StudioCall, r: typeof HOME, document: object) {
  const opened = await call('GET', 'document', r);
  const saved = await call('PUT', 'draft', {
    ...r,
    document,
    baseRevision: opened.json().revision,
  });
  expect(saved.status, JSON.stringify(saved.json())).toBe(200);
  return call('POST', 'publish', { ...r, revision: saved.json().revision });
}
