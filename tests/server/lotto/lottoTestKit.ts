// Shared set-up of the lotto suites: the fixture content with lotteries (aurora: a 6 of 45 and a
// "sure" lottery that draws every number, so its tickets always win a known amount; nord: a keno),
// a server on a manual world clock with test control, customers funded through the ledger, the
// purchase call and a snapshot of every table a purchase writes.
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { expect } from 'vitest';
import type {
  LotteryDefinition,
  LotteryView,
  LottoDrawView,
  LottoTicketView,
} from '../../../domain/lotto/index';
import type { AppDatabase } from '../../../server/db/index';
import { ContentStore } from '../../../server/content/contentStore';
import type { LottoDeps } from '../../../server/lotto/index';
import { lotteriesIn } from '../../../server/lotto/lotteries';
import { ManualFeedClock } from '../../../server/sports/feed/clock';
import { TEST_ORIGIN } from '../authHelpers';
import { buildTestServer, FIXTURE_CONTENT, makeTempDir } from '../testServer';

/** The world clock's start: on the hour, so the draws' close times are easy to reason about. */
export const START = Date.UTC(2026, 10, 21, 12, 0, 0);
export const NORD = { host: 'nord.localhost', origin: 'http://nord.localhost' };
export const TICKETS_URL = '/web-api/lotto/tickets';

export const SIX_OF_45: LotteryDefinition = {
  id: 'six-of-45',
  nameKey: 'lotto:lottery_6_of_45',
  of: 45,
  drawn: 6,
  pickMin: 6,
  pickMax: 6,
  stake: { min: 50, max: 5000, step: 50 },
  drawEveryMinutes: 60,
  prizes: { '6': { '2': 1, '3': 5, '4': 50, '5': 1000, '6': 100000 } },
};

/** Draws all of its 5 numbers: a ticket of k numbers matches k, and wins stake × prizes[k][k]. */
export const SURE: LotteryDefinition = {
  id: 'sure',
  nameKey: 'lotto:lottery_sure',
  of: 5,
  drawn: 5,
  pickMin: 1,
  pickMax: 3,
  stake: { min: 1, max: 100, step: 0.5 },
  drawEveryMinutes: 5,
  prizes: { '1': { '1': 1.5 }, '2': { '2': 2.25 }, '3': { '3': 3 } },
};

export const NORD_KENO: LotteryDefinition = {
  id: 'keno',
  nameKey: 'lotto:lottery_keno',
  of: 80,
  drawn: 20,
  pickMin: 1,
  pickMax: 5,
  stake: { min: 1, max: 200, step: 1 },
  drawEveryMinutes: 5,
  prizes: { '1': { '1': 3.5 }, '5': { '3': 2, '4': 15, '5': 500 } },
};

/** The fixture content with the suites' lotteries. */
export function lottoContentRoot(): string {
  const root = makeTempDir('lotto-content');
  cpSync(FIXTURE_CONTENT, root, { recursive: true });
  const add = (brand: string, lotteries: LotteryDefinition[]) => {
    const file = path.join(root, 'configs', 'brands', brand, 'site.json');
    const site = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    writeFileSync(file, JSON.stringify({ ...site, lotto: { lotteries } }));
  };
  add('aurora', [SIX_OF_45, SURE]);
  add('nord', [NORD_KENO]);
  return root;
}

export interface LottoServer {
  app: FastifyInstance;
  clock: ManualFeedClock;
  /** The draw functions over the same database, world clock and published lotteries. */
  deps: LottoDeps;
}

export async function buildLottoServer(database: AppDatabase): Promise<LottoServer> {
  const clock = new ManualFeedClock(START);
  const contentRoot = lottoContentRoot();
  const app = await buildTestServer({
    database,
    contentRoot,
    sports: { feed: 'none', clock },
    testControl: true,
  });
  await app.ready();
  // The same lotteries as the server's, read the way it reads them.
  const content = ContentStore.open(contentRoot).current;
  const deps: LottoDeps = {
    db: database.db,
    now: () => clock.now(),
    lotteries: (brand) => lotteriesIn(content, brand),
  };
  return { app, clock, deps };
}

export function get<T>(
  app: FastifyInstance,
  url: string,
  headers: Record<string, string> = {},
): Promise<T> {
  return app.inject({ url, headers }).then((res) => {
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json<T>();
  });
}

export async function catalog(
  app: FastifyInstance,
  headers: Record<string, string> = {},
): Promise<LotteryView[]> {
  return (await get<{ lotteries: LotteryView[] }>(app, '/web-api/lotto/catalog', headers))
    .lotteries;
}

/** The open draw of an aurora lottery (opened on demand). */
export async function openDraw(app: FastifyInstance, lotteryId: string): Promise<LottoDrawView> {
  const view = await get<LotteryView>(app, `/web-api/lotto/lotteries/${lotteryId}`);
  expect(view.openDraw).not.toBeNull();
  return view.openDraw!;
}

let keyCounter = 0;
export function newKey(): string {
  keyCounter += 1;
  return `lotto-key-${process.pid}-${Date.now()}-${keyCounter}`;
}

export function buy(
  app: FastifyInstance,
  customer: { headers: Record<string, string> },
  body: Record<string, unknown>,
  key: string | null = newKey(),
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: TICKETS_URL,
    headers: { ...customer.headers, ...(key === null ? {} : { 'idempotency-key': key }) },
    payload: body,
  });
}

export async function bought(res: LightMyRequestResponse): Promise<{
  ticket: LottoTicketView;
  balance: number;
}> {
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Draws the aurora lottery's open draw now (test control) and answers the drawn draw. */
export async function drawNow(
  app: FastifyInstance,
  lotteryId: string,
  headers: Record<string, string> = { origin: TEST_ORIGIN },
): Promise<LottoDrawView> {
  const res = await app.inject({
    method: 'POST',
    url: '/test-control/lotto/draw',
    headers,
    payload: { lotteryId },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<LottoDrawView>();
}

/** Every row of the tables a purchase writes (money and tickets), to prove nothing changed. */
export async function writeSnapshot(database: AppDatabase): Promise<string> {
  const parts: string[] = [];
  for (const table of ['accounts', 'ledger_transactions', 'ledger_postings', 'lotto_tickets']) {
    const { rows } = await sql<Record<string, unknown>>`
      select * from ${sql.table(table)} order by 1`.execute(database.db);
    parts.push(`${table}:${JSON.stringify(rows)}`);
  }
  return parts.join('\n');
}

/** The ledger movements of a kind that name a ticket (its stake or win), as amounts. */
export async function movementsOf(
  database: AppDatabase,
  key: string,
): Promise<{ kind: string; amounts: number[] }[]> {
  const { rows } = await sql<{ kind: string; amounts: (string | number)[] }>`
    select t.kind, array_agg(p.amount order by p.amount) as amounts
    from ledger_transactions t join ledger_postings p on p.transaction_id = t.id
    where t.idempotency_key = ${key} group by t.id, t.kind`.execute(database.db);
  return rows.map((r) => ({ kind: r.kind, amounts: r.amounts.map(Number) }));
}
