// How the simulated feed's games are saved and taken over (server/sports/feed/feedPersistence.ts):
// the next holder goes on with them, past the seqs sent since the last save, a game whose result
// was stored shows that result, and a holder that was taken over from writes nothing more.
import { afterAll, describe, expect, it } from 'vitest';
import { GameStatus } from '../../../domain/sports/types';
import { ManualFeedClock } from '../../../server/sports/feed/clock';
import {
  FeedSaver,
  RESTORED_SEQ_GAP,
  persistedSimulatedFeed,
  restorable,
  takeOverFeed,
} from '../../../server/sports/feed/feedPersistence';
import { SimulatedFeed } from '../../../server/sports/feed/simulatedFeed';
import { feedControlOf } from '../../../server/sports/feed/types';
import { gameResult } from '../../../server/sports/results/gameResult';
import { insertResult, listResults } from '../../../server/sports/results/resultsRepository';
import { createSportsRuntime } from '../../../server/sports/sportsRuntime';
import { databaseBackends, removeTempDirs } from '../testServer';

afterAll(removeTempDirs);

const START = Date.UTC(2026, 10, 21, 12, 0, 0);

describe.each(databaseBackends())('saving the feed on $name', (backend) => {
  it('lets the next holder go on with the games, and fences the one taken over from', async () => {
    const { database, drop } = await backend.open();
    try {
      const clock = new ManualFeedClock(START);
      const first = await persistedSimulatedFeed(database, { seed: 4, clock });
      first.start();
      await first.saver.saved();
      clock.advance(60_000);
      const ids = first.inner.gameIds();
      const live = first.inner.playingGameIds();
      expect(live.length).toBeGreaterThan(10);

      // A game ended and its result was stored, but the feed was not saved since (a crash).
      const ended = live[0]!;
      first.inner.finishGame(ended, { home: 3, away: 1 });
      const view = first.inner.exportState([ended]).games[0]!.game;
      const champ = first.inner.catalog.championships.find((c) => c.id === view.champId)!;
      await insertResult(database.db, gameResult(view, champ, Math.floor(clock.now() / 1000)));
      const savedBefore = await takeOverFeed(database.db);
      const { saved } = savedBefore;
      const staleEnded = saved!.games.find((g) => g.game.id === ended)!;
      staleEnded.game.isFinished = false; // as the last save before the finish had it
      const restored = await restorable(database.db, saved!, clock.now());
      const shown = restored.games.find((g) => g.game.id === ended)!;
      expect(shown.game).toMatchObject({ isFinished: true, status: GameStatus.Finished });
      expect(shown.game.score).toMatchObject({ home: 3, away: 1 });
      expect(shown.game.markets.flatMap((m) => m.outcomes).every((o) => o.isBlocked)).toBe(true);
      for (const game of restored.games) {
        const before = saved!.games.find((g) => g.game.id === game.game.id)!;
        expect(game.seq).toBe(before.seq + RESTORED_SEQ_GAP);
      }

      // The first holder was taken over from: its saves change nothing any more.
      const changed = first.inner.gameIds().find((id) => !live.includes(id))!;
      first.inner.setCoef(changed * 1000, 9.99);
      first.stop();
      await first.stopped();
      const second = await persistedSimulatedFeed(database, { seed: 5, clock });
      expect(second.inner.gameIds()).toEqual(
        expect.arrayContaining(ids.filter((id) => id !== ended)),
      );
      const coef = second.inner
        .exportState([changed])
        .games[0]!.game.markets.flatMap((m) => m.outcomes)
        .find((o) => o.id === changed * 1000)?.coef;
      expect(coef).not.toBe(9.99);
      second.stop();
      await second.stopped();
    } finally {
      await drop();
    }
  });

  it('stores the result of a game saved finished whose result was not stored (a crash between)', async () => {
    const { database, drop } = await backend.open();
    try {
      const clock = new ManualFeedClock(START);
      const simulation = { lineGames: 4, initialLiveGames: 3 };
      const first = await createSportsRuntime(database, {
        feed: 'simulated',
        seed: 8,
        clock,
        simulation,
      });
      first.start();
      const gameId = first.state.games().find((g) => g.status !== GameStatus.NotStarted)!.id;
      expect(feedControlOf(first.feed)!.finishGame(gameId, { home: 2, away: 1 })).toBe(true);
      await first.resultStored(gameId);
      await first.close();
      // The crash came after the feed saved the game finished, before its result was written.
      await database.db.deleteFrom('sport_results').where('game_id', '=', gameId).execute();

      const next = await createSportsRuntime(database, {
        feed: 'simulated',
        seed: 8,
        clock,
        simulation,
      });
      next.start();
      await next.resultStored(gameId);
      const stored = await listResults(database.db, { fromSec: 0, toSec: 2e9, limit: 10_000 });
      expect(stored.find((r) => r.gameId === gameId)?.score).toMatchObject({ home: 2, away: 1 });
      await next.close();
    } finally {
      await drop();
    }
  });

  it('draws new games when nothing was saved, and saves them for the next holder', async () => {
    const { database, drop } = await backend.open();
    try {
      const clock = new ManualFeedClock(START);
      const { generation, saved } = await takeOverFeed(database.db);
      expect(saved).toBeUndefined();
      const feed = new SimulatedFeed({ seed: 6, clock });
      const saver = new FeedSaver(() => database.db, feed, generation, undefined);
      feed.start();
      saver.start();
      await saver.saved();
      await saver.stop();
      const next = await takeOverFeed(database.db);
      expect(next.generation).toBe(generation + 1);
      expect(next.saved!.games.map((g) => g.game.id).sort()).toEqual(feed.gameIds().sort());
    } finally {
      await drop();
    }
  });
});
