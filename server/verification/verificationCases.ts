// The persisted review cases and documents: every change runs the pure state machine of
// domain/verification/verificationState.ts inside one transaction that locks the customer's case,
// so two uploads or two decisions at once cannot both move it from the same state.
import type { Kysely, Transaction } from 'kysely';
import {
  INITIAL_CASE,
  MAX_PENDING_DOCUMENTS,
  transition,
  verificationConfigFields,
  type DocumentKind,
  type VerificationCase,
  type VerificationConfigFields,
  type VerificationEvent,
} from '../../domain/verification/verificationState';
import type { DocumentFormat } from '../../domain/verification/documentContent';
import type { VerificationDocumentView } from '../../domain/verification/verificationContract';
import type { DatabaseSchema } from '../db/schema';
import { Refusal } from '../http/refusal';
import type { DocumentStatus } from './tables';

type Db = Kysely<DatabaseSchema> | Transaction<DatabaseSchema>;

/** A document as the customer and the operator see it: the contract's view. */
export type DocumentView = VerificationDocumentView;

export async function loadCase(db: Db, userId: string): Promise<VerificationCase> {
  const row = await db
    .selectFrom('verification_cases')
    .select(['state', 'rejection_reason', 'requested_kind'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return INITIAL_CASE;
  return {
    state: row.state,
    rejectionReason: row.rejection_reason,
    requestedKind: row.requested_kind,
  };
}

/** The customer's case, locked for this transaction (created in state none when missing). */
export async function lockCase(
  trx: Transaction<DatabaseSchema>,
  userId: string,
): Promise<VerificationCase> {
  await trx
    .insertInto('verification_cases')
    .values({ user_id: userId, state: 'none' })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  const row = await trx
    .selectFrom('verification_cases')
    .select(['state', 'rejection_reason', 'requested_kind'])
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  return {
    state: row.state,
    rejectionReason: row.rejection_reason,
    requestedKind: row.requested_kind,
  };
}

/** Applies `event` to the locked case and saves it; throws the 409 refusal when not allowed. */
export async function applyEvent(
  trx: Transaction<DatabaseSchema>,
  userId: string,
  current: VerificationCase,
  event: VerificationEvent,
  now: Date,
): Promise<VerificationCase> {
  const result = transition(current, event);
  if (!result.ok) {
    throw new Refusal(
      409,
      result.reason,
      `verification: ${event.type} is not allowed in state ${current.state}`,
    );
  }
  await trx
    .updateTable('verification_cases')
    .set({
      state: result.next.state,
      rejection_reason: result.next.rejectionReason,
      requested_kind: result.next.requestedKind,
      updated_at: now,
    })
    .where('user_id', '=', userId)
    .execute();
  return result.next;
}

export async function countPending(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('verification_documents')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('user_id', '=', userId)
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Refuses a new upload when MAX_PENDING_DOCUMENTS already wait (inside the case's lock). */
export async function assertRoomForUpload(db: Db, userId: string): Promise<void> {
  if ((await countPending(db, userId)) >= MAX_PENDING_DOCUMENTS) {
    throw new Refusal(
      409,
      'verification_too_many_pending',
      `verification: ${MAX_PENDING_DOCUMENTS} documents already wait for review`,
    );
  }
}

/** The verification fields of the customer's user config (SPEC section 3). */
export async function verificationConfigOf(
  db: Db,
  userId: string,
): Promise<VerificationConfigFields> {
  const current = await loadCase(db, userId);
  const docs = await db
    .selectFrom('verification_documents')
    .select(['kind', 'status'])
    .where('user_id', '=', userId)
    .where('status', 'in', ['pending', 'accepted'])
    .execute();
  return verificationConfigFields(
    current,
    docs.filter((d) => d.status === 'accepted').map((d) => d.kind),
    docs.filter((d) => d.status === 'pending').length,
  );
}

export async function listDocuments(db: Db, userId: string): Promise<DocumentView[]> {
  const rows = await db
    .selectFrom('verification_documents')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(50)
    .execute();
  return rows.map(documentView);
}

export function documentView(row: {
  id: string | number;
  kind: DocumentKind;
  format: DocumentFormat;
  size_bytes: number;
  status: DocumentStatus;
  decision_reason: string | null;
  created_at: Date;
  decided_at: Date | null;
}): DocumentView {
  return {
    id: String(row.id),
    kind: row.kind,
    format: row.format,
    sizeBytes: row.size_bytes,
    status: row.status,
    reason: row.decision_reason,
    uploadedAt: new Date(row.created_at).toISOString(),
    decidedAt: row.decided_at ? new Date(row.decided_at).toISOString() : null,
  };
}
