// The review state machine of a customer's verification (SPEC sections 3 and 6). Pure:
// the server persists the state it answers and the client shows it; both read these rules.
//
//   none ──request──▶ requested ──upload──▶ pending ──approve──▶ approved
//     └──────────────upload─────────────────▲  │  ├──reject(reason)──▶ rejected ──upload──▶ pending
//                                              │  └──request_additional(kind)──▶ additional_requested
//                                              └─────────upload (additional_requested)──────┘
// An approval of one document while others of the customer still wait keeps the case pending.

/** The kinds of document a customer uploads; the number is the user config's verification_types. */
export const DOCUMENT_KINDS = ['passport', 'selfie', 'address'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
export const DOCUMENT_KIND_ID: Record<DocumentKind, number> = {
  passport: 1,
  selfie: 2,
  address: 3,
};

export const VERIFICATION_STATES = [
  'none',
  'requested',
  'pending',
  'approved',
  'rejected',
  'additional_requested',
] as const;
export type VerificationState = (typeof VERIFICATION_STATES)[number];

/** The user config's verification_status number of each state. */
export const VERIFICATION_STATUS_ID: Record<VerificationState, number> = {
  none: 0,
  requested: 1,
  pending: 2,
  approved: 3,
  rejected: 4,
  additional_requested: 5,
};

/** The user config's verification_status_group_code of each state. */
export const VERIFICATION_GROUP_CODE: Record<VerificationState, string | null> = {
  none: null,
  requested: 'requested',
  pending: 'pending',
  approved: 'verified',
  rejected: 'rejected',
  additional_requested: 'additional_document',
};

/** House rule: at most this many documents wait for review per customer. */
export const MAX_PENDING_DOCUMENTS = 5;

/** House rule: a rejection reason is 3-500 characters. */
export const REJECTION_REASON_MAX = 500;

export interface VerificationCase {
  state: VerificationState;
  /** Why the last rejection happened (state rejected). */
  rejectionReason: string | null;
  /** The document asked for (state requested or additional_requested), when one kind is asked. */
  requestedKind: DocumentKind | null;
}

export const INITIAL_CASE: VerificationCase = {
  state: 'none',
  rejectionReason: null,
  requestedKind: null,
};

export type VerificationEvent =
  | { type: 'request'; kind: DocumentKind | null }
  | { type: 'upload'; kind: DocumentKind }
  /** `stillPending`: the customer's other documents still waiting after this one. */
  | { type: 'approve'; stillPending: number }
  | { type: 'reject'; reason: string }
  | { type: 'request_additional'; kind: DocumentKind };

export type Transition =
  | { ok: true; next: VerificationCase }
  | { ok: false; reason: 'verification_already_approved' | 'verification_transition_refused' };

const refused = { ok: false, reason: 'verification_transition_refused' } as const;

/** The case after `event`, or why the event is refused in this state. */
export function transition(current: VerificationCase, event: VerificationEvent): Transition {
  const to = (next: Partial<VerificationCase> & { state: VerificationState }): Transition => ({
    ok: true,
    next: { rejectionReason: null, requestedKind: null, ...next },
  });
  switch (event.type) {
    case 'request':
      if (current.state !== 'none' && current.state !== 'approved') return refused;
      return to({ state: 'requested', requestedKind: event.kind });
    case 'upload':
      if (current.state === 'approved') {
        return { ok: false, reason: 'verification_already_approved' };
      }
      return to({ state: 'pending' });
    case 'approve':
      if (current.state !== 'pending') return refused;
      return event.stillPending > 0 ? to({ state: 'pending' }) : to({ state: 'approved' });
    case 'reject':
      if (current.state !== 'pending') return refused;
      return to({ state: 'rejected', rejectionReason: event.reason });
    case 'request_additional':
      if (current.state !== 'pending' && current.state !== 'approved') return refused;
      return to({ state: 'additional_requested', requestedKind: event.kind });
  }
}

/** Whether the customer has something to do (upload) for the case to move on. */
export function needsCustomerAction(state: VerificationState): boolean {
  return state === 'requested' || state === 'rejected' || state === 'additional_requested';
}

/** The verification fields of the user config (SPEC section 3) derived from the case. */
export interface VerificationConfigFields {
  verification_status: number;
  verification_types: number[];
  verification_status_group_code: string | null;
  requested_additional_document: boolean;
  is_need_identification: boolean;
  /** The office menu's badge: the customer's documents waiting for review. */
  verification_pending_count: number;
}

export function verificationConfigFields(
  c: VerificationCase,
  acceptedKinds: readonly DocumentKind[],
  pendingDocuments: number,
): VerificationConfigFields {
  const kinds = [...new Set(acceptedKinds)].map((k) => DOCUMENT_KIND_ID[k]).sort((a, b) => a - b);
  return {
    verification_status: VERIFICATION_STATUS_ID[c.state],
    verification_types: kinds,
    verification_status_group_code: VERIFICATION_GROUP_CODE[c.state],
    requested_additional_document: c.state === 'additional_requested',
    is_need_identification: needsCustomerAction(c.state),
    verification_pending_count: pendingDocuments,
  };
}

export function isDocumentKind(value: unknown): value is DocumentKind {
  return typeof value === 'string' && (DOCUMENT_KINDS as readonly string[]).includes(value);
}
