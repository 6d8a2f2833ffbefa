// `npm run cluster` options: how many server processes, on which ports, and what nginx listens on;
// checked before anything starts, each refusal naming what to fix.
import { parseArgs } from 'node:util';
import { CliRefusal } from '../lib/cliExit';
import type { Upstream } from './nginxConfig';

export const USAGE = [
  'usage: npm run cluster -- [--processes N] [--port P] [--first-process-port Q]',
  '       npm run cluster -- --print-nginx-config [--processes N] [--port P] [--first-process-port Q]',
  '                          [--servers host:port,host:port,...] [--access-log FILE|off]',
  '  --processes           server processes (1-32, default 2)',
  '  --port                where nginx listens (default PORT or 8080)',
  '  --first-process-port  the first process port; the others follow (default port + 1)',
  '  --print-nginx-config  print the nginx site for /etc/nginx/conf.d/ and exit',
  '  --servers             the processes nginx sends to, on other machines too (with --print-nginx-config)',
  'Needs DATABASE_URL (PostgreSQL) and REDIS_URL: every process shares them.',
].join('\n');

export const MAX_PROCESSES = 32;
const DEFAULT_PROCESSES = 2;
const DEFAULT_PORT = 8080;

export interface ClusterOptions {
  processes: number;
  /** nginx's port. */
  port: number;
  /** The server processes' ports: firstProcessPort, +1, ... */
  processPorts: number[];
  printNginxConfig: boolean;
  /** --servers: the upstreams as given (other machines), instead of the local processes. */
  servers: Upstream[] | undefined;
  /** --access-log: the access log file, 'off', or unset (the local run's temporary folder). */
  accessLog: string | undefined;
}

export function readClusterOptions(
  argv: readonly string[],
  env: NodeJS.ProcessEnv,
): ClusterOptions {
  const { values, positionals } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: {
      processes: { type: 'string' },
      port: { type: 'string' },
      'first-process-port': { type: 'string' },
      'print-nginx-config': { type: 'boolean' },
      servers: { type: 'string' },
      'access-log': { type: 'string' },
    },
  });
  if (positionals.length > 0) throw new CliRefusal(`unexpected ${positionals.join(' ')}\n${USAGE}`);
  const processes = integerOption('--processes', values.processes, DEFAULT_PROCESSES);
  if (processes < 1 || processes > MAX_PROCESSES) {
    throw new CliRefusal(`--processes ${processes}: give 1 to ${MAX_PROCESSES}`);
  }
  const port = portOption('--port', values.port ?? env.PORT?.trim(), DEFAULT_PORT);
  const first = portOption('--first-process-port', values['first-process-port'], port + 1);
  const processPorts = Array.from({ length: processes }, (_, i) => first + i);
  const last = processPorts.at(-1)!;
  if (last > 65_535) {
    throw new CliRefusal(`--first-process-port ${first}: ${processes} ports from it pass 65535`);
  }
  if (processPorts.includes(port)) {
    throw new CliRefusal(
      `nginx's port ${port} is among the processes' ports ${first}-${last}: choose --first-process-port`,
    );
  }
  const printNginxConfig = values['print-nginx-config'] ?? false;
  if (values.servers !== undefined && !printNginxConfig) {
    throw new CliRefusal('--servers goes with --print-nginx-config (a local run starts its own)');
  }
  return {
    processes,
    port,
    processPorts,
    printNginxConfig,
    servers: values.servers === undefined ? undefined : serversOption(values.servers),
    accessLog: values['access-log'],
  };
}

/**
 * What every process of a local run needs from the environment: PostgreSQL and Redis, shared.
 * Without them each process would keep its own database and feed.
 */
export function requireSharedServices(env: NodeJS.ProcessEnv): {
  databaseUrl: string;
  redisUrl: string;
} {
  const databaseUrl = env.DATABASE_URL?.trim();
  const redisUrl = env.REDIS_URL?.trim();
  const missing = [
    databaseUrl ? undefined : 'DATABASE_URL (a PostgreSQL server, postgres://...)',
    redisUrl ? undefined : 'REDIS_URL (redis://...)',
  ].filter((text) => text !== undefined);
  if (missing.length > 0) {
    throw new CliRefusal(
      `set ${missing.join(' and ')}: the processes share one database and one live bus ` +
        '(the embedded PGlite is one process only)',
    );
  }
  if (!/^postgres(ql)?:\/\//.test(databaseUrl!)) {
    throw new CliRefusal('DATABASE_URL must be a postgres:// or postgresql:// URL');
  }
  if (!/^rediss?:\/\//.test(redisUrl!)) throw new CliRefusal('REDIS_URL must be a redis:// URL');
  return { databaseUrl: databaseUrl!, redisUrl: redisUrl! };
}

function integerOption(name: string, text: string | undefined, fallback: number): number {
  if (text === undefined) return fallback;
  if (!/^\d{1,6}$/.test(text.trim())) throw new CliRefusal(`${name} ${text}: give a whole number`);
  return Number(text);
}

function portOption(name: string, text: string | undefined, fallback: number): number {
  const port = integerOption(name, text || undefined, fallback);
  if (port < 1 || port > 65_535) throw new CliRefusal(`${name} ${port}: a port is 1 to 65535`);
  return port;
}

function serversOption(text: string): Upstream[] {
  const servers = text.split(',').map((entry) => {
    const match = /^([A-Za-z0-9.-]+|\[[0-9A-Fa-f:]+\]):(\d{1,5})$/.exec(entry.trim());
    const port = Number(match?.[2]);
    if (!match || port < 1 || port > 65_535) {
      throw new CliRefusal(`--servers: "${entry}" is not host:port (e.g. 10.0.0.5:8081)`);
    }
    return { host: match[1]!, port };
  });
  if (servers.length > MAX_PROCESSES * 8) throw new CliRefusal('--servers: too many servers');
  return servers;
}
