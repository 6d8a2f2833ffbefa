// Which document store the server uses (docs/configuration.md, document storage): the local
// folder DATA_DIR/documents when no S3_* variable is set, an S3-compatible bucket when they are.
// A partial or malformed S3 configuration refuses the start, naming the variable.
import { StartupRefusal } from '../startupRefusal';
import { LocalDocumentStore, type DocumentStore } from './documentStore';
import { S3DocumentStore, type S3StoreConfig } from './s3DocumentStore';

export type DocumentStoreConfig = { kind: 'local' } | { kind: 's3'; s3: S3StoreConfig };

export const S3_VARIABLES = [
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
] as const;

const REQUIRED = ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

// Bucket names as S3 allows them: 3-63 lower-case letters, digits, dots and hyphens.
const BUCKET_PATTERN = /^(?=.{3,63}$)[a-z0-9][a-z0-9.-]*[a-z0-9]$/;
const REGION_PATTERN = /^[a-z0-9][a-z0-9-]{0,62}$/;
const KEY_PATTERN = /^[\x21-\x7e]{1,256}$/;
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

function readEndpoint(text: string | undefined, production: boolean): string | undefined {
  if (text === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new StartupRefusal(`S3_ENDPOINT=${text} is not a URL (e.g. https://s3.example.com)`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new StartupRefusal(`S3_ENDPOINT=${text}: use an http:// or https:// URL`);
  }
  if (url.username || url.password || url.search || url.hash || url.pathname !== '/') {
    throw new StartupRefusal(
      `S3_ENDPOINT=${text}: give the server's base URL only (no path, query or credentials; ` +
        'the keys go in S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY)',
    );
  }
  if (production && url.protocol === 'http:' && !LOOPBACK_HOSTS.has(url.hostname)) {
    throw new StartupRefusal(
      `S3_ENDPOINT=${text}: with NODE_ENV=production documents travel over https only ` +
        '(plain http is accepted to a loopback address)',
    );
  }
  return url.origin;
}

function readFlag(text: string | undefined): boolean {
  if (text === undefined || text === '0' || text === 'false') return false;
  if (text === '1' || text === 'true') return true;
  throw new StartupRefusal(
    `S3_FORCE_PATH_STYLE=${text}: use 1 or true, 0 or false, or leave it unset`,
  );
}

/** Reads the S3_* variables; throws a StartupRefusal that names the variable to fix. */
export function readDocumentStoreEnv(
  env: NodeJS.ProcessEnv,
  production: boolean,
): DocumentStoreConfig {
  const value = (name: string): string | undefined => env[name]?.trim() || undefined;
  const set = S3_VARIABLES.filter((name) => value(name) !== undefined);
  if (set.length === 0) return { kind: 'local' };
  const missing = REQUIRED.filter((name) => value(name) === undefined);
  if (missing.length > 0) {
    throw new StartupRefusal(
      `${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not set: the S3 document ` +
        `store needs ${REQUIRED.join(', ')} (set now: ${set.join(', ')}). ` +
        'Unset every S3_* variable to keep documents in DATA_DIR/documents',
    );
  }
  const bucket = value('S3_BUCKET') as string;
  if (!BUCKET_PATTERN.test(bucket)) {
    throw new StartupRefusal(
      `S3_BUCKET=${bucket} is not a bucket name (3-63 lower-case letters, digits, dots, hyphens)`,
    );
  }
  const region = value('S3_REGION') as string;
  if (!REGION_PATTERN.test(region)) {
    throw new StartupRefusal(`S3_REGION=${region} is not a region name (e.g. us-east-1)`);
  }
  // The keys are never echoed: only which one is wrong.
  for (const name of ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
    if (!KEY_PATTERN.test(value(name) as string)) {
      throw new StartupRefusal(`${name} holds a space or a character that is not printable ASCII`);
    }
  }
  return {
    kind: 's3',
    s3: {
      endpoint: readEndpoint(value('S3_ENDPOINT'), production),
      bucket,
      region,
      accessKeyId: value('S3_ACCESS_KEY_ID') as string,
      secretAccessKey: value('S3_SECRET_ACCESS_KEY') as string,
      forcePathStyle: readFlag(value('S3_FORCE_PATH_STYLE')),
    },
  };
}

/** The store a configuration names; `documentsDir` is the local folder (DATA_DIR/documents). */
export function createDocumentStore(
  config: DocumentStoreConfig,
  documentsDir: string,
): DocumentStore {
  return config.kind === 's3'
    ? new S3DocumentStore(config.s3)
    : new LocalDocumentStore(documentsDir);
}
