// Social sign-in's tables as Kysely sees them (created by server/db/migrations/0019_social.ts).
import type { ColumnType } from 'kysely';
import type { BigintColumn, CreatedAt, GeneratedBigint, Timestamp } from '../db/columnTypes';

/** An identity at an OpenID provider, linked to one customer. */
export interface SocialIdentitiesTable {
  id: GeneratedBigint;
  user_id: BigintColumn;
  provider: string;
  issuer: string;
  subject: string;
  email: string | null;
  created_at: CreatedAt;
}

/** A sign-in (or link) sent to a provider and not back yet: spent by its callback. */
export interface SocialLoginStatesTable {
  state: string;
  brand: string;
  provider: string;
  purpose: 'sign_in' | 'link';
  user_id: BigintColumn | null;
  code_verifier: string;
  nonce: string;
  language: string;
  currency_id: number | null;
  country_id: number | null;
  expires_at: Timestamp;
  created_at: CreatedAt;
}

/** A nonce given to the one-tap prompt; the ID token must carry it, and only once. */
export interface SocialNoncesTable {
  nonce: string;
  brand: string;
  expires_at: Timestamp;
  used_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface SocialTables {
  social_identities: SocialIdentitiesTable;
  social_login_states: SocialLoginStatesTable;
  social_nonces: SocialNoncesTable;
}
