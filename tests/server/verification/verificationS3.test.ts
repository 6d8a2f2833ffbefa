// Verification with documents in an S3-compatible bucket (docs/configuration.md, document
// storage): an upload lands in the bucket, the operator's document endpoint and the customer's
// own read serve the same bytes back from it, and a bucket that stops answering is a 503 with a
// code and nothing recorded.
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../../server/db/index';
import { S3DocumentStore } from '../../../server/verification/index';
import { samplePdf, samplePng } from '../../fixtures/documents';
import { signUpFast, type SignedUpUser } from '../authHelpers';
import { signedInOperator } from '../operators/operatorKit';
import { serverFor } from '../casino/walletTestKit';
import { buildTestServer, databaseBackends, removeTempDirs } from '../testServer';
import { startS3, type RunningS3 } from './s3Kit';

const BOUNDARY = '----verification-s3-boundary';

function upload(
  app: FastifyInstance,
  user: SignedUpUser,
  file: { name: string; mime: string; bytes: Buffer },
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/web-api/verification/documents?kind=passport',
    headers: { ...user.headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.mime}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]),
  });
}

// Each backend numbers its customers from the same start: each gets its own S3 server.
const lister = (s3: RunningS3) =>
  new S3Client({
    endpoint: s3.endpoint,
    region: s3.config.region,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });

afterAll(removeTempDirs);

async function objectsOf(s3: RunningS3, userId: string): Promise<string[]> {
  const client = lister(s3);
  try {
    const listed = await client.send(
      new ListObjectsV2Command({ Bucket: s3.config.bucket, Prefix: `documents/${userId}/` }),
    );
    return (listed.Contents ?? []).map((o) => o.Key ?? '');
  } finally {
    client.destroy();
  }
}

describe.each(databaseBackends())('verification documents in a bucket on $name', (backend) => {
  let app: FastifyInstance;
  let database: AppDatabase;
  let s3: RunningS3;
  let store: S3DocumentStore;
  serverFor(
    backend,
    async (db) => {
      s3 = await startS3();
      store = new S3DocumentStore(s3.config);
      return { app: await buildTestServer({ database: db, verification: { store } }) };
    },
    (held) => {
      app = held.server.app;
      database = held.database;
    },
  );
  afterAll(async () => {
    store?.close();
    await s3?.close();
  });

  let operatorHeaders: Record<string, string>;
  beforeAll(async () => {
    operatorHeaders = (await signedInOperator(app, database, 'admin')).headers;
  });

  it('an upload goes to the bucket; the operator reads the same bytes back through the endpoint', async () => {
    const user = await signUpFast(app);
    const res = await upload(app, user, {
      name: 'passport.pdf',
      mime: 'application/pdf',
      bytes: samplePdf(),
    });
    expect(res.statusCode, res.body).toBe(201);
    const doc = res.json<{ document: { id: string } }>().document;
    const row = await database.db
      .selectFrom('verification_documents')
      .select('storage_key')
      .where('id', '=', doc.id)
      .executeTakeFirstOrThrow();
    expect(await objectsOf(s3, user.userId)).toEqual([`documents/${row.storage_key}`]);

    const read = await app.inject({
      url: `/operator-api/verification/customers/${user.userId}/documents/${doc.id}/file`,
      headers: operatorHeaders,
    });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.headers['content-type']).toBe('application/pdf');
    expect(read.headers['content-length']).toBe(String(samplePdf().length));
    expect(read.headers['x-content-type-options']).toBe('nosniff');
    expect(read.rawPayload.equals(samplePdf())).toBe(true);
    const audit = await database.db
      .selectFrom('operator_audit')
      .select('action')
      .where('target', '=', `customer/${user.userId}/document/${doc.id}`)
      .execute();
    expect(audit.map((a) => a.action)).toContain('verification.document_read');

    const own = await app.inject({
      url: `/web-api/verification/documents/${doc.id}/file`,
      headers: user.headers,
    });
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.equals(samplePdf())).toBe(true);
  });

  it('an object gone from the bucket is 404 document_not_found', async () => {
    const user = await signUpFast(app);
    const doc = (
      await upload(app, user, { name: 'p.png', mime: 'image/png', bytes: samplePng() })
    ).json<{ document: { id: string } }>().document;
    const row = await database.db
      .selectFrom('verification_documents')
      .select('storage_key')
      .where('id', '=', doc.id)
      .executeTakeFirstOrThrow();
    await store.remove(row.storage_key);
    const read = await app.inject({
      url: `/operator-api/verification/customers/${user.userId}/documents/${doc.id}/file`,
      headers: operatorHeaders,
    });
    expect(read.statusCode).toBe(404);
    expect(read.json()).toMatchObject({ reason: 'document_not_found' });
  });
});

describe('a bucket that stops answering', () => {
  const [backend] = databaseBackends();
  let app: FastifyInstance;
  let database: AppDatabase;
  let gone: RunningS3;
  let store: S3DocumentStore;
  serverFor(
    backend!,
    async (db) => {
      gone = await startS3('stops-answering');
      store = new S3DocumentStore(gone.config);
      return { app: await buildTestServer({ database: db, verification: { store } }) };
    },
    (held) => {
      app = held.server.app;
      database = held.database;
    },
  );
  afterAll(() => store?.close());

  it('refuses the upload and the read with 503 document_store_unavailable, recording nothing', async () => {
    const user = await signUpFast(app);
    const first = await upload(app, user, { name: 'p.png', mime: 'image/png', bytes: samplePng() });
    expect(first.statusCode).toBe(201);
    const doc = first.json<{ document: { id: string } }>().document;
    await gone.close();

    const refused = await upload(app, user, {
      name: 'p.png',
      mime: 'image/png',
      bytes: samplePng(),
    });
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({ reason: 'document_store_unavailable' });
    const rows = await database.db
      .selectFrom('verification_documents')
      .select('id')
      .where('user_id', '=', user.userId)
      .execute();
    expect(rows.map((r) => String(r.id))).toEqual([doc.id]);

    const own = await app.inject({
      url: `/web-api/verification/documents/${doc.id}/file`,
      headers: user.headers,
    });
    expect(own.statusCode).toBe(503);
    expect(own.json()).toMatchObject({ reason: 'document_store_unavailable' });
  });
});
