// `npm run cluster`: its options and refusals, and the nginx configuration it renders from
// deploy/nginx/ (checked by `nginx -t` where nginx is installed; CI machines have none).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  MAX_PROCESSES,
  readClusterOptions,
  requireSharedServices,
} from '../../scripts/cluster/clusterOptions';
import {
  fillTemplate,
  renderLocalNginxConfig,
  renderSiteConfig,
} from '../../scripts/cluster/nginxConfig';

const temps: string[] = [];
afterAll(() => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

describe('cluster options', () => {
  it('takes N processes on the ports after nginx, by default', () => {
    expect(readClusterOptions(['--processes', '3'], {})).toMatchObject({
      processes: 3,
      port: 8080,
      processPorts: [8081, 8082, 8083],
      printNginxConfig: false,
    });
    expect(readClusterOptions([], { PORT: '9000' })).toMatchObject({
      processes: 2,
      port: 9000,
      processPorts: [9001, 9002],
    });
    expect(
      readClusterOptions(['--processes', '2', '--port', '8500', '--first-process-port', '8550'], {})
        .processPorts,
    ).toEqual([8550, 8551]);
  });

  it('refuses what cannot run, naming the option', () => {
    const refusal = (argv: string[]) => {
      try {
        readClusterOptions(argv, {});
        return 'accepted';
      } catch (err) {
        return (err as Error).message;
      }
    };
    expect(refusal(['--processes', '0'])).toMatch(/--processes 0: give 1 to 32/);
    expect(refusal(['--processes', String(MAX_PROCESSES + 1)])).toMatch(/--processes 33/);
    expect(refusal(['--processes', 'three'])).toMatch(/--processes three: give a whole number/);
    expect(refusal(['--port', '70000'])).toMatch(/--port 70000: a port is 1 to 65535/);
    expect(refusal(['--port', '8080', '--first-process-port', '8079', '--processes', '3'])).toMatch(
      /nginx's port 8080 is among the processes' ports 8079-8081/,
    );
    expect(refusal(['--first-process-port', '65535', '--processes', '2'])).toMatch(/pass 65535/);
    expect(refusal(['--servers', '10.0.0.5:8081'])).toMatch(
      /--servers goes with --print-nginx-config/,
    );
    expect(refusal(['--print-nginx-config', '--servers', '10.0.0.5'])).toMatch(
      /"10.0.0.5" is not host:port/,
    );
    expect(refusal(['start'])).toMatch(/unexpected start/);
    expect(refusal(['--nonsense'])).toMatch(/nonsense/);
  });

  it('needs PostgreSQL and Redis, and says so', () => {
    expect(() => requireSharedServices({})).toThrow(
      /set DATABASE_URL \(a PostgreSQL server, postgres:\/\/\.\.\.\) and REDIS_URL/,
    );
    expect(() => requireSharedServices({ DATABASE_URL: 'postgres://h/db' })).toThrow(
      /^set REDIS_URL/,
    );
    expect(() => requireSharedServices({ REDIS_URL: 'redis://h' })).toThrow(/^set DATABASE_URL/);
    expect(() =>
      requireSharedServices({ DATABASE_URL: 'mysql://h/db', REDIS_URL: 'redis://h' }),
    ).toThrow(/DATABASE_URL must be a postgres/);
    expect(
      requireSharedServices({ DATABASE_URL: 'postgres://h/db', REDIS_URL: 'redis://h:6379/2' }),
    ).toEqual({ databaseUrl: 'postgres://h/db', redisUrl: 'redis://h:6379/2' });
  });
});

describe('the nginx configuration', () => {
  const site = renderSiteConfig({
    listen: '0.0.0.0:8500',
    upstreams: [8501, 8502, 8503].map((port) => ({ host: '127.0.0.1', port })),
    accessLog: '/tmp/cluster/access.log',
  });

  it('sends to every process, no stickiness, no keep-alive pool', () => {
    const servers = site.match(/^\s*server 127\.0\.0\.1:\d+ .*;$/gm) ?? [];
    expect(servers.map((line) => line.trim())).toEqual([
      'server 127.0.0.1:8501 max_fails=1 fail_timeout=5s;',
      'server 127.0.0.1:8502 max_fails=1 fail_timeout=5s;',
      'server 127.0.0.1:8503 max_fails=1 fail_timeout=5s;',
    ]);
    expect(site).toContain('listen 0.0.0.0:8500;');
    expect(site).not.toMatch(/^\s*(ip_hash|hash|sticky|keepalive)\b/m);
    expect(site).toContain('access_log /tmp/cluster/access.log betting_json;');
    expect(site).not.toMatch(/\{\{/);
  });

  it('passes the request id, keeps /metrics off the public site, streams live events unbuffered', () => {
    expect(site).toMatch(/proxy_set_header X-Request-Id \$betting_request_id;/);
    expect(site).toMatch(/location = \/metrics \{\s*return 404;/);
    const stream = /location = \/web-api\/sports\/live\/stream \{([^}]*)\}/.exec(site)?.[1] ?? '';
    expect(stream).toContain('proxy_buffering off;');
    expect(stream).toContain('proxy_read_timeout 1h;');
    // The access log names the path without its query: no session ids in it.
    expect(site).toContain('"path":"$uri"');
    expect(site).not.toContain('$request_uri');
  });

  it('renders servers on other machines, and an access log turned off', () => {
    const remote = renderSiteConfig({
      listen: '80',
      upstreams: [
        { host: '10.0.0.5', port: 8081 },
        { host: 'app-2.internal', port: 8081 },
      ],
      accessLog: 'off',
    });
    expect(remote).toContain('server 10.0.0.5:8081 max_fails=1');
    expect(remote).toContain('server app-2.internal:8081 max_fails=1');
    expect(remote).toContain('access_log off;');
    expect(() => renderSiteConfig({ listen: '80', upstreams: [], accessLog: 'off' })).toThrow(
      /at least one server process/,
    );
  });

  it('fills every placeholder and only those', () => {
    expect(fillTemplate('a {{X}} b {{Y_Z}}', { X: '1', Y_Z: '2' })).toBe('a 1 b 2');
    expect(() => fillTemplate('a {{X}}', {})).toThrow(/\{\{X\}\}, which has no value/);
    expect(() => fillTemplate('a', { X: '1' })).toThrow(/the template has no \{\{X\}\}/);
  });

  const nginx = ['nginx', '/usr/sbin/nginx'].find(
    (binary) => spawnSync(binary, ['-v']).status === 0,
  );
  it.skipIf(!nginx)('is accepted by nginx -t (skipped: nginx is not installed)', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cluster-conf-'));
    temps.push(dir);
    for (const folder of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
      mkdirSync(path.join(dir, folder));
    }
    writeFileSync(
      path.join(dir, 'site.conf'),
      renderSiteConfig({
        listen: '127.0.0.1:8599',
        upstreams: [{ host: '127.0.0.1', port: 8598 }],
        accessLog: path.join(dir, 'access.log'),
      }),
    );
    const conf = path.join(dir, 'nginx.conf');
    writeFileSync(conf, renderLocalNginxConfig(dir));
    const checked = spawnSync(nginx!, ['-t', '-p', `${dir}/`, '-c', conf], { encoding: 'utf8' });
    expect(checked.stderr).toContain('test is successful');
    expect(checked.status).toBe(0);
  });
});
