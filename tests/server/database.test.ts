import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase, migrateToLatest } from '../../server/db/index';
import { databaseBackends, makeTempDir, removeTempDirs } from './testServer';

afterAll(removeTempDirs);

describe.each(databaseBackends('both'))('database on $name', (backend) => {
  it('applies the versioned migrations at start and creates client_reports', async () => {
    const { database, drop } = await backend.open({ migrateFromScratch: true });
    try {
      expect(database.backend).toBe(backend.name);
      expect(database.appliedMigrations).toEqual([
        '0001_client_reports',
        '0002_auth',
        '0003_money',
        '0004_sports',
        '0005_coupon',
        '0006_coupon_leg_names',
        '0008_sandbox_outbox',
        '0009_auth_throttles',
        '0010_limits',
        '0011_casino_catalogue',
        '0012_casino_wallet',
        '0013_builtin_provider',
        '0014_operators',
        '0015_studio',
        '0016_access',
        '0017_toto',
        '0018_lotto',
        '0019_social',
        '0020_app',
        '0021_messages',
        '0022_bonuses',
        '0023_verification',
        '0024_support',
        '0025_referral_transfer_conversion',
        '0026_cashback',
        '0027_free_bets',
        '0028_feed_games',
        '0029_trading',
        '0030_studio_created',
        '0031_cash_out',
        '0032_tournament_prizes',
        '0033_user_flags',
        '0034_money_wheel',
        '0035_scheduled_draws',
        '0036_block_appeals',
        '0037_bet_builder',
        '0038_trading_exposure',
        '0039_analytics_counters',
        '0040_account_frozen',
        '0041_bonus_type',
        '0042_user_status',
        '0043_coupon_ref_id',
        '0044_registration_referral',
        '0045_winnings_tax',
        '0046_hyper_bonus',
        '0047_analytics_event_counters',
      ]);
      const columns = await sql<{ column_name: string; data_type: string }>`
        select column_name, data_type from information_schema.columns
        where table_name = 'client_reports' and table_schema = current_schema()
        order by ordinal_position`.execute(database.db);
      expect(columns.rows.map((c) => c.column_name)).toEqual([
        'id',
        'brand',
        'kind',
        'message',
        'path',
        'url',
        'user_agent',
        'created_at',
      ]);
      expect(columns.rows.find((c) => c.column_name === 'created_at')?.data_type).toBe(
        'timestamp with time zone',
      );
    } finally {
      await drop();
    }
  });

  it('is up to date after the first start: a second migration run applies nothing', async () => {
    const { database, drop } = await backend.open();
    try {
      expect(await migrateToLatest(database.db as never)).toEqual([]);
    } finally {
      await drop();
    }
  });

  it('generates the id and the creation time of a report row', async () => {
    const { database, drop } = await backend.open();
    try {
      const before = Date.now();
      const row = await database.db
        .insertInto('client_reports')
        .values({
          brand: 'aurora',
          kind: 'widget-error',
          message: 'boom',
          path: null,
          url: null,
          user_agent: null,
        })
        .returning(['id', 'created_at'])
        .executeTakeFirstOrThrow();
      expect(Number(row.id)).toBeGreaterThan(0);
      expect(new Date(row.created_at).getTime()).toBeGreaterThanOrEqual(before - 5_000);
    } finally {
      await drop();
    }
  });
});

describe('PGlite in DATA_DIR', () => {
  it('keeps its rows across restarts and does not migrate twice', async () => {
    const dataDir = makeTempDir('persist');
    const first = await createDatabase({ dataDir });
    await first.db
      .insertInto('client_reports')
      .values({
        brand: 'nord',
        kind: 'part-error',
        message: 'kept',
        path: null,
        url: null,
        user_agent: null,
      })
      .execute();
    await first.close();
    const second = await createDatabase({ dataDir });
    try {
      expect(second.appliedMigrations).toEqual([]);
      const rows = await second.db.selectFrom('client_reports').select('message').execute();
      expect(rows).toEqual([{ message: 'kept' }]);
    } finally {
      await second.close();
    }
  });
});
