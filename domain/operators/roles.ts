// Operator roles and what each may do (ARCHITECTURE "Operators are not customers"). Pure: the
// server checks with `can` before every operator read or write, and the studio hides what a role
// cannot do with the very same function.
import type { ContentKind } from '../studio/contentKinds';

export type { ContentKind } from '../studio/contentKinds';

export const OPERATOR_ROLES = ['admin', 'editor', 'partner', 'qa', 'trader'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

export interface OperatorIdentity {
  /** operators.id (bigint) as a decimal string. */
  id: string;
  login: string;
  role: OperatorRole;
  /** Partners only: the one brand they may write. Null for every other role. */
  brand: string | null;
}

/**
 * - operations: maintenance windows, redirect rules, block rules, bans, verification decisions,
 *   support replies;
 * - operations.read: the operator screens' reads (customers without their personal data, the
 *   verification queue), never a write;
 * - content.*: the studio's versioned content; qa.run: checks and the QA matrix;
 * - trading.read: liability and the largest open coupons; trading.write: suspensions, stake
 *   factors and resettlements;
 * - customers.personal: a customer's personal data (name, e-mail, phone, documents), every view
 *   of it audited.
 */
export const OPERATOR_PERMISSIONS = [
  'operations',
  'operations.read',
  'content.read',
  'content.write',
  'content.publish',
  'qa.run',
  'trading.read',
  'trading.write',
  'customers.personal',
] as const;
export type OperatorPermission = (typeof OPERATOR_PERMISSIONS)[number];

/** The kinds a partner may write and publish, for its own brand only: its look, texts and config. */
export const PARTNER_WRITABLE_KINDS: readonly ContentKind[] = [
  'brandBook',
  'dictionary',
  'brandConfig',
];

const ROLE_PERMISSIONS: Record<OperatorRole, readonly OperatorPermission[]> = {
  admin: OPERATOR_PERMISSIONS,
  editor: ['content.read', 'content.write', 'content.publish', 'qa.run'],
  partner: ['content.read', 'content.write', 'content.publish'],
  qa: ['content.read', 'qa.run', 'trading.read', 'operations.read'],
  trader: ['trading.read', 'trading.write'],
};

export function isOperatorRole(value: unknown): value is OperatorRole {
  return typeof value === 'string' && (OPERATOR_ROLES as readonly string[]).includes(value);
}

/**
 * Whether `op` holds `permission`, for `target` when given. A partner holds nothing on another
 * brand (not even content.read); its content.write and content.publish hold only for the kinds of
 * PARTNER_WRITABLE_KINDS; without a
 * target they answer whether the role holds the permission at all (for showing a section).
 */
export function can(
  op: OperatorIdentity,
  permission: OperatorPermission,
  target?: { brand?: string; kind?: ContentKind },
): boolean {
  if (!ROLE_PERMISSIONS[op.role].includes(permission)) return false;
  if (op.role !== 'partner') return true;
  // A partner sees only its brand: another brand is neither read nor written.
  if (target?.brand !== undefined && target.brand !== op.brand) return false;
  if (permission === 'content.read') return true;
  if (target?.kind !== undefined && !PARTNER_WRITABLE_KINDS.includes(target.kind)) return false;
  return true;
}
