import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CashbackAnswer,
  CasinoPromotion,
  CasinoTournament,
  CasinoTournamentDetail,
} from '../../../domain/casino/catalogueBonusTypes';
import { SEED_TOURNAMENTS } from '../../../domain/casino/catalogueBonusSeed';
import { seedGames } from '../../../domain/casino/catalogueSeed';
import type { AppDatabase } from '../../../server/db/index';
import { signUpFast, type SignedUpUser } from '../authHelpers';
import { databaseBackends, removeTempDirs } from '../testServer';
import { casinoPlayKit } from './casinoPlayKit';
import { testServerFor } from './walletTestKit';

afterAll(removeTempDirs);

const RUB = 643;
const USD = 840;
const SEEDED = seedGames();
const SLOT = SEEDED.find((g) => g.engineKey === 'builtin-slot')!;
const LIVE = SEEDED.find((g) => g.sectionId === 'live-casino')!;
const WEEKLY_RUB = SEED_TOURNAMENTS.find((t) => t.schedule === 'weekly')!;
const MONTHLY_USD = SEED_TOURNAMENTS.find((t) => t.currencyId === USD)!;

describe.each(databaseBackends())(
  'casino promotions, tournaments and cashback ($name)',
  (backend) => {
    let app: FastifyInstance;
    let database: AppDatabase;
    testServerFor(backend, (held) => ({ database, app } = held));
    const { deposit, play } = casinoPlayKit(() => database);

    async function get<T>(url: string, headers: Record<string, string> = {}) {
      const res = await app.inject({ method: 'GET', url, headers });
      return { status: res.statusCode, body: res.json<T>() };
    }

    describe('tournaments', () => {
      let alice: SignedUpUser;
      let bob: SignedUpUser;
      let carol: SignedUpUser;

      beforeAll(async () => {
        alice = await signUpFast(app, { currency_id: RUB });
        bob = await signUpFast(app, { currency_id: RUB });
        carol = await signUpFast(app, { currency_id: USD, country_id: 840 });
        for (const user of [alice, bob]) await deposit(user, 1_000_000);
        await deposit(carol, 100_000);
        // Alice: two stakes of 50 ₽ in a race slot, one rolled back: 50 ₽ of points.
        await play(alice, 'casino_bet', SLOT.id, 5_000);
        await play(alice, 'casino_bet', SLOT.id, 5_000);
        await play(alice, 'casino_rollback', SLOT.id, 5_000);
        // Bob: 80 ₽ counts; 5 ₽ is under the minimum stake; live casino is not in the race.
        await play(bob, 'casino_bet', SLOT.id, 8_000);
        await play(bob, 'casino_bet', SLOT.id, 500);
        await play(bob, 'casino_bet', LIVE.id, 20_000);
        await play(bob, 'casino_win', SLOT.id, 30_000);
        // Carol plays in dollars: not in the rouble race, first in the dollar cup.
        await play(carol, 'casino_bet', SLOT.id, 3_000);
      });

      it('lists the tournaments with a current window around now and their prize pools', async () => {
        const { body } = await get<{ items: CasinoTournament[] }>(
          '/web-api/casino/tournaments?lng=en',
        );
        expect(body.items.map((t) => t.id)).toEqual(SEED_TOURNAMENTS.map((t) => t.id));
        const now = Date.now();
        for (const t of body.items) {
          expect(Date.parse(t.startsAt)).toBeLessThanOrEqual(now);
          expect(Date.parse(t.endsAt)).toBeGreaterThan(now);
          expect(t.prizePool).toBe(
            t.prizes.reduce((s, p) => s + p.amount * (p.toPlace - p.fromPlace + 1), 0),
          );
        }
        expect(body.items[0]!.title).toBe(WEEKLY_RUB.texts.en.title);
        const ar = await get<{ items: CasinoTournament[] }>('/web-api/casino/tournaments?lng=ar');
        expect(ar.body.items[0]!.title).toBe(WEEKLY_RUB.texts.ar.title);
        expect(body.items[0]!.gameIds).toContain(SLOT.id);
        expect(body.items[0]!.gameIds).not.toContain(LIVE.id);
      });

      it('ranks players by stakes posted in the race games, currency and window', async () => {
        const { status, body } = await get<CasinoTournamentDetail>(
          `/web-api/casino/tournaments/${WEEKLY_RUB.id}?lng=en`,
          alice.headers,
        );
        expect(status).toBe(200);
        expect(body.leaderboard).toEqual([
          {
            place: 1,
            player: `ID ***${bob.userId.slice(-3)}`,
            points: 8_000,
            prize: 4_000_000,
            isMe: false,
          },
          {
            place: 2,
            player: `ID ***${alice.userId.slice(-3)}`,
            points: 5_000,
            prize: 2_000_000,
            isMe: true,
          },
        ]);
        const guest = await get<CasinoTournamentDetail>(
          `/web-api/casino/tournaments/${WEEKLY_RUB.id}`,
        );
        expect(guest.body.leaderboard.every((e) => !e.isMe)).toBe(true);

        const cup = await get<CasinoTournamentDetail>(
          `/web-api/casino/tournaments/${MONTHLY_USD.id}`,
          carol.headers,
        );
        expect(cup.body.leaderboard).toEqual([
          {
            place: 1,
            player: `ID ***${carol.userId.slice(-3)}`,
            points: 3_000,
            prize: 100_000,
            isMe: true,
          },
        ]);
      });

      it('moves the board when more is played', async () => {
        await play(alice, 'casino_bet', SLOT.id, 10_000);
        const { body } = await get<CasinoTournamentDetail>(
          `/web-api/casino/tournaments/${WEEKLY_RUB.id}`,
        );
        expect(body.leaderboard.map((e) => [e.place, e.points])).toEqual([
          [1, 15_000],
          [2, 8_000],
        ]);
      });

      it('is 404 for an unknown tournament and 400 for a bad id or language', async () => {
        expect((await get('/web-api/casino/tournaments/999')).status).toBe(404);
        for (const url of [
          '/web-api/casino/tournaments/abc',
          '/web-api/casino/tournaments/0',
          '/web-api/casino/tournaments/1?lng=xx',
          '/web-api/casino/tournaments?lng=english',
        ]) {
          expect((await get(url)).status, url).toBe(400);
        }
      });
    });

    describe('promotions', () => {
      it('lists promotions and answers one with its terms in the asked language', async () => {
        const list = await get<{ items: CasinoPromotion[] }>('/web-api/casino/promotions?lng=ru');
        expect(list.body.items.length).toBeGreaterThanOrEqual(3);
        const first = list.body.items[0]!;
        const one = await get<CasinoPromotion>(`/web-api/casino/promotions/${first.id}?lng=en`);
        expect(one.status).toBe(200);
        expect(one.body.terms.length).toBeGreaterThan(0);
        expect(one.body.title).not.toBe(first.title);
        const missing = await get<{ reason: string }>('/web-api/casino/promotions/999');
        expect(missing.status).toBe(404);
        expect(missing.body.reason).toBe('not_found');
        expect((await get('/web-api/casino/promotions/-1')).status).toBe(400);
      });
    });

    describe('cashback', () => {
      it('is computed from the customer’s net casino loss of the period', async () => {
        const dave = await signUpFast(app, { currency_id: RUB });
        await deposit(dave, 2_000_000);
        await play(dave, 'casino_bet', SLOT.id, 1_500_000);
        await play(dave, 'casino_win', SLOT.id, 100_000);
        await play(dave, 'casino_bet', LIVE.id, 10_000);
        await play(dave, 'casino_rollback', LIVE.id, 10_000);
        const { status, body } = await get<CashbackAnswer>(
          '/web-api/casino/cashback/vip',
          dave.headers,
        );
        expect(status).toBe(200);
        expect(body.program).toBe('vip');
        expect(Date.parse(body.periodEnd) - Date.parse(body.periodStart)).toBe(7 * 86_400_000);
        expect(body.accounts).toEqual([
          {
            currencyId: RUB,
            stakes: 1_510_000,
            wins: 100_000,
            rollbacks: 10_000,
            netLoss: 1_400_000,
            percentHundredths: 500,
            cashback: 70_000,
            tiers: [
              { fromLoss: 1_000_000, percentHundredths: 500 },
              { fromLoss: 10_000_000, percentHundredths: 700 },
              { fromLoss: 50_000_000, percentHundredths: 1_000 },
            ],
          },
        ]);
        const premium = await get<CashbackAnswer>('/web-api/casino/cashback/premium', dave.headers);
        // Premium's first tier is 500 units (50,000 ₽): not reached.
        expect(premium.body.accounts[0]).toMatchObject({ netLoss: 1_400_000, cashback: 0 });
      });

      it('shows a customer who has not played their currency with nothing earned', async () => {
        const erin = await signUpFast(app, { currency_id: USD, country_id: 840 });
        const { body } = await get<CashbackAnswer>(
          '/web-api/casino/cashback/premium',
          erin.headers,
        );
        expect(body.accounts).toEqual([
          expect.objectContaining({ currencyId: USD, stakes: 0, netLoss: 0, cashback: 0 }),
        ]);
      });

      it('refuses guests and unknown programs', async () => {
        expect((await get('/web-api/casino/cashback/vip')).status).toBe(401);
        const user = await signUpFast(app);
        expect((await get('/web-api/casino/cashback/gold', user.headers)).status).toBe(400);
      });
    });
  },
);
