import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiClient } from '../../runtime/api';
import {
  VERIFICATION_PATHS,
  type ProviderHandOffView,
  type VerificationDocumentView,
  type VerificationOverview,
} from '../../domain/verification/verificationContract';
import type { DocumentKind } from '../../domain/verification/verificationState';
import { failureOf, type ActionFailure, type ActionResult } from '../actionResult';
import { lazyStore } from '../lazyStores';
import { settleLoad } from '../settleLoad';

export interface VerificationStoreDeps {
  api: ApiClient;
}

/**
 * The customer's verification in the client (office/verification, office/identification,
 * verification/sumsub): the case and documents the server answers, an upload (the server checks
 * the file's content and size; the client only words its refusal), and the provider hand-off.
 */
export class VerificationStore {
  overview: VerificationOverview | null = null;
  error: ActionFailure | null = null;
  uploading = false;
  handOff: ProviderHandOffView | null = null;

  private readonly deps: VerificationStoreDeps;

  constructor(deps: VerificationStoreDeps) {
    this.deps = deps;
    makeAutoObservable<this, 'deps'>(this, { deps: false }, { autoBind: true });
  }

  get documents(): VerificationDocumentView[] {
    return this.overview?.documents ?? [];
  }

  /** GET /web-api/verification */
  async load(): Promise<ActionResult> {
    const answer = await this.deps.api.getJson<VerificationOverview>(VERIFICATION_PATHS.overview, {
      cache: 'no-store',
    });
    return settleLoad(this, answer, (overview) => {
      this.overview = overview;
    });
  }

  /** POST /web-api/verification/documents?kind=… (multipart, one file), then the case again. */
  async upload(kind: DocumentKind, file: Blob, fileName: string): Promise<ActionResult> {
    const form = new FormData();
    form.append('file', file, fileName);
    this.uploading = true;
    const answer = await this.deps.api.postJson<unknown>(
      `${VERIFICATION_PATHS.documents}?kind=${encodeURIComponent(kind)}`,
      undefined,
      { body: form },
    );
    runInAction(() => {
      this.uploading = false;
    });
    if (!answer.ok) return failureOf(answer);
    return this.load();
  }

  /** The URL of one of the customer's own documents (opened in a new tab). */
  documentUrl(documentId: string): string {
    return VERIFICATION_PATHS.documentFile.replace(':documentId', encodeURIComponent(documentId));
  }

  /** GET /web-api/verification/provider: where the provider hand-off continues. */
  async loadHandOff(language: string): Promise<ActionResult> {
    const answer = await this.deps.api.getJson<ProviderHandOffView>(
      `${VERIFICATION_PATHS.provider}?lang=${encodeURIComponent(language)}`,
      { cache: 'no-store' },
    );
    return runInAction(() => {
      if (!answer.ok) {
        this.error = failureOf(answer);
        return this.error;
      }
      this.handOff = answer.data;
      return { ok: true } as const;
    });
  }
}

/** The root store's verification store, built on first use (lazyStores.ts). */
export const verificationStore = lazyStore(
  'verification',
  (deps) => new VerificationStore({ api: deps.api }),
);
