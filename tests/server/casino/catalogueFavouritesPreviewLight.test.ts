// The casino catalogue's favourites (each customer their own, guests and bad ids refused), the
// recently played games, latest first, the preview-light answer (popular games, a section,
// categories, fcountry and the Bearer token's country, bad parameters refused) and the available
// partitions.
import { beforeAll, describe, expect, it } from 'vitest';
import { BUILTIN_GAMES } from '../../../domain/casino/builtinGames';
import {
  CASINO_SECTIONS,
  type CasinoGame,
  type ListAvailablePartitionsAnswer,
  type PreviewLightAnswer,
} from '../../../domain/casino/catalogueTypes';
import { recordRecentlyPlayed } from '../../../server/casino/catalogue/index';
import { signUpFast, type SignedUpUser } from '../authHelpers';
import { databaseBackends } from '../testServer';
import { AURORA, BUILTIN_LIVE_IDS, catalogueServerFor, SEEDED } from './catalogueHarness';

describe.each(databaseBackends())('casino catalogue ($name)', (backend) => {
  const catalogue = catalogueServerFor(backend);
  const { get } = catalogue;

  describe('favourites and recently played', () => {
    let alice: SignedUpUser;
    let bob: SignedUpUser;
    const [g1, g2, g3] = SEEDED.filter((g) => g.closedCountries.length === 0);

    beforeAll(async () => {
      const { app } = catalogue;
      alice = await signUpFast(app);
      bob = await signUpFast(app);
    });

    const favorites = async (user: SignedUpUser) =>
      (
        await get<{ items: CasinoGame[] }>('/web-api/casino/favorites', user.headers)
      ).body.items.map((g) => g.id);
    const change = (user: SignedUpUser, method: 'PUT' | 'DELETE', gameId: number | string) =>
      catalogue.app.inject({
        method,
        url: `/web-api/casino/favorites/${gameId}`,
        headers: user.headers,
      });

    it('adds, lists newest first and removes, each customer their own', async () => {
      expect((await change(alice, 'PUT', g1!.id)).json()).toEqual({
        gameId: g1!.id,
        isFavorite: true,
      });
      await change(alice, 'PUT', g2!.id);
      await change(alice, 'PUT', g1!.id);
      await change(bob, 'PUT', g3!.id);
      expect(await favorites(alice)).toEqual(expect.arrayContaining([g1!.id, g2!.id]));
      expect(await favorites(alice)).toHaveLength(2);
      expect(await favorites(bob)).toEqual([g3!.id]);

      const removed = await change(alice, 'DELETE', g1!.id);
      expect(removed.json()).toEqual({ gameId: g1!.id, isFavorite: false });
      expect(await favorites(alice)).toEqual([g2!.id]);
      // Removing what is not there changes nothing; Bob's list is his alone.
      await change(bob, 'DELETE', g2!.id);
      expect(await favorites(alice)).toEqual([g2!.id]);
      expect(await favorites(bob)).toEqual([g3!.id]);
    });

    it('refuses guests, unknown games and bad ids, changing nothing', async () => {
      const { app } = catalogue;
      const guest = await app.inject({ method: 'GET', url: '/web-api/casino/favorites' });
      expect(guest.statusCode).toBe(401);
      const guestPut = await app.inject({
        method: 'PUT',
        url: `/web-api/casino/favorites/${g1!.id}`,
        headers: { origin: alice.headers.origin! },
      });
      expect(guestPut.statusCode).toBe(401);
      const before = await favorites(alice);
      const unknown = await change(alice, 'PUT', 999_999);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ reason: 'game_not_found' });
      for (const bad of ['abc', '-1', '0', '1.5', '99999999999']) {
        const res = await change(alice, 'PUT', bad);
        expect(res.statusCode, bad).toBe(400);
        expect(res.json<{ reason: string }>().reason).toBe('invalid_field');
      }
      expect(await favorites(alice)).toEqual(before);
    });

    it('lists recently played latest first, the latest time winning', async () => {
      const { app, database } = catalogue;
      await recordRecentlyPlayed(
        database.db,
        alice.userId,
        g1!.id,
        new Date('2026-01-01T10:00:00Z'),
      );
      await recordRecentlyPlayed(
        database.db,
        alice.userId,
        g2!.id,
        new Date('2026-01-01T11:00:00Z'),
      );
      await recordRecentlyPlayed(
        database.db,
        alice.userId,
        g1!.id,
        new Date('2026-01-01T12:00:00Z'),
      );
      // An older record does not move a game back.
      await recordRecentlyPlayed(
        database.db,
        alice.userId,
        g2!.id,
        new Date('2025-01-01T00:00:00Z'),
      );
      const recent = await get<{ items: CasinoGame[] }>('/web-api/casino/recent', alice.headers);
      expect(recent.body.items.map((g) => g.id)).toEqual([g1!.id, g2!.id]);
      const bobs = await get<{ items: CasinoGame[] }>('/web-api/casino/recent', bob.headers);
      expect(bobs.body.items).toEqual([]);
      expect((await app.inject({ method: 'GET', url: '/web-api/casino/recent' })).statusCode).toBe(
        401,
      );
    });
  });

  describe('preview-light and partitions', () => {
    it('answers Success and Value: popular games, playable ones first, geo applied', async () => {
      const res = await get<PreviewLightAnswer>(
        '/web-api/games/preview-light?whence=home&lng=ru&ref=0&includeCategories=false',
      );
      expect(res.status).toBe(200);
      expect(res.body.Success).toBe(true);
      expect(res.body.Value.categories).toBeUndefined();
      const games = res.body.Value.games;
      expect(games).toHaveLength(16);
      expect(games.slice(0, BUILTIN_GAMES.length).every((g) => g.playable)).toBe(true);
      expect(games.some((g) => g.provider === 'kraken-games')).toBe(false);
    });

    it('narrows to a section (groupId), takes count, and adds categories when asked', async () => {
      const res = await get<PreviewLightAnswer>(
        '/web-api/games/preview-light?whence=lobby&groupId=live-casino&count=5&includeCategories=true',
      );
      expect(res.body.Value.games).toHaveLength(5);
      for (const g of res.body.Value.games) expect(g.categories[0]).toBe('live-casino');
      expect(res.body.Value.categories?.map((c) => c.id)).toEqual(CASINO_SECTIONS.map((s) => s.id));
    });

    it('fcountry only narrows: games closed there drop out, nothing closed to the asker comes back', async () => {
      const res = await get<PreviewLightAnswer>(
        '/web-api/games/preview-light?groupId=live-casino&fcountry=840&count=60',
      );
      expect(res.body.Value.games.map((g) => g.id).sort()).toEqual(BUILTIN_LIVE_IDS);
    });

    it('reads the Bearer token: a customer gets their own country’s games', async () => {
      const { app } = catalogue;
      const american = await signUpFast(app, { country_id: 840, currency_id: 840 });
      const token = /user_token=([^;]+)/.exec(american.headers.cookie!)![1]!;
      const res = await get<PreviewLightAnswer>(
        '/web-api/games/preview-light?groupId=live-casino',
        { ...AURORA, authorization: `Bearer ${token}` },
      );
      expect(res.body.Value.games.map((g) => g.id).sort()).toEqual(BUILTIN_LIVE_IDS);
      // A broken token is a guest, not an error.
      const guest = await get<PreviewLightAnswer>(
        '/web-api/games/preview-light?groupId=live-casino',
        { ...AURORA, authorization: 'Bearer not.a.token' },
      );
      expect(guest.body.Value.games.length).toBeGreaterThan(0);
    });

    it('refuses bad parameters with 400 invalid_field', async () => {
      for (const query of [
        'groupId=nope',
        'count=0',
        'count=1000',
        'fcountry=abc',
        'includeCategories=maybe',
        'whence=%3Cscript%3E',
        'extra=1',
      ]) {
        const res = await get<{ reason: string }>(`/web-api/games/preview-light?${query}`);
        expect(res.status, query).toBe(400);
        expect(['invalid_field', 'unknown_field']).toContain(res.body.reason);
      }
    });

    it('lists the available partitions: sections with games open to the asker', async () => {
      const { app } = catalogue;
      const res = await get<ListAvailablePartitionsAnswer>(
        '/third-party/api/list-available-partitions',
      );
      expect(res.body.success).toBe(true);
      expect(res.body.listAvailablePartitions.map((p) => p.id)).toEqual(
        CASINO_SECTIONS.map((s) => s.id),
      );
      const american = await signUpFast(app, { country_id: 840, currency_id: 840 });
      const closed = await get<ListAvailablePartitionsAnswer>(
        '/third-party/api/list-available-partitions',
        { ...american.headers, ...AURORA },
      );
      // Live casino's outside provider is closed in 840: only the built-in RNG tables are left.
      const count = (answer: ListAvailablePartitionsAnswer) =>
        answer.listAvailablePartitions.find((p) => p.id === 'live-casino')?.gamesCount;
      expect(count(res.body)).toBeGreaterThan(BUILTIN_LIVE_IDS.length);
      expect(count(closed.body)).toBe(BUILTIN_LIVE_IDS.length);
      const unknown = await app.inject({ method: 'GET', url: '/third-party/api/nothing' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.headers['content-type']).toContain('application/json');
    });
  });
});
