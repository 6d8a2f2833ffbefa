// The verification store: the upload goes out as multipart (the browser sets the boundary, never a
// JSON content type), a refusal comes back as its reason, and the case is read again after.
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../runtime/api';
import { VerificationStore } from '../../stores/verification';

const OVERVIEW = {
  case: { state: 'pending', rejectionReason: null, requestedKind: null },
  documents: [],
  pendingCount: 1,
  maxBytes: 5 * 1024 * 1024,
  maxPending: 5,
  identification: true,
};

function storeWith(upload: { status: number; body: unknown }) {
  const calls: { url: string; init: RequestInit }[] = [];
  const api = createApiClient({
    fetch: (input, init = {}) => {
      const url = String(input);
      calls.push({ url, init });
      const answer = url.startsWith('/web-api/verification/documents')
        ? upload
        : { status: 200, body: OVERVIEW };
      return Promise.resolve(
        new Response(JSON.stringify(answer.body), {
          status: answer.status,
          headers: { 'content-type': 'application/json' },
        }),
      );
    },
  });
  return { store: new VerificationStore({ api }), calls };
}

describe('VerificationStore', () => {
  it('uploads the file as multipart, then reads the case again', async () => {
    const { store, calls } = storeWith({ status: 201, body: {} });
    const result = await store.upload('selfie', new Blob(['x'], { type: 'image/png' }), 'me.png');
    expect(result.ok).toBe(true);
    const [sent, reread] = calls;
    expect(sent?.url).toBe('/web-api/verification/documents?kind=selfie');
    expect(sent?.init.method).toBe('POST');
    expect(sent?.init.body).toBeInstanceOf(FormData);
    expect((sent?.init.body as FormData).get('file')).toBeInstanceOf(Blob);
    expect(new Headers(sent?.init.headers).get('content-type')).toBeNull();
    expect(reread?.url).toBe('/web-api/verification');
    expect(store.overview?.case.state).toBe('pending');
    expect(store.uploading).toBe(false);
  });

  it('answers a refused upload with its reason and leaves the case as it was', async () => {
    const { store, calls } = storeWith({
      status: 415,
      body: { reason: 'document_type_unsupported', message: 'not an image', field: 'file' },
    });
    const result = await store.upload('passport', new Blob(['MZ']), 'passport.jpg');
    expect(result).toMatchObject({ ok: false, reason: 'document_type_unsupported', status: 415 });
    expect(calls).toHaveLength(1);
    expect(store.overview).toBeNull();
  });

  it("builds the URL of one of the customer's documents", () => {
    const { store } = storeWith({ status: 201, body: {} });
    expect(store.documentUrl('42')).toBe('/web-api/verification/documents/42/file');
  });
});
