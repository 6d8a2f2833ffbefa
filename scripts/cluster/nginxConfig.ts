// The nginx configuration of a cluster, from the templates in deploy/nginx/: the site (upstream of
// the server processes, request ids, JSON access log, live streams unbuffered) and, for a local
// run, the whole nginx.conf around it (foreground, files in a temporary folder).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const DEPLOY_NGINX_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'deploy',
  'nginx',
);

/** One server process nginx sends requests to. */
export interface Upstream {
  host: string;
  port: number;
}

export interface SiteConfig {
  /** nginx's `listen`: a port, or address:port. */
  listen: string;
  upstreams: readonly Upstream[];
  /** The access log file (JSON lines), or 'off'. */
  accessLog: string;
}

/**
 * A crashed process is left alone this long after one failed connection; a drained one refuses
 * connections, and nginx takes the next process at once either way.
 */
const FAIL_TIMEOUT = '5s';

/** Fills `{{NAME}}`; a placeholder without a value, or a value without a placeholder, is a bug. */
export function fillTemplate(template: string, values: Record<string, string>): string {
  const used = new Set<string>();
  const filled = template.replace(/\{\{([A-Z_]+)\}\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`the template names {{${name}}}, which has no value`);
    used.add(name);
    return value;
  });
  const unused = Object.keys(values).filter((name) => !used.has(name));
  if (unused.length > 0) throw new Error(`the template has no {{${unused.join('}}, {{')}}}`);
  return filled;
}

export function renderSiteConfig(
  config: SiteConfig,
  template = readFileSync(path.join(DEPLOY_NGINX_DIR, 'site.conf.template'), 'utf8'),
): string {
  if (config.upstreams.length === 0) throw new Error('a cluster needs at least one server process');
  return fillTemplate(template, {
    LISTEN: config.listen,
    UPSTREAM_SERVERS: config.upstreams
      .map(
        ({ host, port }) => `    server ${host}:${port} max_fails=1 fail_timeout=${FAIL_TIMEOUT};`,
      )
      .join('\n'),
    ACCESS_LOG: config.accessLog === 'off' ? 'off' : `${config.accessLog} betting_json`,
  });
}

/** The nginx.conf of a local run, whose pid, temporary files and site live in `tempDir`. */
export function renderLocalNginxConfig(
  tempDir: string,
  template = readFileSync(path.join(DEPLOY_NGINX_DIR, 'nginx.conf.template'), 'utf8'),
): string {
  return fillTemplate(template, { TEMP_DIR: tempDir });
}
