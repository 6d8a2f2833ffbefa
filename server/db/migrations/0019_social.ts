import { sql, type Kysely } from 'kysely';
import { createdAt, customerTable, notNull, nullable } from './columns';
import { dropTables } from './steps';

// Social sign-in (server/social/): identities an OpenID provider vouches for, linked to one
// customer each; the sign-in attempts under way (state, PKCE verifier, nonce), each spent once;
// and the nonces handed to the one-tap prompt, each accepted once.
export async function up(db: Kysely<unknown>): Promise<void> {
  await customerTable(db, 'social_identities', 'cascade')
    // The provider's id in the brand's site config (socialSignIn.providers[].id).
    .addColumn('provider', 'text', (c) => c.notNull())
    // The ID token's iss and sub: together they name one person at one provider.
    .$call(notNull({ issuer: 'text', subject: 'text' }))
    .addColumn('email', 'text')
    .$call(createdAt)
    .addUniqueConstraint('social_identities_subject_unique', ['issuer', 'subject'])
    // One identity per provider and customer: a second link replaces nothing silently.
    .addUniqueConstraint('social_identities_user_provider_unique', ['user_id', 'provider'])
    .execute();

  await db.schema
    .createTable('social_login_states')
    .addColumn('state', 'text', (c) => c.primaryKey())
    .$call(notNull({ brand: 'text', provider: 'text' }))
    .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('sign_in', 'link')`))
    // The customer linking an identity (purpose link).
    .addColumn('user_id', 'bigint', (c) => c.references('users.id').onDelete('cascade'))
    .$call(notNull({ code_verifier: 'text', nonce: 'text', language: 'text' }))
    .$call(nullable({ currency_id: 'integer', country_id: 'integer' }))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .$call(createdAt)
    .execute();

  await db.schema
    .createTable('social_nonces')
    .addColumn('nonce', 'text', (c) => c.primaryKey())
    .$call(notNull({ brand: 'text', expires_at: 'timestamptz' }))
    .addColumn('used_at', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, 'social_nonces', 'social_login_states', 'social_identities');
}
