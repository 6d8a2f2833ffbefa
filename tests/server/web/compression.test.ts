// Compression: the build's brotli and gzip copies are served in place of a text file by the
// request's Accept-Encoding (identity without), large JSON and the HTML shell are compressed on
// the fly, Server-Sent Events never are, and content's ETag/304 still holds.
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../../server/db/index';
import { COMPRESSION_THRESHOLD, registerCompression } from '../../../server/http/compression';
import { precompressFile } from '../../../server/web/precompressed';
import { CONTENT_CHANGES_PATH } from '../../../domain/studio/contract';
import {
  buildTestServer,
  makeFakeClientDist,
  PROJECT_ROOT,
  removeTempDirs,
  openTestDatabase,
} from '../testServer';

afterAll(removeTempDirs);

const BIG_ASSET = '/assets/big-abc123.js';
const BIG_CODE = Array.from({ length: 400 }, (_, i) => `export const value${i} = ${i};`).join('\n');
const TINY_SVG = '/favicon.svg';
const DICTIONARY = '/bff-api/dictionaries/ru/main.json';

describe('compression', () => {
  let database: AppDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase('compression');
    const dist = makeFakeClientDist();
    writeFileSync(path.join(dist, BIG_ASSET), BIG_CODE);
    expect(precompressFile(path.join(dist, BIG_ASSET))).toEqual(['br', 'gzip']);
    writeFileSync(path.join(dist, TINY_SVG), '<svg/>');
    // Too small to gain: no copy is written, the file is served as it is.
    expect(precompressFile(path.join(dist, TINY_SVG))).toEqual([]);
    // The project's own content: its dictionaries are JSON answers of many kilobytes.
    app = await buildTestServer({ database, clientDistDir: dist, contentRoot: PROJECT_ROOT });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it.each([
    ['br', 'br', brotliDecompressSync],
    ['gzip, deflate', 'gzip', gunzipSync],
    ['gzip, deflate, br', 'br', brotliDecompressSync],
  ] as const)(
    'serves the precompressed copy for Accept-Encoding %s',
    async (accept, encoding, decode) => {
      const res = await app.inject({ url: BIG_ASSET, headers: { 'accept-encoding': accept } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      // Never revalidated nor asked in ranges: no validator or range headers on every answer.
      expect(res.headers.etag).toBeUndefined();
      expect(res.headers['last-modified']).toBeUndefined();
      expect(res.headers['accept-ranges']).toBeUndefined();
      expect(res.rawPayload.length).toBeLessThan(BIG_CODE.length / 3);
      expect(decode(res.rawPayload).toString()).toBe(BIG_CODE);
    },
  );

  it('serves the file itself without Accept-Encoding, and never the copies as files', async () => {
    const res = await app.inject({ url: BIG_ASSET });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.body).toBe(BIG_CODE);
    const copy = await app.inject({ url: `${BIG_ASSET}.br`, headers: { accept: '*/*' } });
    expect(copy.statusCode).toBe(404);
  });

  it('serves a small file without copies as it is, or compressed on the fly', async () => {
    const res = await app.inject({ url: TINY_SVG, headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    const body =
      res.headers['content-encoding'] === 'br'
        ? brotliDecompressSync(res.rawPayload).toString()
        : res.body;
    expect(body).toBe('<svg/>');
  });

  it('compresses the HTML shell rendered per request', async () => {
    const res = await app.inject({
      url: '/ru/',
      headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    const html = brotliDecompressSync(res.rawPayload).toString();
    expect(html).toContain('<div id="root">');
    const plain = await app.inject({ url: '/ru/', headers: { accept: 'text/html' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<div id="root">');
  });

  it('compresses a large JSON answer (gzip when brotli is not accepted), not a small one', async () => {
    const res = await app.inject({
      url: DICTIONARY,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    const json = JSON.parse(gunzipSync(res.rawPayload).toString()) as unknown;
    const plain = await app.inject({ url: DICTIONARY });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(json);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length);

    const small = await app.inject({ url: '/healthz', headers: { 'accept-encoding': 'br' } });
    expect(small.json()).toEqual({ ok: true });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('sends a dictionary compressed ahead at brotli best quality, the same JSON', async () => {
    const res = await app.inject({ url: DICTIONARY, headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    const plain = await app.inject({ url: DICTIONARY });
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toEqual(plain.json());
    const onTheFly = brotliCompressSync(plain.rawPayload, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 4 },
    });
    expect(res.rawPayload.length).toBeLessThan(onTheFly.length);
    const refused = await app.inject({ url: DICTIONARY, headers: { 'accept-encoding': 'br;q=0' } });
    expect(refused.headers['content-encoding']).toBeUndefined();
    for (const accept of ['*', 'gzip;q=1, br;q=0.5', 'BR'])
      expect(
        (await app.inject({ url: DICTIONARY, headers: { 'accept-encoding': accept } })).headers[
          'content-encoding'
        ],
        accept,
      ).toBe('br');
  });

  it('keeps the ETag and answers 304 to a compressed client', async () => {
    const first = await app.inject({
      url: DICTIONARY,
      headers: { 'accept-encoding': 'br' },
    });
    expect(first.headers['content-encoding']).toBe('br');
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[^"]+"$/);
    const again = await app.inject({
      url: DICTIONARY,
      headers: { 'accept-encoding': 'br', 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers['content-encoding']).toBeUndefined();
    // An end-to-end reload asks for the body whatever the client holds.
    const reload = await app.inject({
      url: DICTIONARY,
      headers: {
        'accept-encoding': 'br',
        'if-none-match': String(etag),
        'cache-control': 'no-cache',
      },
    });
    expect(reload.statusCode).toBe(200);
    const weak = await app.inject({
      url: DICTIONARY,
      headers: { 'accept-encoding': 'br', 'if-none-match': `"other", W/${String(etag)}` },
    });
    expect(weak.statusCode).toBe(304);
  });

  it('never compresses a Server-Sent Events stream', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const response = await new Promise<IncomingMessage>((resolve, reject) => {
      const req = httpRequest({
        host: '127.0.0.1',
        port,
        path: CONTENT_CHANGES_PATH,
        headers: { accept: 'text/event-stream', 'accept-encoding': 'br, gzip' },
      });
      req.on('response', resolve);
      req.on('error', reject);
      req.end();
    });
    const first = await new Promise<string>((resolve) =>
      response.once('data', (chunk: Buffer) => resolve(chunk.toString())),
    );
    response.destroy();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(first).toBe(': open\n\n');
  });
});

describe('compression of answers around the threshold', () => {
  let app: FastifyInstance;
  const seen: string[] = [];
  // 600 characters of two bytes each: under the threshold in characters, over it in bytes.
  const cyrillic = 'ж'.repeat(600);

  beforeAll(async () => {
    app = Fastify();
    await registerCompression(app);
    app.get('/small', async () => ({ text: 'x'.repeat(COMPRESSION_THRESHOLD - 100) }));
    app.get('/large', async () => ({ text: 'x'.repeat(COMPRESSION_THRESHOLD * 2) }));
    app.get('/bytes', async (_request, reply) => reply.type('text/plain').send(cyrillic));
    app.get('/buffer', async (_request, reply) =>
      reply.type('text/plain').send(Buffer.from('y'.repeat(COMPRESSION_THRESHOLD * 2))),
    );
    app.get(
      '/own-hook',
      {
        onSend: (_request, _reply, payload, done) => {
          seen.push('own-hook');
          done(null, payload);
        },
      },
      async () => ({ text: 'z' }),
    );
  });
  afterAll(async () => app.close());

  const get = (url: string) => app.inject({ url, headers: { 'accept-encoding': 'br' } });

  it('leaves an answer under the threshold as it is, and compresses one over it in bytes', async () => {
    const small = await get('/small');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ text: 'x'.repeat(COMPRESSION_THRESHOLD - 100) });
    for (const url of ['/large', '/bytes', '/buffer']) {
      const res = await get(url);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers.vary, url).toMatch(/accept-encoding/i);
    }
    expect(brotliDecompressSync((await get('/bytes')).rawPayload).toString()).toBe(cyrillic);
  });

  it('leaves every answer as it is for a request that accepts no encoding', async () => {
    for (const url of ['/small', '/large', '/bytes', '/buffer']) {
      const res = await app.inject({ url });
      expect(res.headers['content-encoding'], url).toBeUndefined();
      expect(res.headers.vary, url).toBeUndefined();
    }
    expect((await app.inject({ url: '/bytes' })).body).toBe(cyrillic);
  });

  it("keeps a route's own onSend hooks", async () => {
    seen.length = 0;
    expect((await get('/own-hook')).json()).toEqual({ text: 'z' });
    expect(seen).toEqual(['own-hook']);
  });
});
