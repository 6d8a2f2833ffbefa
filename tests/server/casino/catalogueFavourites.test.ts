// The casino catalogue's favourites (each customer their own, guests and bad ids refused) and the
// recently played games, latest first.
import { beforeAll, describe, expect, it } from 'vitest';
import type { CasinoGame } from '../../../domain/casino/catalogueTypes';
import { recordRecentlyPlayed } from '../../../server/casino/catalogue/index';
import { signUpFast, type SignedUpUser } from '../authHelpers';
import { databaseBackends } from '../testServer';
import { catalogueServerFor, SEEDED } from './catalogueHarness';

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
});
