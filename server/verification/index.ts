// Verification and identification (SPEC sections 2, 3, 6): document uploads checked by
// content and kept in the document store, the review state machine driven by operators, the user
// config fields derived from it, and the provider hand-off behind an adapter.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../http/serverContext';
import { LocalDocumentStore, type DocumentStore } from './documentStore';
import { localProviderAdapter, type VerificationProviderAdapter } from './providerAdapter';
import { registerVerificationOperatorRoutes } from './verificationOperatorRoutes';
import { registerVerificationRoutes } from './verificationRoutes';

export { verificationConfigOf } from './verificationCases';
export { LocalDocumentStore, type DocumentStore } from './documentStore';
export { S3DocumentStore, type S3StoreConfig } from './s3DocumentStore';
export { createDocumentStore, readDocumentStoreEnv } from './documentStoreEnv';
export type { VerificationProviderAdapter } from './providerAdapter';

export interface VerificationOptions {
  /** Where uploaded documents are kept: main passes DATA_DIR/documents. Default: a temp folder. */
  documentsDir?: string;
  /** Another store behind the same interface: main passes the one S3_* chooses (documentStoreEnv.ts). */
  store?: DocumentStore;
  /** The provider hand-off of verification/sumsub. Default: the local adapter (no external call). */
  adapter?: VerificationProviderAdapter;
}

export async function registerVerification(
  app: FastifyInstance,
  ctx: ServerContext,
  opts: VerificationOptions = {},
): Promise<void> {
  const store =
    opts.store ??
    new LocalDocumentStore(
      opts.documentsDir ?? mkdtempSync(path.join(tmpdir(), 'verification-documents-')),
    );
  await registerVerificationRoutes(app, ctx, store, opts.adapter ?? localProviderAdapter);
  registerVerificationOperatorRoutes(app, ctx, store);
}
