import { sql, type Kysely } from 'kysely';
import { alwaysIdentityId, createdAt, customerTable, notNull, nullable } from './columns';
import { createIndex, dropTables } from './steps';

/** The first customer id (fast_reg logins are the id, so ids look like account numbers). */
const FIRST_USER_ID = 10_000_001;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'bigint', (c) =>
      c
        .primaryKey()
        .modifyEnd(sql`generated always as identity (start with ${sql.lit(FIRST_USER_ID)})`),
    )
    .addColumn('email', 'text', (c) => c.unique())
    .addColumn('phone', 'text', (c) => c.unique())
    .addColumn('phone_code', 'text')
    .$call(notNull({ password_hash: 'text', registration_type: 'text', country_id: 'integer' }))
    .$call(notNull({ currency_id: 'integer' }))
    .addColumn('ref_code', 'text')
    .addColumn('first_deposit_bonus_choice', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('activation_type', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('personal_data', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('enable_mail_news', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('enable_mail_deposit', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('enable_mail_bets', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('enable_sms_news', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('two_factor_secret', 'text')
    .addColumn('two_factor_enabled', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('ban_level', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('ban_version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('terms_accepted_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('password_changed_at', 'timestamptz')
    .$call(createdAt)
    .execute();

  await customerTable(db, 'refresh_tokens', 'cascade', alwaysIdentityId)
    .addColumn('family_id', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .$call(notNull({ persistent: 'boolean', expires_at: 'timestamptz' }))
    .$call(nullable({ rotated_at: 'timestamptz', revoked_at: 'timestamptz' }))
    .$call(createdAt)
    .execute();
  await createIndex(db, 'refresh_tokens_user_idx', 'refresh_tokens', ['user_id']);
  await createIndex(db, 'refresh_tokens_family_idx', 'refresh_tokens', ['family_id']);

  await db.schema
    .createTable('verification_codes')
    .$call(alwaysIdentityId)
    .$call(notNull({ purpose: 'text', target: 'text' }))
    .addColumn('user_id', 'bigint', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .$call(nullable({ used_at: 'timestamptz', cancelled_at: 'timestamptz' }))
    .$call(createdAt)
    .execute();
  await createIndex(db, 'verification_codes_target_idx', 'verification_codes', [
    'purpose',
    'target',
  ]);

  await db.schema
    .createTable('captchas')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .$call(notNull({ answer_hash: 'text', expires_at: 'timestamptz' }))
    .addColumn('used_at', 'timestamptz')
    .$call(createdAt)
    .execute();

  await db.schema
    .createTable('sign_in_failures')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .$call(notNull({ failures: 'integer', window_started_at: 'timestamptz' }))
    .execute();

  // The token signing key when AUTH_SECRET is unset: one per database, so every process that
  // shares it (PGlite folder or PostgreSQL) accepts the others' tokens.
  await db.schema
    .createTable('auth_secrets')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .$call(createdAt)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(
    db,
    'auth_secrets',
    'sign_in_failures',
    'captchas',
    'verification_codes',
    'refresh_tokens',
    'users',
  );
}
