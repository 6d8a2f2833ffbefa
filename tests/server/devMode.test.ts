import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import type { ViteDevServer } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { ContentStore, type ContentChange } from '../../server/content/index';
import { pushContentChanges } from '../../server/web/devVite';
import {
  buildTestServer,
  FIXTURE_CONTENT,
  makeTempDir,
  PROJECT_ROOT,
  removeTempDirs,
  openTestDatabase,
} from './testServer';
import { waitFor } from '../waitFor';

afterAll(removeTempDirs);

interface SentEvent {
  type: string;
  event: string;
  data: ContentChange;
}

/** The part of Vite the watcher uses: its HMR channel. */
function fakeVite(sent: SentEvent[]): ViteDevServer {
  return { ws: { send: (payload: SentEvent) => sent.push(payload) } } as unknown as ViteDevServer;
}

describe('content hot reload (dev)', () => {
  it('reloads an edited page and sends content-changed with its kind and id', async () => {
    const root = makeTempDir('hot');
    cpSync(FIXTURE_CONTENT, root, { recursive: true });
    const store = ContentStore.open(root);
    const sent: SentEvent[] = [];
    const app = Fastify();
    const watcher = pushContentChanges(app, store, fakeVite(sent));
    try {
      const file = path.join(root, 'schemas/pages/about.json');
      const page = JSON.parse(readFileSync(file, 'utf8')) as { meta: Record<string, unknown> };
      page.meta.hideHeader = true;
      writeFileSync(file, JSON.stringify(page));
      const event = await waitFor(() => sent[0], 'a content-changed event');
      expect(event).toEqual({
        type: 'custom',
        event: 'content-changed',
        data: { kind: 'page', id: 'about' },
      });
      expect(store.current.pages.get('about')?.meta?.hideHeader).toBe(true);
    } finally {
      watcher.close();
      await app.close();
    }
  });

  it('keeps the old content and sends nothing when the edit is invalid', async () => {
    const root = makeTempDir('hot-bad');
    cpSync(FIXTURE_CONTENT, root, { recursive: true });
    const store = ContentStore.open(root);
    const sent: SentEvent[] = [];
    const warnings: string[] = [];
    const app = Fastify();
    app.log.warn = ((msg: string) => warnings.push(msg)) as typeof app.log.warn;
    const watcher = pushContentChanges(app, store, fakeVite(sent));
    try {
      writeFileSync(path.join(root, 'configs/brands/nord/site.json'), '{"schemaVersion": 1,');
      const warning = await waitFor(() => warnings[0], 'a warning');
      expect(warning).toContain('configs/brands/nord/site.json');
      expect(warning).toContain('the previous content stays');
      expect(sent).toEqual([]);
      expect(store.current.brands.get('nord')?.site.name).toBe('Nord Bet');
    } finally {
      watcher.close();
      await app.close();
    }
  });
});

describe('dev server', () => {
  it('serves index.html through Vite with the boot block, under a CSP relaxed for HMR only', async () => {
    const database = await openTestDatabase('dev');
    const app = await buildTestServer({ database, dev: true, projectRoot: PROJECT_ROOT });
    try {
      const res = await app.inject({ url: '/en/', headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('/@vite/client');
      expect(res.body).toContain('<script type="application/json" id="boot">');
      expect(res.body).toContain('<html lang="en" dir="ltr">');
      const csp = res.headers['content-security-policy'] as string;
      expect(csp).not.toContain('unsafe-eval');
      expect(csp).toContain("frame-ancestors 'none'");
      const api = await app.inject({ url: '/bff-api/config/all.json' });
      expect(api.json().brand).toBe('aurora');
    } finally {
      await app.close();
      await database.close();
    }
  });
});
