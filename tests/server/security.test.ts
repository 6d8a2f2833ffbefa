import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../server/db/index';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { CONTENT_CHANGES_PATH } from '../../domain/studio/contract';
import { API_JSON_HEADERS, SVG_CONTENT_SECURITY_POLICY } from '../../server/http/securityHeaders';
import { SseClient } from './live/sseTestClient';
import {
  buildTestServer,
  makeFakeClientDist,
  removeTempDirs,
  openTestDatabase,
} from './testServer';

let database: AppDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase('security');
  app = await buildTestServer({ database });
});

afterAll(async () => {
  await app.close();
  await database.close();
  removeTempDirs();
});

function directives(csp: string): Map<string, string> {
  return new Map(
    csp.split(';').map((d) => {
      const [name = '', ...values] = d.trim().split(/\s+/);
      return [name, values.join(' ')];
    }),
  );
}

describe('security headers', () => {
  it('sends a CSP without unsafe-eval or inline script, with frame-ancestors and object-src none', async () => {
    // The pages' policy; an API's JSON answers carry the API one (the JSON set, below).
    for (const url of ['/ru/']) {
      const res = await app.inject({ url, headers: { accept: 'text/html' } });
      const csp = res.headers['content-security-policy'] as string;
      expect(csp, url).toBeDefined();
      expect(csp).not.toContain('unsafe-eval');
      expect(csp).not.toContain('unsafe-inline');
      const d = directives(csp);
      expect(d.get('script-src')).toBe("'self'");
      expect(d.get('object-src')).toBe("'none'");
      expect(d.get('frame-ancestors')).toBe("'none'");
      expect(d.get('default-src')).toBe("'self'");
      expect(d.get('base-uri')).toBe("'self'");
      expect(d.get('form-action')).toBe("'self'");
    }
  });

  it('sends the usual helmet headers and no HSTS outside production', async () => {
    const res = await app.inject({ url: '/healthz' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends a script, a style or a picture only the headers a subresource needs; an SVG keeps a policy that runs nothing', async () => {
    const dist = makeFakeClientDist();
    writeFileSync(path.join(dist, 'assets', 'chunk-abc123.js'), 'export const a = 1;');
    writeFileSync(path.join(dist, 'assets', 'look-abc123.css'), 'a { color: red; }');
    // The 8-byte PNG signature is all a file needs to be served as image/png.
    writeFileSync(path.join(dist, 'picture.png'), Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
    writeFileSync(path.join(dist, 'picture.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const db = await openTestDatabase('subresources');
    const withBuild = await buildTestServer({ database: db, clientDistDir: dist });
    try {
      for (const url of ['/assets/chunk-abc123.js', '/assets/look-abc123.css', '/picture.png']) {
        const res = await withBuild.inject({ url });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['x-content-type-options'], url).toBe('nosniff');
        expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin');
        for (const documentOnly of [
          'content-security-policy',
          'x-frame-options',
          'referrer-policy',
          'cross-origin-opener-policy',
          'x-dns-prefetch-control',
        ]) {
          expect(res.headers[documentOnly], `${url} ${documentOnly}`).toBeUndefined();
        }
      }
      const svg = await withBuild.inject({ url: '/picture.svg' });
      expect(svg.headers['content-type']).toContain('image/svg+xml');
      expect(svg.headers['content-security-policy']).toBe(SVG_CONTENT_SECURITY_POLICY);
      expect(svg.headers['content-security-policy']).not.toMatch(/script-src|'self'/);
      expect(svg.headers['x-content-type-options']).toBe('nosniff');
      expect(svg.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(svg.headers['referrer-policy']).toBeUndefined();
      expect(svg.headers['x-frame-options']).toBeUndefined();
    } finally {
      await withBuild.close();
      await db.close();
    }
  });

  it('sends every API answer the JSON set: data, refusals, bad input, the event streams', async () => {
    const expectJsonSet = (headers: Record<string, unknown>, what: string) => {
      for (const name of API_JSON_HEADERS) {
        if (name === 'strict-transport-security') continue; // production only
        expect(headers[name], `${what} ${name}`).toBeDefined();
      }
      expect(headers['content-security-policy'], what).toBe(
        "default-src 'none';frame-ancestors 'none'",
      );
      expect(headers['x-content-type-options'], what).toBe('nosniff');
      expect(headers['referrer-policy'], what).toBeUndefined();
    };
    const answers = {
      data: await app.inject({ url: '/bff-api/config/all.json' }),
      unauthorized: await app.inject({ url: '/web-api/account/data' }),
      badInput: await app.inject({
        method: 'POST',
        url: '/bff-api/reports',
        headers: { 'content-type': 'application/json' },
        payload: '{not json',
      }),
    };
    for (const [what, res] of Object.entries(answers)) expectJsonSet(res.headers, what);
    expect(answers.unauthorized.statusCode).toBe(401);
    expect(answers.badInput.statusCode).toBe(400);
    // The event stream's route hijacks the reply and writes its head itself.
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const stream = await SseClient.open(`http://127.0.0.1:${port}${CONTENT_CHANGES_PATH}`);
    try {
      expect(stream.status).toBe(200);
      expect(stream.headers['content-type']).toContain('text/event-stream');
      expectJsonSet(stream.headers, 'event stream');
    } finally {
      stream.close();
    }
  });

  it('sends HSTS in production', async () => {
    const db = await openTestDatabase('hsts');
    const prod = await buildTestServer({
      database: db,
      production: true,
      payments: { provider: 'sandbox' },
    });
    try {
      const res = await prod.inject({ url: '/healthz' });
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
    } finally {
      await prod.close();
      await db.close();
    }
  });
});

describe('errors', () => {
  it('never leaks a stack for bad input', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/bff-api/reports',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toMatch(/\bat .*\.(ts|js):\d+/);
    expect(res.json()).toEqual({
      error: 'Bad Request',
      message: expect.any(String),
      reason: 'bad_request',
    });
  });

  it('answers an unsupported content type with 415, not 500', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/bff-api/reports',
      headers: { 'content-type': 'application/xml' },
      payload: '<report/>',
    });
    expect(res.statusCode).toBe(415);
  });

  it('answers an unknown method on an API path with 404 JSON', async () => {
    const res = await app.inject({ method: 'DELETE', url: '/bff-api/config/all.json' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('Not Found');
  });
});

describe('OpenAPI document', () => {
  it('lists every API route at /web-api/openapi.json', async () => {
    const res = await app.inject({ url: '/web-api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    const paths = Object.keys(doc.paths);
    for (const path of [
      '/bff-api/config/all.json',
      '/bff-api/config/group/get',
      '/bff-api/brand.css',
      '/bff-api/routes.json',
      '/bff-api/pages/{file}',
      '/bff-api/layouts/{file}',
      '/bff-api/dictionaries/{lng}/{file}',
      '/mf/{appName}',
      '/bff-api/reports',
      '/web-api/policy/logo.agif',
      '/healthz',
    ]) {
      expect(paths, path).toContain(path);
    }
    expect(doc.paths['/bff-api/reports'].post).toBeDefined();
  });

  it('has no route that changes state on GET', async () => {
    const doc = (await app.inject({ url: '/web-api/openapi.json' })).json();
    for (const [path, item] of Object.entries(
      doc.paths as Record<string, Record<string, unknown>>,
    )) {
      if (path === '/bff-api/reports') expect(Object.keys(item)).toEqual(['post']);
    }
  });
});

describe('malformed URLs', () => {
  it.each(['/%', '/ru/%E0', '/mf/header/%E0%A4%A'])(
    'answers %s with 400 in the usual shape',
    async (url) => {
      const res = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: 'Bad Request',
        message: expect.stringContaining('not a valid url'),
        reason: 'bad_request',
      });
    },
  );
});
