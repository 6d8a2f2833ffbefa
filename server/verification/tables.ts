// Verification's tables as Kysely sees them (created by server/db/migrations/0023_verification.ts).
import type { ColumnType, Generated } from 'kysely';
import type { DocumentFormat } from '../../domain/verification/documentContent';
import type { DocumentStatus } from '../../domain/verification/verificationContract';
import type { DocumentKind, VerificationState } from '../../domain/verification/verificationState';
import type {
  BigintColumn,
  CreatedAt,
  GeneratedBigint,
  NullableTimestamp,
} from '../db/columnTypes';

/** A customer's review case; no row means state `none`. */
export interface VerificationCasesTable {
  user_id: BigintColumn;
  state: VerificationState;
  rejection_reason: string | null;
  requested_kind: DocumentKind | null;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export type { DocumentStatus };

/** A document uploaded for review; its bytes are in the document store under storage_key. */
export interface VerificationDocumentsTable {
  id: GeneratedBigint;
  user_id: BigintColumn;
  kind: DocumentKind;
  format: DocumentFormat;
  size_bytes: number;
  storage_key: string;
  status: Generated<DocumentStatus>;
  decision_reason: string | null;
  decided_by: BigintColumn | null;
  decided_at: NullableTimestamp;
  created_at: CreatedAt;
}

export interface VerificationTables {
  verification_cases: VerificationCasesTable;
  verification_documents: VerificationDocumentsTable;
}
