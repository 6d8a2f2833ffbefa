// Verification on the server (server/verification/): uploads checked by content and size with
// nothing stored on refusal, the review driven by operators, the user config derived from it, and
// every endpoint refusing another customer's documents.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../../server/db/index';
import { LocalDocumentStore } from '../../../server/verification/index';
import { DOCUMENT_MAX_BYTES } from '../../../domain/verification/documentContent';
import { samplePdf, samplePng, sampleJpeg } from '../../fixtures/documents';
import { signUpFast, TEST_ORIGIN, type SignedUpUser } from '../authHelpers';
import { signedInOperator } from '../operators/operatorKit';
import { serverFor } from '../casino/walletTestKit';
import { buildTestServer, databaseBackends, makeTempDir, removeTempDirs } from '../testServer';

afterAll(removeTempDirs);

const BOUNDARY = '----verification-test-boundary';

/** A multipart/form-data body of one file part. */
function multipartBody(fileName: string, mime: string, bytes: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
        `Content-Type: ${mime}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

function upload(
  app: FastifyInstance,
  user: SignedUpUser,
  file: { name: string; mime: string; bytes: Buffer },
  kind = 'passport',
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: `/web-api/verification/documents?kind=${kind}`,
    headers: { ...user.headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: multipartBody(file.name, file.mime, file.bytes),
  });
}

const png = { name: 'passport.png', mime: 'image/png', bytes: samplePng() };

function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => path.join(e.parentPath, e.name));
  } catch {
    return [];
  }
}

interface UserConfig {
  verification_status: number;
  verification_types: number[];
  verification_status_group_code: string | null;
  requested_additional_document: boolean;
  is_need_identification: boolean;
  verification_pending_count: number;
}

async function userConfig(app: FastifyInstance, user: SignedUpUser): Promise<UserConfig> {
  const res = await app.inject({ url: '/web-api/user/config', headers: user.headers });
  expect(res.statusCode).toBe(200);
  return res.json<UserConfig>();
}

describe.each(databaseBackends())('verification on $name', (backend) => {
  let app: FastifyInstance;
  let database: AppDatabase;
  const documentsDir = makeTempDir('documents');
  serverFor(
    backend,
    async (db) => ({
      app: await buildTestServer({
        database: db,
        verification: { store: new LocalDocumentStore(documentsDir) },
      }),
    }),
    (held) => {
      app = held.server.app;
      database = held.database;
    },
  );

  let operatorHeaders: Record<string, string>;
  beforeAll(async () => {
    operatorHeaders = (await signedInOperator(app, database, 'admin')).headers;
  });

  const decide = (userId: string, documentId: string, body: Record<string, unknown>) =>
    app.inject({
      method: 'POST',
      url: `/operator-api/verification/customers/${userId}/documents/${documentId}/decision`,
      headers: operatorHeaders,
      payload: body,
    });

  describe('uploads', () => {
    it('takes a PNG, a JPEG and a PDF, each stored under the customer with a generated name', async () => {
      const user = await signUpFast(app);
      for (const [name, mime, bytes, format] of [
        ['scan.png', 'image/png', samplePng(), 'png'],
        ['selfie.jpg', 'image/jpeg', sampleJpeg(), 'jpeg'],
        ['passport.pdf', 'application/pdf', samplePdf(), 'pdf'],
      ] as const) {
        const res = await upload(app, user, { name, mime, bytes });
        expect(res.statusCode, res.body).toBe(201);
        expect(res.json()).toMatchObject({
          document: { format, status: 'pending', sizeBytes: bytes.length },
          case: { state: 'pending' },
        });
      }
      const stored = filesUnder(path.join(documentsDir, user.userId));
      expect(stored).toHaveLength(3);
      for (const file of stored) {
        expect(path.basename(file)).toMatch(/^[0-9a-f-]{36}\.(png|jpg|pdf)$/);
      }
      expect((await userConfig(app, user)).verification_pending_count).toBe(3);
    });

    it('refuses a non-image renamed .jpg and stores nothing', async () => {
      const user = await signUpFast(app);
      const res = await upload(app, user, {
        name: 'passport.jpg',
        mime: 'image/jpeg',
        bytes: Buffer.from('MZ this is an executable, not a picture'),
      });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toMatchObject({ reason: 'document_type_unsupported', field: 'file' });
      expect(filesUnder(path.join(documentsDir, user.userId))).toEqual([]);
      const rows = await database.db
        .selectFrom('verification_documents')
        .select('id')
        .where('user_id', '=', user.userId)
        .execute();
      expect(rows).toEqual([]);
      expect((await userConfig(app, user)).verification_status).toBe(0);
    });

    it('refuses an oversized file and stores nothing', async () => {
      const user = await signUpFast(app);
      const big = Buffer.concat([samplePng(), Buffer.alloc(DOCUMENT_MAX_BYTES)]);
      const res = await upload(app, user, { name: 'big.png', mime: 'image/png', bytes: big });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({ reason: 'document_too_large' });
      expect(filesUnder(path.join(documentsDir, user.userId))).toEqual([]);
      expect((await userConfig(app, user)).verification_status).toBe(0);
    });

    it('refuses an unknown kind, a body without a file, and a JSON body', async () => {
      const user = await signUpFast(app);
      const badKind = await upload(app, user, png, 'driving_licence');
      expect(badKind.statusCode).toBe(400);
      expect(badKind.json()).toMatchObject({ reason: 'invalid_field' });
      const empty = await app.inject({
        method: 'POST',
        url: '/web-api/verification/documents?kind=passport',
        headers: { ...user.headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
        payload: `--${BOUNDARY}--\r\n`,
      });
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toMatchObject({ reason: 'document_missing' });
      const json = await app.inject({
        method: 'POST',
        url: '/web-api/verification/documents?kind=passport',
        headers: user.headers,
        payload: { file: 'x' },
      });
      expect(json.statusCode).toBeGreaterThanOrEqual(400);
      expect(json.statusCode).toBeLessThan(500);
      expect(filesUnder(path.join(documentsDir, user.userId))).toEqual([]);
    });

    it('refuses an upload from another site', async () => {
      const user = await signUpFast(app);
      const res = await app.inject({
        method: 'POST',
        url: '/web-api/verification/documents?kind=passport',
        headers: {
          ...user.headers,
          origin: 'https://evil.example',
          'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        },
        payload: multipartBody('a.png', 'image/png', samplePng()),
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ reason: 'foreign_origin' });
      expect(filesUnder(path.join(documentsDir, user.userId))).toEqual([]);
    });

    it('needs a signed-in customer', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/web-api/verification/documents?kind=passport',
        headers: {
          origin: TEST_ORIGIN,
          'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        },
        payload: multipartBody('a.png', 'image/png', samplePng()),
      });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('another customer', () => {
    it("cannot read a customer's document; the owner can", async () => {
      const owner = await signUpFast(app);
      const other = await signUpFast(app);
      const doc = (await upload(app, owner, png)).json<{ document: { id: string } }>().document;
      const url = `/web-api/verification/documents/${doc.id}/file`;
      const mine = await app.inject({ url, headers: owner.headers });
      expect(mine.statusCode).toBe(200);
      expect(mine.headers['content-type']).toBe('image/png');
      expect(mine.rawPayload.equals(samplePng())).toBe(true);
      const theirs = await app.inject({ url, headers: other.headers });
      expect(theirs.statusCode).toBe(404);
      expect(theirs.json()).toMatchObject({ reason: 'document_not_found' });
      const list = await app.inject({ url: '/web-api/verification', headers: other.headers });
      expect(list.json<{ documents: unknown[] }>().documents).toEqual([]);
    });

    it("cannot decide: a customer's session is not an operator, and the path must name the owner", async () => {
      const owner = await signUpFast(app);
      const other = await signUpFast(app);
      const doc = (await upload(app, owner, png)).json<{ document: { id: string } }>().document;
      const asCustomer = await app.inject({
        method: 'POST',
        url: `/operator-api/verification/customers/${owner.userId}/documents/${doc.id}/decision`,
        headers: other.headers,
        payload: { decision: 'approve' },
      });
      expect(asCustomer.statusCode).toBe(403);
      expect(asCustomer.json()).toMatchObject({ reason: 'operator_only' });
      const wrongOwner = await decide(other.userId, doc.id, { decision: 'approve' });
      expect(wrongOwner.statusCode).toBe(404);
      expect(wrongOwner.json()).toMatchObject({ reason: 'document_not_found' });
      const nobody = await decide('999999999999999999', doc.id, { decision: 'approve' });
      expect(nobody.statusCode).toBe(404);
      expect(nobody.json()).toMatchObject({ reason: 'document_not_found' });
      const wrongRead = await app.inject({
        url: `/operator-api/verification/customers/${other.userId}/documents/${doc.id}/file`,
        headers: operatorHeaders,
      });
      expect(wrongRead.statusCode).toBe(404);
      expect((await userConfig(app, owner)).verification_status).toBe(2);
      expect((await userConfig(app, other)).verification_status).toBe(0);
    });

    it('an operator without the operations permission cannot list or decide', async () => {
      const editor = await signedInOperator(app, database, 'editor');
      const owner = await signUpFast(app);
      const doc = (await upload(app, owner, png)).json<{ document: { id: string } }>().document;
      const list = await app.inject({
        url: '/operator-api/verification/documents',
        headers: editor.headers,
      });
      expect(list.statusCode).toBe(403);
      const res = await app.inject({
        method: 'POST',
        url: `/operator-api/verification/customers/${owner.userId}/documents/${doc.id}/decision`,
        headers: editor.headers,
        payload: { decision: 'approve' },
      });
      expect(res.statusCode).toBe(403);
      expect((await userConfig(app, owner)).verification_status).toBe(2);
    });
  });

  describe('the review', () => {
    it('operator approval: the user config shows verified', async () => {
      const user = await signUpFast(app);
      const passport = (await upload(app, user, png)).json<{ document: { id: string } }>().document;
      const selfie = (
        await upload(
          app,
          user,
          { name: 's.jpg', mime: 'image/jpeg', bytes: sampleJpeg() },
          'selfie',
        )
      ).json<{ document: { id: string } }>().document;

      const pending = await app.inject({
        url: '/operator-api/verification/documents?status=pending&limit=200',
        headers: operatorHeaders,
      });
      expect(pending.statusCode).toBe(200);
      const listed = pending
        .json<{ documents: { id: string; userId: string; caseState: string }[] }>()
        .documents.filter((d) => d.userId === user.userId);
      expect(listed.map((d) => d.id)).toEqual([passport.id, selfie.id]);
      expect(listed[0]?.caseState).toBe('pending');

      const read = await app.inject({
        url: `/operator-api/verification/customers/${user.userId}/documents/${passport.id}/file`,
        headers: operatorHeaders,
      });
      expect(read.statusCode).toBe(200);
      expect(read.rawPayload.equals(samplePng())).toBe(true);

      const first = await decide(user.userId, passport.id, { decision: 'approve' });
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json()).toMatchObject({
        document: { status: 'accepted' },
        case: { state: 'pending' },
      });
      const second = await decide(user.userId, selfie.id, { decision: 'approve' });
      expect(second.json()).toMatchObject({ case: { state: 'approved' } });

      expect(await userConfig(app, user)).toMatchObject({
        verification_status: 3,
        verification_types: [1, 2],
        verification_status_group_code: 'verified',
        requested_additional_document: false,
        is_need_identification: false,
        verification_pending_count: 0,
      });
      const again = await decide(user.userId, selfie.id, { decision: 'reject', reason: 'late' });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ reason: 'document_not_pending' });
      const more = await upload(app, user, png);
      expect(more.statusCode).toBe(409);
      expect(more.json()).toMatchObject({ reason: 'verification_already_approved' });

      const audit = await database.db
        .selectFrom('operator_audit')
        .select(['action', 'target'])
        .where('target', 'like', `customer/${user.userId}/%`)
        .orderBy('id')
        .execute();
      expect(audit.map((a) => a.action)).toEqual([
        'verification.document_read',
        'verification.approve',
        'verification.approve',
      ]);
    });

    it('a rejection needs a reason, and the customer sees it and may upload again', async () => {
      const user = await signUpFast(app);
      const doc = (await upload(app, user, png)).json<{ document: { id: string } }>().document;
      const noReason = await decide(user.userId, doc.id, { decision: 'reject' });
      expect(noReason.statusCode).toBe(400);
      expect(noReason.json()).toMatchObject({ reason: 'verification_reason_required' });
      const rejected = await decide(user.userId, doc.id, {
        decision: 'reject',
        reason: 'The photo is blurred',
      });
      expect(rejected.statusCode).toBe(200);
      const overview = await app.inject({ url: '/web-api/verification', headers: user.headers });
      expect(overview.json()).toMatchObject({
        case: { state: 'rejected', rejectionReason: 'The photo is blurred' },
        documents: [{ id: doc.id, status: 'rejected', reason: 'The photo is blurred' }],
      });
      expect(await userConfig(app, user)).toMatchObject({
        verification_status: 4,
        is_need_identification: true,
        verification_pending_count: 0,
      });
      expect((await upload(app, user, png)).statusCode).toBe(201);
      expect((await userConfig(app, user)).verification_status).toBe(2);
    });

    it('asks for an additional document, then a request from none', async () => {
      const user = await signUpFast(app);
      const doc = (await upload(app, user, png)).json<{ document: { id: string } }>().document;
      const asked = await decide(user.userId, doc.id, {
        decision: 'request_additional',
        kind: 'address',
        reason: 'Please add a utility bill',
      });
      expect(asked.json()).toMatchObject({
        case: { state: 'additional_requested', requestedKind: 'address' },
      });
      expect(await userConfig(app, user)).toMatchObject({
        verification_status: 5,
        requested_additional_document: true,
        verification_types: [1],
      });

      const fresh = await signUpFast(app);
      const request = await app.inject({
        method: 'POST',
        url: `/operator-api/verification/customers/${fresh.userId}/request`,
        headers: operatorHeaders,
        payload: { kind: 'passport' },
      });
      expect(request.statusCode).toBe(200);
      expect(await userConfig(app, fresh)).toMatchObject({
        verification_status: 1,
        is_need_identification: true,
      });
      const twice = await app.inject({
        method: 'POST',
        url: `/operator-api/verification/customers/${fresh.userId}/request`,
        headers: operatorHeaders,
        payload: {},
      });
      expect(twice.statusCode).toBe(409);
      expect(twice.json()).toMatchObject({ reason: 'verification_transition_refused' });
    });

    it('the provider hand-off is the local adapter', async () => {
      const user = await signUpFast(app);
      const res = await app.inject({
        url: '/web-api/verification/provider',
        headers: user.headers,
      });
      expect(res.json()).toEqual({ provider: 'local', mode: 'local', url: null });
    });
  });
});
