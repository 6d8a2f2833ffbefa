// The operators' tables as Kysely sees them (created by server/db/migrations/0014_operators.ts).
import type { ColumnType, Generated } from 'kysely';
import type { BigintColumn, CreatedAt, GeneratedBigint, Timestamp } from '../db/columnTypes';

export interface OperatorsTable {
  id: GeneratedBigint;
  /** Lower-cased. */
  login: string;
  /** scrypt hash (server/auth/passwordHash.ts). */
  password_hash: string;
  /** admin, editor, partner or qa (domain/operators/roles.ts). */
  role: string;
  /** Partners only: the brand they may write. */
  brand: string | null;
  disabled: Generated<boolean>;
  created_at: CreatedAt;
}

/** Only the sha256 of the random session token is stored. */
export interface OperatorSessionsTable {
  token_hash: string;
  operator_id: BigintColumn;
  expires_at: Timestamp;
  created_at: CreatedAt;
}

export interface OperatorAuditTable {
  id: GeneratedBigint;
  operator_id: BigintColumn;
  action: string;
  brand: string | null;
  target: string | null;
  /** jsonb: written as a JSON string; node-postgres and PGlite read it parsed. */
  details: ColumnType<unknown, string | undefined, never>;
  at: CreatedAt;
}

export interface OperatorTables {
  operators: OperatorsTable;
  operator_sessions: OperatorSessionsTable;
  operator_audit: OperatorAuditTable;
}
