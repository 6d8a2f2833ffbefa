// Operator accounts: created by the CLI (scripts/operator.ts) or test control, never by a customer
// route. Logins are stored lower-cased.
import type { Kysely } from 'kysely';
import {
  isOperatorRole,
  type OperatorIdentity,
  type OperatorRole,
} from '../../domain/operators/roles';
import type { DatabaseSchema } from '../db/schema';
import { hashPassword } from '../auth/passwordHash';

export const OPERATOR_LOGIN_PATTERN = /^[a-z0-9][a-z0-9._@-]{1,63}$/;

export interface OperatorRow {
  id: string | number;
  login: string;
  role: string;
  brand: string | null;
  disabled: boolean;
}

export function identityOf(
  row: Pick<OperatorRow, 'id' | 'login' | 'role' | 'brand'>,
): OperatorIdentity {
  if (!isOperatorRole(row.role)) throw new Error(`operator ${row.login} has an unknown role`);
  return { id: String(row.id), login: row.login, role: row.role, brand: row.brand };
}

export function normalizeLogin(login: string): string {
  return login.trim().toLowerCase();
}

export interface NewOperator {
  login: string;
  password: string;
  role: OperatorRole;
  /** Partners only (required for them, refused for the others). */
  brand?: string | null;
}

/** Why a new operator cannot be created as asked, in English (the CLI prints it), else null. */
export function newOperatorProblem(op: NewOperator, brands: readonly string[]): string | null {
  if (!OPERATOR_LOGIN_PATTERN.test(normalizeLogin(op.login))) {
    return 'login: 2-64 characters of a-z, 0-9, ".", "_", "@", "-", starting with a letter or digit';
  }
  if (!isOperatorRole(op.role)) return `role: one of admin, editor, partner, qa`;
  if (op.role === 'partner') {
    if (!op.brand) return 'brand: a partner needs the brand it may write (--brand)';
    if (!brands.includes(op.brand))
      return `brand: ${op.brand} is not a brand (${brands.join(', ')})`;
  } else if (op.brand) {
    return `brand: only a partner has a brand (${op.role} works on every brand)`;
  }
  return null;
}

/**
 * Inserts the operator; when the login exists, answers the existing one and whether it matches
 * (same role and brand) instead of writing anything.
 */
export async function createOperator(
  db: Kysely<DatabaseSchema>,
  op: NewOperator,
): Promise<{ operator: OperatorIdentity; created: boolean; matches: boolean }> {
  const login = normalizeLogin(op.login);
  const brand = op.role === 'partner' ? (op.brand ?? null) : null;
  const inserted = await db
    .insertInto('operators')
    .values({ login, password_hash: await hashPassword(op.password), role: op.role, brand })
    .onConflict((oc) => oc.column('login').doNothing())
    .returning(['id', 'login', 'role', 'brand'])
    .executeTakeFirst();
  if (inserted) return { operator: identityOf(inserted), created: true, matches: true };
  const existing = await db
    .selectFrom('operators')
    .select(['id', 'login', 'role', 'brand'])
    .where('login', '=', login)
    .executeTakeFirstOrThrow();
  const operator = identityOf(existing);
  return {
    operator,
    created: false,
    matches: operator.role === op.role && operator.brand === brand,
  };
}

export async function listOperators(db: Kysely<DatabaseSchema>): Promise<OperatorRow[]> {
  return db
    .selectFrom('operators')
    .select(['id', 'login', 'role', 'brand', 'disabled'])
    .orderBy('id')
    .execute();
}

/** Disables the operator and ends its sessions; false when no such login. */
export async function disableOperator(db: Kysely<DatabaseSchema>, login: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('operators')
      .set({ disabled: true })
      .where('login', '=', normalizeLogin(login))
      .returning('id')
      .executeTakeFirst();
    if (!row) return false;
    await trx.deleteFrom('operator_sessions').where('operator_id', '=', row.id).execute();
    return true;
  });
}
