import { sql, type Kysely } from 'kysely';

// Social sign-in (server/social/): identities an OpenID provider vouches for, linked to one
// customer each; the sign-in attempts under way (state, PKCE verifier, nonce), each spent once;
// and the nonces handed to the one-tap prompt, each accepted once.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('social_identities')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // The provider's id in the brand's site config (socialSignIn.providers[].id).
    .addColumn('provider', 'text', (c) => c.notNull())
    // The ID token's iss and sub: together they name one person at one provider.
    .addColumn('issuer', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('social_identities_subject_unique', ['issuer', 'subject'])
    // One identity per provider and customer: a second link replaces nothing silently.
    .addUniqueConstraint('social_identities_user_provider_unique', ['user_id', 'provider'])
    .execute();

  await db.schema
    .createTable('social_login_states')
    .addColumn('state', 'text', (c) => c.primaryKey())
    .addColumn('brand', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('sign_in', 'link')`))
    // The customer linking an identity (purpose link).
    .addColumn('user_id', 'bigint', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('code_verifier', 'text', (c) => c.notNull())
    .addColumn('nonce', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('currency_id', 'integer')
    .addColumn('country_id', 'integer')
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('social_nonces')
    .addColumn('nonce', 'text', (c) => c.primaryKey())
    .addColumn('brand', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('social_nonces').execute();
  await db.schema.dropTable('social_login_states').execute();
  await db.schema.dropTable('social_identities').execute();
}
