// The DocumentStore contract (server/verification/documentStore.ts), run against both
// implementations: the local folder and an S3-compatible bucket on a real S3 server (s3rver).
// Then what each keeps in its own medium, and the S3_* configuration read at start.
import { HeadObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { statSync } from 'node:fs';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createDocumentStore,
  LocalDocumentStore,
  readDocumentStoreEnv,
  S3DocumentStore,
  type DocumentStore,
} from '../../../server/verification/index';
import { StartupRefusal } from '../../../server/startupRefusal';
import { samplePdf, samplePng, sampleJpeg } from '../../fixtures/documents';
import { makeTempDir, removeTempDirs } from '../testServer';
import { startS3, type RunningS3 } from './s3Kit';

let s3: RunningS3;
const s3Stores: S3DocumentStore[] = [];
beforeAll(async () => {
  s3 = await startS3();
});
afterAll(async () => {
  for (const store of s3Stores) store.close();
  await s3?.close();
  removeTempDirs();
});

const KEY_SHAPE =
  /^([0-9]+)\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|pdf)$/;

function s3Store(config = s3.config): S3DocumentStore {
  const store = new S3DocumentStore(config);
  s3Stores.push(store);
  return store;
}

const implementations: { name: string; make: () => DocumentStore }[] = [
  { name: 'the local folder', make: () => new LocalDocumentStore(makeTempDir('documents')) },
  { name: 'an S3-compatible bucket', make: () => s3Store() },
];

describe.each(implementations)('the document store contract on $name', ({ make }) => {
  let store: DocumentStore;
  beforeAll(async () => {
    store = make();
    await store.check();
  });

  it('stores the bytes under a generated key naming the customer by id only, and gives them back with their type', async () => {
    for (const [format, bytes, type, extension] of [
      ['png', samplePng(), 'image/png', 'png'],
      ['jpeg', sampleJpeg(), 'image/jpeg', 'jpg'],
      ['pdf', samplePdf(), 'application/pdf', 'pdf'],
    ] as const) {
      const key = await store.put('42', format, bytes);
      expect(key).toMatch(KEY_SHAPE);
      expect(key.startsWith('42/')).toBe(true);
      expect(key.endsWith(`.${extension}`)).toBe(true);
      const got = await store.get(key);
      expect(got?.contentType).toBe(type);
      expect(got?.bytes.equals(bytes)).toBe(true);
      const opened = await store.open(key);
      expect(opened).not.toBeNull();
      expect(opened?.contentType).toBe(type);
      expect(opened?.size).toBe(bytes.length);
      expect((await buffer(opened!.stream)).equals(bytes)).toBe(true);
    }
  });

  it('two puts of the same bytes get two keys', async () => {
    const a = await store.put('7', 'png', samplePng());
    const b = await store.put('7', 'png', samplePng());
    expect(a).not.toBe(b);
    expect((await store.get(a))?.bytes.equals(samplePng())).toBe(true);
    expect((await store.get(b))?.bytes.equals(samplePng())).toBe(true);
  });

  it('a key with nothing under it reads as null', async () => {
    const absent = '42/00000000-0000-4000-8000-000000000000.png';
    expect(await store.get(absent)).toBeNull();
    expect(await store.open(absent)).toBeNull();
  });

  it('removes what a key names, and removing it again is no fault', async () => {
    const key = await store.put('9', 'pdf', samplePdf());
    await store.remove(key);
    expect(await store.get(key)).toBeNull();
    await expect(store.remove(key)).resolves.toBeUndefined();
  });

  it('refuses a user id that is not a number and a key it did not make', async () => {
    await expect(store.put('../etc', 'png', samplePng())).rejects.toThrow(/bad key/);
    await expect(store.put('a@b.example', 'png', samplePng())).rejects.toThrow(/bad key/);
    for (const key of ['../../etc/passwd', '42/x.png', '42/../../secret.pdf', '']) {
      await expect(store.get(key)).rejects.toThrow(/bad key/);
      await expect(store.open(key)).rejects.toThrow(/bad key/);
      await expect(store.remove(key)).rejects.toThrow(/bad key/);
    }
  });
});

describe('what each store keeps', () => {
  it('the local folder: one file per document under the customer id, readable by the owner only', async () => {
    const root = makeTempDir('documents');
    const store = new LocalDocumentStore(root);
    const key = await store.put('5', 'jpeg', sampleJpeg());
    const file = path.join(root, ...key.split('/'));
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(path.dirname(file)).mode & 0o777).toBe(0o700);
  });

  it('the bucket: one object under documents/<user id>/, with its content type and nothing else of the customer', async () => {
    const store = s3Store();
    const key = await store.put('5', 'pdf', samplePdf());
    const client = new S3Client({
      endpoint: s3.endpoint,
      region: s3.config.region,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    try {
      const listed = await client.send(
        new ListObjectsV2Command({ Bucket: s3.config.bucket, Prefix: 'documents/5/' }),
      );
      expect(listed.Contents?.map((o) => o.Key)).toEqual([`documents/${key}`]);
      const head = await client.send(
        new HeadObjectCommand({ Bucket: s3.config.bucket, Key: `documents/${key}` }),
      );
      expect(head.ContentType).toBe('application/pdf');
      expect(head.ContentLength).toBe(samplePdf().length);
      expect(Object.keys(head.Metadata ?? {})).toEqual([]);
    } finally {
      client.destroy();
    }
  });

  it('the bucket check names S3_BUCKET when the bucket does not exist', async () => {
    const store = s3Store({ ...s3.config, bucket: 'no-such-bucket' });
    await expect(store.check()).rejects.toThrow(
      /^S3_BUCKET=no-such-bucket: the bucket cannot be used at S3_ENDPOINT=/,
    );
  });

  it('a bucket that stops answering fails the put and the read (the routes answer 503)', async () => {
    const other = await startS3('gone-soon');
    const store = s3Store(other.config);
    const key = await store.put('3', 'png', samplePng());
    await other.close();
    await expect(store.get(key)).rejects.toThrow();
    await expect(store.put('3', 'png', samplePng())).rejects.toThrow();
  });
});

describe('the S3_* configuration', () => {
  const full = {
    S3_ENDPOINT: 'https://s3.example.com',
    S3_BUCKET: 'brand-documents',
    S3_REGION: 'eu-central-1',
    S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
    S3_SECRET_ACCESS_KEY: 'very-secret-key',
  };
  const refusal = (env: NodeJS.ProcessEnv, production = false): string => {
    try {
      readDocumentStoreEnv(env, production);
    } catch (err) {
      expect(err).toBeInstanceOf(StartupRefusal);
      return (err as Error).message;
    }
    throw new Error('expected a refusal');
  };

  it('none set: the local folder', () => {
    expect(readDocumentStoreEnv({}, true)).toEqual({ kind: 'local' });
    expect(readDocumentStoreEnv({ S3_BUCKET: '  ' }, true)).toEqual({ kind: 'local' });
    const store = createDocumentStore({ kind: 'local' }, '/srv/data/documents');
    expect(store).toBeInstanceOf(LocalDocumentStore);
    expect(store.description).toBe('the folder /srv/data/documents');
  });

  it('all set: the bucket, path style off unless asked', () => {
    const config = readDocumentStoreEnv({ ...full }, true);
    expect(config).toEqual({
      kind: 's3',
      s3: {
        endpoint: 'https://s3.example.com',
        bucket: 'brand-documents',
        region: 'eu-central-1',
        accessKeyId: 'AKIAEXAMPLE',
        secretAccessKey: 'very-secret-key',
        forcePathStyle: false,
      },
    });
    const withPathStyle = readDocumentStoreEnv({ ...full, S3_FORCE_PATH_STYLE: 'true' }, false);
    expect(withPathStyle.kind === 's3' && withPathStyle.s3.forcePathStyle).toBe(true);
    const { S3_ENDPOINT: _endpoint, ...aws } = full;
    const onAws = readDocumentStoreEnv(aws, true);
    expect(onAws.kind === 's3' && onAws.s3.endpoint).toBeUndefined();
    const store = createDocumentStore(config, '/unused');
    expect(store).toBeInstanceOf(S3DocumentStore);
    expect(store.description).not.toContain('very-secret-key');
    (store as S3DocumentStore).close();
  });

  it('a partial configuration is refused, naming what is missing', () => {
    expect(refusal({ S3_BUCKET: 'docs' })).toMatch(
      /^S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY are not set: .*\(set now: S3_BUCKET\)/,
    );
    const { S3_SECRET_ACCESS_KEY: _secret, ...noSecret } = full;
    expect(refusal(noSecret)).toMatch(/^S3_SECRET_ACCESS_KEY is not set/);
    expect(refusal({ S3_FORCE_PATH_STYLE: '1' })).toMatch(/^S3_BUCKET, S3_REGION/);
  });

  it('a malformed value is refused, naming the variable and never echoing a key', () => {
    expect(refusal({ ...full, S3_BUCKET: 'Bad_Bucket' })).toMatch(/^S3_BUCKET=Bad_Bucket is not/);
    expect(refusal({ ...full, S3_REGION: 'EU Central' })).toMatch(/^S3_REGION=EU Central is not/);
    expect(refusal({ ...full, S3_ENDPOINT: 'not a url' })).toMatch(
      /^S3_ENDPOINT=not a url is not a URL/,
    );
    expect(refusal({ ...full, S3_ENDPOINT: 'ftp://s3.example.com' })).toMatch(
      /^S3_ENDPOINT=.*http/,
    );
    expect(refusal({ ...full, S3_ENDPOINT: 'https://key:secret@s3.example.com' })).toMatch(
      /^S3_ENDPOINT=.*base URL only/,
    );
    expect(refusal({ ...full, S3_ENDPOINT: 'https://s3.example.com/bucket' })).toMatch(
      /^S3_ENDPOINT=.*base URL only/,
    );
    expect(refusal({ ...full, S3_FORCE_PATH_STYLE: 'yes' })).toMatch(/^S3_FORCE_PATH_STYLE=yes/);
    const badSecret = refusal({ ...full, S3_SECRET_ACCESS_KEY: 'has a space' });
    expect(badSecret).toMatch(/^S3_SECRET_ACCESS_KEY holds/);
    expect(badSecret).not.toContain('has a space');
  });

  it('production sends documents over https, plain http only to a loopback address', () => {
    expect(refusal({ ...full, S3_ENDPOINT: 'http://s3.example.com' }, true)).toMatch(
      /^S3_ENDPOINT=http:\/\/s3.example.com: with NODE_ENV=production/,
    );
    const local = readDocumentStoreEnv({ ...full, S3_ENDPOINT: 'http://127.0.0.1:9000' }, true);
    expect(local.kind === 's3' && local.s3.endpoint).toBe('http://127.0.0.1:9000');
    const dev = readDocumentStoreEnv(
      { ...full, S3_ENDPOINT: 'http://minio.internal:9000/' },
      false,
    );
    expect(dev.kind === 's3' && dev.s3.endpoint).toBe('http://minio.internal:9000');
  });
});
