// The studio's calls to the operator API (/operator-api/): same origin, JSON, the operator
// session cookie (httpOnly; never a customer's Bearer token). A refusal comes back as a
// StudioRefusal carrying its reason and its body (a 409 draft_conflict carries the other
// editor's version, a 422 publish_findings the findings).
import type {
  AuditAnswer,
  ContentKind,
  CheckAnswer,
  DocumentAnswer,
  OperatorSessionAnswer,
  PreviewLinkAnswer,
  PublishAnswer,
  ResourceRef,
  ResourcesAnswer,
  RollbackAnswer,
  SaveDraftAnswer,
  StudioDocument,
  VersionsAnswer,
  WidgetsAnswer,
} from '../../domain/studio/contract';
import type * as trading from '../../domain/trading/contract';
import type {
  CustomerDetail,
  CustomerSearchAnswer,
  CustomerSearchKind,
} from '../../domain/operators/customersContract';
import type {
  SupportMessageView,
  SupportRequestDetail,
  SupportRequestList,
  SupportRequestView,
  SupportStatus,
} from '../../domain/support/contract';
import type { VerificationDocumentView } from '../../domain/verification/verificationContract';
import type { OperatorPromoCodeView, PromoCodeDefinition } from '../../domain/bonus/contract';
import type {
  BlockRule,
  BlockRuleInput,
  MaintenanceWindowInput,
  MaintenanceWindowsResponse,
  RedirectRule,
  RedirectRuleInput,
} from '../../domain/access/contract';
import type {
  AppealAnswer,
  OperatorAppealList,
  OperatorAppealView,
} from '../../domain/access/appeals';

/** What publishing a created page or part served: rolling `rollback` back to `versionBefore`
 * takes it off the site (server/studio/createdResources.ts). */
export interface CreatedPublication {
  rollback: { kind: ContentKind; id: string };
  versionBefore: number;
  version: number;
}

export type {
  BlockRule,
  BlockRuleInput,
  MaintenanceWindowInput,
  MaintenanceWindowRecord,
  MaintenanceWindowsResponse,
  RedirectRule,
  RedirectRuleInput,
} from '../../domain/access/contract';
export type { OperatorAppealView } from '../../domain/access/appeals';
export type { OperatorPromoCodeView, PromoCodeDefinition } from '../../domain/bonus/contract';

export type {
  CustomerDetail,
  CustomerSearchAnswer,
  CustomerSearchKind,
  CustomerSummary,
} from '../../domain/operators/customersContract';

/** A document of the verification queue, with its customer and the customer's case state. */
export type QueuedDocument = VerificationDocumentView & { userId: string; caseState: string };
export type VerificationDecision = 'approve' | 'reject' | 'request_additional';

export type {
  EventExposure,
  EventLiability,
  OpenCouponRow,
  ResettlementAnswer,
  StakeFactorRow,
} from '../../domain/trading/contract';

export type {
  AuditEntry,
  DraftConflictAnswer,
  Finding,
  ResourceRef,
  ResourceSummary,
  StudioDocument,
  VersionSummary,
} from '../../domain/studio/contract';

const ROOT = '/operator-api';

export class StudioRefusal extends Error {
  constructor(
    readonly status: number,
    readonly reason: string,
    readonly body: Record<string, unknown> = {},
  ) {
    super(`refused: ${reason} (${status})`);
    this.name = 'StudioRefusal';
  }
}

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`${ROOT}/${path}`, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new StudioRefusal(0, 'network');
  }
  if (res.status === 204) return undefined as T;
  const answer = (await res.json().catch(() => undefined)) as Record<string, unknown> | undefined;
  if (!res.ok) {
    const reason = typeof answer?.reason === 'string' ? answer.reason : 'server_error';
    throw new StudioRefusal(res.status, reason, answer ?? {});
  }
  return answer as T;
}

function query(params: Record<string, string | number | undefined>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined) q.set(k, String(v));
  return q.toString();
}

const studio = (path: string) => `studio/${path}`;

export const studioApi = {
  session: () => call<OperatorSessionAnswer>('GET', 'session'),
  signIn: (login: string, password: string) =>
    call<OperatorSessionAnswer>('POST', 'session', { login, password }),
  signOut: () => call<void>('DELETE', 'session'),

  resources: (brand: string) =>
    call<ResourcesAnswer>('GET', studio(`resources?${query({ brand })}`)),
  document: (ref: ResourceRef) =>
    call<DocumentAnswer>('GET', studio(`document?${query({ ...ref })}`)),
  saveDraft: (ref: ResourceRef, document: StudioDocument, baseRevision: number) =>
    call<SaveDraftAnswer>('PUT', studio('draft'), { ...ref, document, baseRevision }),
  discardDraft: (ref: ResourceRef) => call<void>('DELETE', studio(`draft?${query({ ...ref })}`)),
  check: (ref: ResourceRef, document: StudioDocument) =>
    call<CheckAnswer>('POST', studio('check'), { ...ref, document }),
  publish: (ref: ResourceRef, revision: number) =>
    call<PublishAnswer>('POST', studio('publish'), { ...ref, revision }),
  versions: (ref: ResourceRef) =>
    call<VersionsAnswer>('GET', studio(`versions?${query({ ...ref })}`)),
  rollback: (ref: ResourceRef, version: number) =>
    call<RollbackAnswer>('POST', studio('rollback'), { ...ref, version }),
  previewLink: (brand: string) =>
    call<PreviewLinkAnswer>('POST', studio('preview-links'), { brand }),
  widgets: (brand?: string) => call<WidgetsAnswer>('GET', studio(`widgets?${query({ brand })}`)),
  audit: (brand: string | undefined, limit = 100) =>
    call<AuditAnswer>('GET', `audit?${query({ brand, limit })}`),

  /** A new page or part from a template (POST pages or parts). */
  create: (kind: 'page' | 'part', brand: string, id: string, template: string, title?: string) =>
    call<{ path: string }>('POST', studio(`${kind}s`), {
      brand,
      id,
      template,
      ...(title ? { title } : {}),
    }),
  publishCreated: (kind: 'page' | 'part', brand: string, id: string) =>
    call<CreatedPublication>('POST', studio(`${kind}s/publish`), { brand, id }),

  tradingEvents: () =>
    call<{ events: trading.EventExposure[]; largest: trading.OpenCouponRow[] }>(
      'GET',
      'trading/events',
    ),
  tradingEvent: (gameId: number) => call<trading.EventLiability>('GET', `trading/events/${gameId}`),
  suspend: (gameId: number, marketId: number | null, suspended: boolean) =>
    call<unknown>('PUT', 'trading/suspensions', { gameId, marketId, suspended }),
  stakeFactors: (userId?: number) =>
    call<{ factors: trading.StakeFactorRow[] }>(
      'GET',
      `trading/stake-factors?${query({ userId })}`,
    ),
  setStakeFactor: (userId: number, factor: number | null, note?: string) =>
    call<{ factors: trading.StakeFactorRow[] }>('PUT', `trading/stake-factors/${userId}`, {
      factor,
      ...(note ? { note } : {}),
    }),
  searchCustomers: (by: CustomerSearchKind, q: string) =>
    call<CustomerSearchAnswer>('GET', `customers?${query({ by, q })}`),
  customer: (userId: string) =>
    call<CustomerDetail>('GET', `customers/${encodeURIComponent(userId)}`),
  setBan: (userId: string, level: number, version = 0) =>
    call<{ userId: string; ban_level: number; ban_version: number }>(
      'PUT',
      `customers/${encodeURIComponent(userId)}/ban`,
      { level, version },
    ),
  /** Moves the customer's account to another brand (office); audited. */
  setAccountBrand: (userId: string, brand: string) =>
    call<{ userId: string; brand: string; previous: string | null }>(
      'PUT',
      `customers/${encodeURIComponent(userId)}/brand`,
      { brand },
    ),
  setLimits: (userId: string, limits: { type: number; limitValue: number }[]) =>
    call<unknown>('PUT', `customers/${encodeURIComponent(userId)}/limits`, { limits }),
  verificationQueue: (status: 'pending' | 'accepted' | 'rejected', userId?: string) =>
    call<{ documents: QueuedDocument[] }>(
      'GET',
      `verification/documents?${query({ status, limit: 200, userId })}`,
    ),
  decideDocument: (
    userId: string,
    documentId: string,
    body: { decision: VerificationDecision; reason?: string; kind?: string },
  ) =>
    call<unknown>(
      'POST',
      `verification/customers/${encodeURIComponent(userId)}/documents/${encodeURIComponent(documentId)}/decision`,
      body,
    ),
  /** Where a document's file is read (the server audits every read). */
  documentFileUrl: (userId: string, documentId: string) =>
    `${ROOT}/verification/customers/${encodeURIComponent(userId)}/documents/${encodeURIComponent(documentId)}/file`,

  supportRequests: (brand: string, status?: SupportStatus) =>
    call<SupportRequestList>('GET', `support/requests?${query({ brand, status })}`),
  supportRequest: (id: string) =>
    call<SupportRequestDetail>('GET', `support/requests/${encodeURIComponent(id)}`),
  replySupport: (id: string, text: string) =>
    call<{ message: SupportMessageView }>(
      'POST',
      `support/requests/${encodeURIComponent(id)}/replies`,
      { text },
    ),
  closeSupport: (id: string, brand: string, close: boolean) =>
    call<{ request: SupportRequestView }>(
      'POST',
      `support/requests/${encodeURIComponent(id)}/${close ? 'close' : 'reopen'}`,
      { brand },
    ),

  maintenance: (brand: string) =>
    call<MaintenanceWindowsResponse>('GET', `maintenance?${query({ brand })}`),
  setMaintenance: (brand: string, windows: MaintenanceWindowInput[]) =>
    call<MaintenanceWindowsResponse>('PUT', `maintenance?${query({ brand })}`, { windows }),
  /** A brand's redirect ('redirects') or block ('blocks') rules; each write is audited. */
  redirectRules: (brand: string) =>
    call<{ rules: RedirectRule[] }>('GET', `redirects?${query({ brand })}`),
  saveRedirectRule: (rule: RedirectRuleInput, id?: string) =>
    call<{ rule: RedirectRule }>(id ? 'PUT' : 'POST', id ? `redirects/${id}` : 'redirects', rule),
  blockRules: (brand: string) => call<{ rules: BlockRule[] }>('GET', `blocks?${query({ brand })}`),
  saveBlockRule: (rule: BlockRuleInput, id?: string) =>
    call<{ rule: BlockRule }>(id ? 'PUT' : 'POST', id ? `blocks/${id}` : 'blocks', rule),
  removeRule: (kind: 'redirects' | 'blocks', id: string) =>
    call<void>('DELETE', `${kind}/${encodeURIComponent(id)}`),
  appeals: (brand: string, status?: string) =>
    call<OperatorAppealList>('GET', `appeals?${query({ brand, status })}`),
  answerAppeal: (id: string, body: AppealAnswer) =>
    call<{ appeal: OperatorAppealView }>('PUT', `appeals/${encodeURIComponent(id)}`, body),

  /** A brand's promo codes with their use counts; a new one is audited (promo_code.create). */
  promoCodes: (brand: string) =>
    call<{ promoCodes: OperatorPromoCodeView[] }>('GET', `promo-codes?${query({ brand })}`),
  createPromoCode: (definition: PromoCodeDefinition) =>
    call<{ id: string; code: string }>('POST', 'promo-codes', definition),

  resettle: (gameId: number, results: { outcomeId: number; result: 'won' | 'lost' | 'void' }[]) =>
    call<trading.ResettlementAnswer>('POST', 'trading/resettlements', { gameId, results }),
};

export type StudioApi = typeof studioApi;
