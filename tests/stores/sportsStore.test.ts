import { beforeEach, describe, expect, it } from 'vitest';
import { autorun } from 'mobx';
import {
  LIVE_APPLY_BATCH_MS,
  MAX_STREAM_GAMES,
  MOVEMENT_SHOW_MS,
  POLL_INTERVAL_MS,
  RESUBSCRIBE_DELAY_MS,
  SportsStore,
  sportsPaths,
} from '../../stores/sports';
import { fakeClock, flush } from '../runtime/fakeClock';
import {
  CHAMP,
  FakeEventSource,
  SPORT,
  fakeSportsApi,
  gamesAnswer,
  makeDetails,
  makeGame,
  score,
} from './sportsFixtures';
import { createEventStream } from '../../runtime/api';

function setup() {
  const api = fakeSportsApi();
  const clock = fakeClock(1_000_000);
  const store = new SportsStore({
    api,
    clock,
    openStream: (options) =>
      createEventStream({ ...options, createSource: (url) => new FakeEventSource(url) }),
  });
  return { api, clock, store };
}

const LINE = { type: 'line' } as const;

beforeEach(() => FakeEventSource.reset());

describe('SportsStore: loading', () => {
  it('loads a game list into normalised models and keeps the ids in order', async () => {
    const { api, store } = setup();
    api.answer(sportsPaths.games(LINE), {
      ok: true,
      data: gamesAnswer([makeGame(2), makeGame(1)]),
    });
    const list = store.gameList(LINE);
    expect(list.status).toBe('idle');
    const loading = store.loadGames(LINE);
    expect(list.status).toBe('loading');
    await loading;
    expect(list.status).toBe('ready');
    expect(list.data).toEqual({ gameIds: [2, 1], total: 2 });
    expect(store.gamesOf(list.data?.gameIds).map((g) => g.id)).toEqual([2, 1]);
    expect(store.champ(7)?.name).toBe('Premier League');
    expect(store.sport(1)?.slug).toBe('football');
    const game = store.game(1)!;
    const [market] = store.marketsOf(game);
    expect(market!.name).toBe('1X2');
    expect(store.outcomesOf(market!).map((o) => [o.id, o.coef])).toEqual([
      [101, 2.5],
      [102, 3.2],
      [103, 2.9],
    ]);
    expect(api.calls).toEqual(['/web-api/sports/games?type=line']);
  });

  it('shares a request in flight and keeps the data on screen when a reload fails', async () => {
    const { api, store } = setup();
    api.answer(sportsPaths.games(LINE), { ok: true, data: gamesAnswer([makeGame(1)]) });
    await Promise.all([store.loadGames(LINE), store.loadGames(LINE)]);
    expect(api.calls).toHaveLength(1);
    api.answer(sportsPaths.games(LINE), { ok: false, status: 503, message: 'down' });
    await store.loadGames(LINE);
    expect(store.gameList(LINE).status).toBe('ready');
    expect(store.gameList(LINE).data?.gameIds).toEqual([1]);
    expect(store.gameList(LINE).error).toBe('down');
  });

  it('loads one game with every market and its groups; 404 is missing', async () => {
    const { api, store } = setup();
    api.answer(sportsPaths.game(5), {
      ok: true,
      data: { game: makeDetails(5), champ: CHAMP, sport: SPORT },
    });
    await store.loadGame(5);
    expect(store.gameDetails(5).data?.groups.map((g) => g.name)).toEqual(['Main', 'Totals']);
    expect(store.marketsOf(store.game(5)!, 'all').map((m) => m.name)).toEqual(['1X2', 'Total 2.5']);
    await store.loadGame(6);
    expect(store.gameDetails(6).status).toBe('missing');
  });

  it('updates the same models when a game comes again, marking moved prices', async () => {
    const { api, store } = setup();
    api.answer(sportsPaths.games(LINE), { ok: true, data: gamesAnswer([makeGame(1)]) });
    await store.loadGames(LINE);
    const outcome = store.outcome(101)!;
    api.answer(sportsPaths.top('line'), {
      ok: true,
      data: gamesAnswer([makeGame(1, {}, [2.4, 3.2, 3.1])]),
    });
    await store.loadTopGames('line');
    expect(store.outcome(101)).toBe(outcome);
    expect(outcome.coef).toBe(2.4);
    expect(outcome.movement).toBe('down');
    expect(store.outcome(103)!.movement).toBe('up');
    expect(store.outcome(102)!.movement).toBeNull();
  });
});

describe('SportsStore: live deltas', () => {
  async function loaded() {
    const context = setup();
    context.api.answer(sportsPaths.games(LINE), {
      ok: true,
      data: gamesAnswer([makeGame(1), makeGame(2)]),
    });
    await context.store.loadGames(LINE);
    return context;
  }

  it('changes only the outcome a delta names, in place', async () => {
    const { store } = await loaded();
    const runs = { a: 0, b: 0, game1: 0, game2: 0 };
    const disposers = [
      autorun(() => void (store.outcome(101)!.coef, (runs.a += 1))),
      autorun(() => void (store.outcome(102)!.coef, (runs.b += 1))),
      autorun(() => void (store.game(1)!.score, store.game(1)!.status, (runs.game1 += 1))),
      autorun(() => void (store.outcome(201)!.coef, (runs.game2 += 1))),
    ];
    const before = store.outcome(101);
    store.applyDeltas([
      { gameId: 1, seq: 1, outcomes: [{ id: 101, coef: 2.6, isBlocked: false }] },
    ]);
    expect(store.outcome(101)).toBe(before);
    expect(store.outcome(101)!.coef).toBe(2.6);
    expect(runs).toEqual({ a: 2, b: 1, game1: 1, game2: 1 });
    disposers.forEach((dispose) => dispose());
  });

  it('applies score, clock, status and finish, and skips old or repeated deltas', async () => {
    const { store } = await loaded();
    store.applyDeltas([
      { gameId: 1, seq: 3, status: 2, timeSec: 600, period: 1, score: score(1, 0) },
      { gameId: 1, seq: 2, score: score(0, 5) },
      { gameId: 1, seq: 3, timeSec: 1 },
    ]);
    const game = store.game(1)!;
    expect([game.status, game.timeSec, game.period, game.score.full]).toEqual([2, 600, 1, '1:0']);
    expect(store.isGameLive(1)).toBe(true);
    store.applyDeltas([{ gameId: 1, seq: 4, status: 4, finished: true }]);
    expect(game.isFinished).toBe(true);
    expect(store.isGameLive(1)).toBe(false);
    store.applyDeltas([
      { gameId: 1, seq: 5, removed: true },
      { gameId: 99, seq: 1, timeSec: 5 },
    ]);
    expect(store.gamesOf([1, 2, 99]).map((g) => g.id)).toEqual([2]);
  });

  it('does not notify when a score arrives equal to the one held', async () => {
    const { store } = await loaded();
    let runs = 0;
    const dispose = autorun(() => void (store.game(1)!.score, (runs += 1)));
    store.applyDeltas([{ gameId: 1, seq: 1, score: score(0, 0) }]);
    expect(runs).toBe(1);
    dispose();
  });

  it('shows the movement for MOVEMENT_SHOW_MS after the last change', async () => {
    const { store, clock } = await loaded();
    const outcome = store.outcome(101)!;
    store.applyDeltas([
      { gameId: 1, seq: 1, outcomes: [{ id: 101, coef: 2.7, isBlocked: false }] },
    ]);
    expect([outcome.movement, outcome.previousCoef]).toEqual(['up', 2.5]);
    await clock.advance(MOVEMENT_SHOW_MS - 1000);
    store.applyDeltas([{ gameId: 1, seq: 2, outcomes: [{ id: 101, coef: 2.2, isBlocked: true }] }]);
    expect([outcome.movement, outcome.isBlocked]).toEqual(['down', true]);
    await clock.advance(MOVEMENT_SHOW_MS - 500);
    expect(outcome.movement).toBe('down');
    await clock.advance(1000);
    expect(outcome.movement).toBeNull();
    expect(clock.pending()).toEqual([]);
  });

  it('adds a game the feed creates', () => {
    const { store } = setup();
    store.applyDeltas([{ gameId: 8, seq: 1, created: makeDetails(8) }]);
    expect(store.game(8)!.allMarketIds).toEqual([80, 81]);
    expect(store.outcome(805)!.name).toBe('Under');
  });
});

describe('SportsStore: live subscription', () => {
  async function subscribed() {
    const context = setup();
    context.api.answer(sportsPaths.games(LINE), {
      ok: true,
      data: gamesAnswer([makeGame(1), makeGame(2), makeGame(3)]),
    });
    await context.store.loadGames(LINE);
    return context;
  }

  it('opens one stream for the union of the subscribed games, ref-counted', async () => {
    const { store, clock } = await subscribed();
    const first = store.subscribe([1, 2]);
    const second = store.subscribe([2, 3]);
    expect(FakeEventSource.instances).toHaveLength(0); // settles first
    await clock.advance(RESUBSCRIBE_DELAY_MS);
    expect(FakeEventSource.instances).toHaveLength(1);
    expect(FakeEventSource.latest().url).toBe('/web-api/sports/live/stream?games=1,2,3');
    expect(store.live.mode).toBe('connecting');
    first();
    first(); // a second call changes nothing
    await clock.advance(RESUBSCRIBE_DELAY_MS);
    expect(FakeEventSource.latest().url).toBe('/web-api/sports/live/stream?games=2,3');
    const third = store.subscribe([3]);
    await clock.advance(RESUBSCRIBE_DELAY_MS);
    expect(FakeEventSource.instances).toHaveLength(2); // 3 was subscribed already
    second();
    await clock.advance(RESUBSCRIBE_DELAY_MS);
    expect(FakeEventSource.latest().url).toBe('/web-api/sports/live/stream?games=3');
    third();
    await clock.advance(RESUBSCRIBE_DELAY_MS);
    expect(FakeEventSource.latest().closed).toBe(true);
    expect(store.live.mode).toBe('idle');
  });

  it('opens the stream after the seqs of the copies it holds, so they are not sent again', async () => {
    const { api, store, clock } = setup();
    api.answer(sportsPaths.games(LINE), {
      ok: true,
      data: gamesAnswer([makeGame(1, { seq: 12 }), makeGame(2, { seq: 3 }), makeGame(3)]),
    });
    await store.loadGames(LINE);
    store.subscribe([1, 2, 3]);
    await clock.advance(RESUBSCRIBE_DELAY_MS);
    expect(FakeEventSource.latest().url).toBe(
      '/web-api/sports/live/stream?games=1,2,3&seqs=12,3,0',
    );
    const source = FakeEventSource.latest();
    source.open();
    source.emit('delta', { gameId: 2, seq: 3, timeSec: 1 }, '2:3'); // already held: skipped
    source.emit('delta', { gameId: 2, seq: 4, timeSec: 70 }, '2:4');
    await clock.advance(LIVE_APPLY_BATCH_MS);
    expect(store.game(2)!.timeSec).toBe(70);
    source.fail();
    await clock.advance(1000);
    expect(FakeEventSource.latest().url).toBe(
      '/web-api/sports/live/stream?games=1,2,3&seqs=12,4,0',
    );
  });

  it('applies delta and snapshot events and resumes after a drop after the seqs it holds', async () => {
    const { store, clock } = await subscribed();
    store.subscribe([1, 2]);
    await clock.advance(RESUBSCRIBE_DELAY_MS);
    const source = FakeEventSource.latest();
    source.open();
    expect(store.live.mode).toBe('stream');
    source.emit('subscribed', { games: [1], unknown: [2] });
    source.emit(
      'delta',
      { gameId: 1, seq: 4, outcomes: [{ id: 101, coef: 3, isBlocked: false }] },
      '1:4',
    );
    source.emit('snapshot', { gameId: 1, seq: 6, status: 2, timeSec: 60 }, '1:6');
    source.emit('delta', '{broken', '1:7');
    // Applied together, one batch later: observers run once for the whole batch.
    let runs = 0;
    const dispose = autorun(() => void (store.outcome(101)!.coef, store.game(1)!.timeSec, runs++));
    expect(store.outcome(101)!.coef).toBe(2.5);
    await clock.advance(LIVE_APPLY_BATCH_MS);
    expect(runs).toBe(2);
    dispose();
    expect(store.outcome(101)!.coef).toBe(3);
    expect(store.game(1)!.timeSec).toBe(60);
    expect(store.live.unknownGameIds).toEqual([2]);
    expect(store.live.malformedEvents).toBe(1);
    source.fail();
    await clock.advance(1000);
    // After the seq it applied: the unreadable 1:7 is asked for again.
    expect(FakeEventSource.latest().url).toBe('/web-api/sports/live/stream?games=1,2&seqs=6,0');
  });

  it('falls back to polling when the stream cannot be held, and stops when it is back', async () => {
    const { api, store, clock } = await subscribed();
    store.applyDeltas([{ gameId: 9, seq: 1, created: makeDetails(9) }]); // in no list
    api.answer(sportsPaths.games(LINE), {
      ok: true,
      data: gamesAnswer([makeGame(1, {}, [2.1, 3.2, 2.9]), makeGame(2), makeGame(3)]),
    });
    api.answer(sportsPaths.multi([9]), {
      ok: true,
      data: { games: [makeDetails(9, {}, [1.5, 4, 6])], missingIds: [] },
    });
    store.subscribe([1, 2, 9]);
    await clock.advance(RESUBSCRIBE_DELAY_MS);
    for (const delay of [1000, 2000]) {
      FakeEventSource.latest().fail();
      await clock.advance(delay);
    }
    FakeEventSource.latest().fail(); // third failure in a row
    expect(store.live.mode).toBe('polling');
    api.calls.length = 0;
    await clock.advance(POLL_INTERVAL_MS.line - 1);
    expect(api.calls).toEqual([]);
    await clock.advance(1);
    await flush();
    // One request refreshes the list that shows games 1 and 2; game 9 is asked by id.
    expect(api.calls).toEqual(['/web-api/sports/games?type=line', '/web-api/sports/multi?ids=9']);
    expect(store.outcome(101)!.coef).toBe(2.1);
    expect(store.outcome(901)!.coef).toBe(1.5);
    // Still failing: another poll one interval later; the stream retried meanwhile.
    await clock.advance(POLL_INTERVAL_MS.line);
    expect(api.calls).toHaveLength(4);
    expect(FakeEventSource.instances).toHaveLength(4); // the stream retried 4 s after failing
    FakeEventSource.latest().open();
    expect(store.live.mode).toBe('stream');
    api.calls.length = 0;
    await clock.advance(POLL_INTERVAL_MS.line * 3);
    expect(api.calls).toEqual([]);
  });

  it('marks the odds stale while the server says so, keeping them, until it says they are current', async () => {
    const { store, clock } = await subscribed();
    store.subscribe([1, 2]);
    await clock.advance(RESUBSCRIBE_DELAY_MS);
    const source = FakeEventSource.latest();
    source.open();
    expect(store.live.stale).toBe(false);
    source.emit('status', { stale: true });
    expect(store.live.stale).toBe(true);
    expect(store.outcome(101)!.coef).toBe(2.5);
    source.emit('status', { stale: false });
    expect(store.live.stale).toBe(false);
    // A stream that drops while stale opens current, unless the server says otherwise again.
    source.emit('status', { stale: true });
    source.fail();
    await clock.advance(1000);
    expect(store.live.stale).toBe(true);
    FakeEventSource.latest().open();
    expect(store.live.stale).toBe(false);
  });

  it('marks the odds stale while neither the stream nor polling reaches the server', async () => {
    const { api, store, clock } = await subscribed();
    api.answer(sportsPaths.games(LINE), { ok: false, status: 503, message: 'unavailable' });
    store.subscribe([1, 2]);
    await clock.advance(RESUBSCRIBE_DELAY_MS);
    for (const delay of [1000, 2000]) {
      FakeEventSource.latest().fail();
      await clock.advance(delay);
    }
    FakeEventSource.latest().fail();
    expect(store.live.mode).toBe('polling');
    expect(store.live.stale).toBe(false); // nothing failed yet but the stream
    await clock.advance(POLL_INTERVAL_MS.line);
    await flush();
    expect(store.live.stale).toBe(true);
    // The last odds stay on screen.
    expect(store.outcome(101)!.coef).toBe(2.5);
    api.answer(sportsPaths.games(LINE), {
      ok: true,
      data: gamesAnswer([makeGame(1, {}, [2.1, 3.2, 2.9]), makeGame(2), makeGame(3)]),
    });
    await clock.advance(POLL_INTERVAL_MS.line);
    await flush();
    expect(store.live.stale).toBe(false);
    expect(store.outcome(101)!.coef).toBe(2.1);
  });

  it('streams at most MAX_STREAM_GAMES games and polls the rest by id', async () => {
    const { api, store, clock } = setup();
    const ids = Array.from({ length: MAX_STREAM_GAMES + 2 }, (_, i) => i + 1);
    store.subscribe(ids);
    await clock.advance(RESUBSCRIBE_DELAY_MS);
    const url = FakeEventSource.latest().url;
    expect(url.split('games=')[1]!.split(',')).toHaveLength(MAX_STREAM_GAMES);
    FakeEventSource.latest().open();
    await clock.advance(POLL_INTERVAL_MS.line);
    await flush();
    expect(api.calls).toEqual([
      `/web-api/sports/multi?ids=${MAX_STREAM_GAMES + 1},${MAX_STREAM_GAMES + 2}`,
    ]);
    store.dispose();
    expect(FakeEventSource.latest().closed).toBe(true);
    expect(clock.pending()).toEqual([]);
    expect(store.live.mode).toBe('idle');
  });

  it('polls at the live interval when a subscribed game is live (SPEC section 9)', async () => {
    const { store } = await subscribed();
    const stop = store.subscribe([1]);
    expect(store.live.pollIntervalMs).toBe(POLL_INTERVAL_MS.line);
    store.applyDeltas([{ gameId: 1, seq: 1, status: 2 }]);
    expect(store.live.pollIntervalMs).toBe(POLL_INTERVAL_MS.live);
    store.subscribe([1], { livePollMs: 3000 });
    expect(store.live.pollIntervalMs).toBe(3000);
    stop();
    store.dispose();
  });
});
