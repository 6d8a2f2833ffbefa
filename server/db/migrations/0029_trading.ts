import { sql, type Kysely } from 'kysely';
import { alwaysIdentityId, notNull } from './columns';
import { dropTables, replaceCheck } from './steps';

// Trading (docs/back-office.md "Trading"): a trader's suspensions of an event or a market, the
// per-customer stake factors placement multiplies the maximum stake by, and resettlements of a
// market with the correction each affected coupon received (one row a coupon a resettlement: the
// primary key is what makes a correction happen once). The operator role `trader` joins the list.
export async function up(db: Kysely<unknown>): Promise<void> {
  await replaceCheck(
    db,
    'operators',
    'operators_role_check',
    sql`role in ('admin', 'editor', 'partner', 'qa', 'trader')`,
  );

  await db.schema
    .createTable('trading_suspensions')
    .addColumn('game_id', 'bigint', (c) => c.notNull())
    // 0: the whole event; otherwise the market's id in the feed.
    .addColumn('market_id', 'bigint', (c) => c.notNull())
    .addColumn('operator_id', 'bigint', (c) => c.notNull().references('operators.id'))
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('trading_suspensions_pk', ['game_id', 'market_id'])
    .execute();

  await db.schema
    .createTable('customer_stake_factors')
    .addColumn('user_id', 'bigint', (c) => c.primaryKey().references('users.id'))
    .addColumn('factor_hundredths', 'integer', (c) =>
      c.notNull().check(sql`factor_hundredths between 1 and 100000`),
    )
    .addColumn('operator_id', 'bigint', (c) => c.notNull().references('operators.id'))
    .addColumn('note', 'text')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('market_resettlements')
    .$call(alwaysIdentityId)
    .$call(notNull({ game_id: 'bigint', results: 'jsonb' }))
    .addColumn('operator_id', 'bigint', (c) => c.notNull().references('operators.id'))
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('coupon_resettlements')
    .addColumn('resettlement_id', 'bigint', (c) =>
      c.notNull().references('market_resettlements.id'),
    )
    .addColumn('coupon_id', 'bigint', (c) => c.notNull().references('coupons.id'))
    .$call(notNull({ old_status: 'text', new_status: 'text', old_payout: 'bigint' }))
    .$call(notNull({ new_payout: 'bigint' }))
    .addColumn('transaction_id', 'bigint')
    .addPrimaryKeyConstraint('coupon_resettlements_pk', ['resettlement_id', 'coupon_id'])
    .execute();
  await sql`create index coupon_resettlements_coupon_idx on coupon_resettlements (coupon_id)`.execute(
    db,
  );
  // Resettlement finds the legs of an outcome (liability reads coupons_open_idx of 0005).
  await sql`create index coupon_legs_outcome_idx on coupon_legs (outcome_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index coupon_legs_outcome_idx`.execute(db);
  await dropTables(
    db,
    'coupon_resettlements',
    'market_resettlements',
    'customer_stake_factors',
    'trading_suspensions',
  );
  await replaceCheck(
    db,
    'operators',
    'operators_role_check',
    sql`role in ('admin', 'editor', 'partner', 'qa')`,
  );
}
