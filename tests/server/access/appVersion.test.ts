// The app version (SPEC section 4 "Other transitions": the update notice compares the running
// build with the latest) and the route lists the ban gate keeps open, which must name real routes.
import { rmSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { ACCESS_PATHS, APP_BUILD_ID_FILE } from '../../../domain/access/contract';
import { BAN_IDENTITY_ROUTES, BAN_WITHDRAWAL_ROUTES } from '../../../server/access/banGate';
import { databaseBackends, makeFakeClientDist, removeTempDirs } from '../testServer';
import { accessServerFor } from './accessTestKit';

afterAll(removeTempDirs);

describe('the app version and the ban gate routes', () => {
  const [backend] = databaseBackends();
  const dist = makeFakeClientDist();
  const file = path.join(dist, APP_BUILD_ID_FILE);
  writeFileSync(file, JSON.stringify({ version: 'build-one' }));
  let app: FastifyInstance;
  accessServerFor(backend!, (held) => ({ app } = held), { clientDistDir: dist });

  const version = async () => {
    const res = await app.inject({ url: ACCESS_PATHS.appVersion });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    return res.json<{ version: string }>().version;
  };

  it("answers the served build's id, a new build's once its file changes, and 'dev' without one", async () => {
    expect(await version()).toBe('build-one');
    writeFileSync(file, JSON.stringify({ version: 'build-two' }));
    const later = new Date(Date.now() + 5_000);
    utimesSync(file, later, later);
    expect(await version()).toBe('build-two');
    rmSync(file);
    expect(await version()).toBe('dev');
  });

  it('every route the ban gate keeps open is a route of the server', () => {
    for (const key of [...BAN_IDENTITY_ROUTES, ...BAN_WITHDRAWAL_ROUTES]) {
      const [method, url] = key.split(' ') as ['GET' | 'POST', string];
      expect(app.hasRoute({ method, url }), key).toBe(true);
    }
  });
});
