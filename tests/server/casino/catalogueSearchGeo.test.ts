// The casino catalogue's search (case and accents aside, the best matches first) and geo: the
// brand's country for guests, the customer's own country_id for signed-in customers.
import { describe, expect, it } from 'vitest';
import { SEED_PROVIDERS } from '../../../domain/casino/catalogueSeed';
import type { CasinoProvider, GamesPage } from '../../../domain/casino/catalogueTypes';
import { signUpFast } from '../authHelpers';
import { databaseBackends } from '../testServer';
import { AURORA, BUILTIN_LIVE_IDS, catalogueServerFor, NORD, SEEDED } from './catalogueHarness';

const providerOf = (id: string) => SEED_PROVIDERS.find((p) => p.id === id)!;

describe.each(databaseBackends())('casino catalogue ($name)', (backend) => {
  const catalogue = catalogueServerFor(backend);
  const { get } = catalogue;

  it('searches by name regardless of case and accents, the best matches first', async () => {
    const pinata = await get<GamesPage>('/web-api/casino/search?q=PINATA');
    expect(pinata.body.items[0]?.name).toBe('Piñata Fiesta');
    const creme = await get<GamesPage>(`/web-api/casino/search?q=${encodeURIComponent('crème')}`);
    expect(creme.body.items.map((g) => g.name)).toContain('Crème de la Crème');

    // A whole name comes first, then names starting with the text, then a word starting with it.
    const exact = SEEDED.find((g) => g.name.startsWith('Book of '))!;
    const ranked = await get<GamesPage>(
      `/web-api/casino/search?q=${encodeURIComponent(exact.name.toLowerCase())}`,
    );
    expect(ranked.body.items[0]?.name).toBe(exact.name);
    const book = await get<GamesPage>('/web-api/casino/search?q=book&pageSize=100');
    const rank = (name: string) => {
      const folded = name.toLowerCase();
      if (folded.startsWith('book')) return 1;
      if (folded.includes(' book')) return 2;
      return 3;
    };
    const ranks = book.body.items.map((g) => rank(g.name));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(ranks).toContain(1);
    expect(ranks).toContain(2);
    expect(book.body.total).toBe(book.body.items.length);

    const none = await get<GamesPage>('/web-api/casino/search?q=zzzzqqq');
    expect(none.body).toMatchObject({ items: [], total: 0 });
    const percent = await get<GamesPage>('/web-api/casino/search?q=%25%25');
    expect(percent.body.total).toBe(0);
  });

  it('applies the brand’s geo country to guests', async () => {
    // kraken-games is closed in country 1 (aurora), orbit-interactive in 2 (nord).
    expect(providerOf('kraken-games').closedCountries).toContain(1);
    expect(providerOf('orbit-interactive').closedCountries).toContain(2);
    const count = async (headers: Record<string, string>, provider: string) => {
      const { body } = await get<{ items: CasinoProvider[] }>('/web-api/casino/providers', headers);
      // A provider with nothing open to the asker is left out.
      return body.items.find((p) => p.id === provider)?.gamesCount ?? 0;
    };
    expect(await count(AURORA, 'kraken-games')).toBe(0);
    expect(await count(NORD, 'kraken-games')).toBeGreaterThan(0);
    expect(await count(AURORA, 'orbit-interactive')).toBeGreaterThan(0);
    expect(await count(NORD, 'orbit-interactive')).toBe(0);
    const sectioned = await get<{ items: CasinoProvider[] }>(
      '/web-api/casino/providers?section=live-casino',
    );
    expect(sectioned.body.items.map((p) => p.id).sort()).toEqual(['builtin', 'velvet-live']);

    const kraken = SEEDED.find((g) => g.providerId === 'kraken-games')!;
    expect((await get(`/web-api/casino/games/${kraken.id}`, AURORA)).status).toBe(404);
    expect((await get(`/web-api/casino/games/${kraken.id}`, NORD)).status).toBe(200);
    const search = await get<GamesPage>(
      `/web-api/casino/search?q=${encodeURIComponent(kraken.name)}`,
      AURORA,
    );
    expect(search.body.items.map((g) => g.id)).not.toContain(kraken.id);
  });

  it('applies the customer’s country_id to signed-in customers', async () => {
    const { app } = catalogue;
    const american = await signUpFast(app, { country_id: 840, currency_id: 840 });
    const velvet = SEEDED.find((g) => g.providerId === 'velvet-live')!;
    const kraken = SEEDED.find((g) => g.providerId === 'kraken-games')!;
    const headers = { ...american.headers, ...AURORA };
    // Closed in 840 for velvet-live; kraken (closed for aurora guests) is open to this customer.
    expect((await get(`/web-api/casino/games/${velvet.id}`, headers)).status).toBe(404);
    expect((await get(`/web-api/casino/games/${kraken.id}`, headers)).status).toBe(200);
    // Only the built-in live RNG tables (open everywhere) are left in the live casino.
    const live = await get<GamesPage>('/web-api/casino/games?section=live-casino', headers);
    expect(live.body.items.map((g) => g.id).sort()).toEqual(BUILTIN_LIVE_IDS);
    const guestLive = await get<GamesPage>('/web-api/casino/games?section=live-casino');
    expect(guestLive.body.total).toBeGreaterThan(BUILTIN_LIVE_IDS.length);
  });
});
