// The casino catalogue's preview-light answer (popular games, a section, categories, fcountry and
// the Bearer token's country, bad parameters refused) and the available partitions.
import { describe, expect, it } from 'vitest';
import { BUILTIN_GAMES } from '../../../domain/casino/builtinGames';
import {
  CASINO_SECTIONS,
  type ListAvailablePartitionsAnswer,
  type PreviewLightAnswer,
} from '../../../domain/casino/catalogueTypes';
import { signUpFast } from '../authHelpers';
import { databaseBackends } from '../testServer';
import { AURORA, BUILTIN_LIVE_IDS, catalogueServerFor } from './catalogueHarness';

describe.each(databaseBackends())('casino catalogue ($name)', (backend) => {
  const catalogue = catalogueServerFor(backend);
  const { get } = catalogue;

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
