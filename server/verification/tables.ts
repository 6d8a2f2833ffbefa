// Verification's tables as Kysely sees them (created by server/db/migrations/0023_verification.ts).
import type { ColumnType, Generated } from 'kysely';
import type { DocumentFormat } from '../../domain/verification/documentContent';
import type { DocumentKind, VerificationState } from '../../domain/verification/verificationState';

type CreatedAt = ColumnType<Date, never, never>;
type BigintId = ColumnType<string | number, never, never>;
type BigintRef = ColumnType<string | number, string | number, string | number>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null, Date | string | null>;

/** A customer's review case; no row means state `none`. */
export interface VerificationCasesTable {
  user_id: BigintRef;
  state: VerificationState;
  rejection_reason: string | null;
  requested_kind: DocumentKind | null;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export type DocumentStatus = 'pending' | 'accepted' | 'rejected';

/** A document uploaded for review; its bytes are in the document store under storage_key. */
export interface VerificationDocumentsTable {
  id: BigintId;
  user_id: BigintRef;
  kind: DocumentKind;
  format: DocumentFormat;
  size_bytes: number;
  storage_key: string;
  status: Generated<DocumentStatus>;
  decision_reason: string | null;
  decided_by: BigintRef | null;
  decided_at: NullableTimestamp;
  created_at: CreatedAt;
}

export interface VerificationTables {
  verification_cases: VerificationCasesTable;
  verification_documents: VerificationDocumentsTable;
}
