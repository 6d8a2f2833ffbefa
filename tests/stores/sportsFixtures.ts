// Test data and fakes for the sports stores: games in the API shape, a fake API answering the
// sports paths, and a fake EventSource the live stream opens.
import type { ApiClient, ApiResult, EventSourceLike } from '../../runtime/api';
import type {
  Championship,
  GameDetails,
  GameScore,
  GameWithMarkets,
  Market,
  Sport,
} from '../../domain/sports/types';

export const score = (home: number, away: number): GameScore => ({
  home,
  away,
  full: `${home}:${away}`,
  periods: [{ home, away }],
  formatted: `${home}:${away}`,
});

/** Game `id` with one 1X2 market (id*10) whose outcomes are id*100 + 1..3. */
export function makeGame(
  id: number,
  overrides: Partial<GameWithMarkets> = {},
  coefs: [number, number, number] = [2.5, 3.2, 2.9],
): GameWithMarkets {
  const market: Market = {
    id: id * 10,
    typeId: 1,
    kind: 1,
    blockId: id * 10,
    groupId: 1,
    name: '1X2',
    isLive: false,
    isBannedExpress: false,
    isMain: true,
    outcomes: coefs.map((coef, i) => ({
      id: id * 100 + i + 1,
      typeId: i + 1,
      name: ['1', 'X', '2'][i]!,
      coef,
      isBlocked: false,
    })),
  };
  return {
    id,
    number: 100 + id,
    permanentId: 9000 + id,
    sportId: 1,
    champId: 7,
    opponents: [
      { id: id * 2, name: `Home ${id}`, nameEn: `Home ${id}` },
      { id: id * 2 + 1, name: `Away ${id}`, nameEn: `Away ${id}` },
    ],
    startAt: 1_800_000_000,
    status: 1,
    timeSec: null,
    period: 0,
    score: score(0, 0),
    isLiveInLive: false,
    hasVideo: false,
    isFinished: false,
    isTop: false,
    marketsCount: 1,
    markets: [market],
    ...overrides,
  };
}

export function makeDetails(
  id: number,
  overrides: Partial<GameWithMarkets> = {},
  coefs?: [number, number, number],
): GameDetails {
  const game = makeGame(id, overrides, coefs);
  const total: Market = {
    id: id * 10 + 1,
    typeId: 17,
    kind: 2,
    blockId: id * 10 + 1,
    groupId: 2,
    name: 'Total 2.5',
    param: 2.5,
    isLive: false,
    isBannedExpress: false,
    isMain: false,
    outcomes: [
      { id: id * 100 + 4, typeId: 9, name: 'Over', coef: 1.9, isBlocked: false },
      { id: id * 100 + 5, typeId: 10, name: 'Under', coef: 1.9, isBlocked: false },
    ],
  };
  return {
    ...game,
    marketsCount: 2,
    markets: [...game.markets, total],
    groups: [
      { id: 1, name: 'Main', order: 1 },
      { id: 2, name: 'Totals', order: 2 },
    ],
  };
}

export const CHAMP: Championship = {
  id: 7,
  sportId: 1,
  name: 'Premier League',
  nameEn: 'Premier League',
  country: { id: 44, code: 'GB', name: 'England' },
  isTop: true,
  order: 1,
};

export const SPORT: Sport = {
  id: 1,
  name: 'Football',
  nameEn: 'Football',
  slug: 'football',
  categoryId: 1,
  isCyber: false,
  order: 1,
};

/** GET /web-api/sports/games answer. */
export function gamesAnswer(games: GameWithMarkets[], type: 'live' | 'line' = 'line') {
  return { type, total: games.length, games, champs: [CHAMP], sports: [SPORT] };
}

export interface FakeApi extends ApiClient {
  /** Paths asked, in order. */
  calls: string[];
  /** Answers by path (exact) or by a function of the path. */
  answer(path: string | ((path: string) => boolean), result: ApiResult<unknown>): void;
}

export function fakeSportsApi(): FakeApi {
  const answers: { match: (path: string) => boolean; result: ApiResult<unknown> }[] = [];
  const calls: string[] = [];
  return {
    calls,
    answer(path, result) {
      answers.unshift({
        match: typeof path === 'string' ? (p) => p === path : path,
        result,
      });
    },
    getJson<T>(path: string) {
      calls.push(path);
      const found = answers.find((a) => a.match(path));
      const result = found?.result ?? { ok: false, status: 404, message: `No such path ${path}` };
      return Promise.resolve(structuredClone(result) as ApiResult<T>);
    },
    postJson: () => Promise.resolve({ ok: false, status: 405, message: 'not in these tests' }),
    putJson: () => Promise.resolve({ ok: false, status: 405, message: 'not in these tests' }),
    deleteJson: () => Promise.resolve({ ok: false, status: 405, message: 'not in these tests' }),
    report: () => undefined,
  };
}

/** An EventSource the test drives: open(), emit(), fail(). */
export class FakeEventSource implements EventSourceLike {
  static instances: FakeEventSource[] = [];
  readyState = 0;
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  private lastId = '';
  private readonly listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();

  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }

  static latest(): FakeEventSource {
    const latest = FakeEventSource.instances.at(-1);
    if (!latest) throw new Error('no EventSource was opened');
    return latest;
  }

  static reset(): void {
    FakeEventSource.instances = [];
  }

  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close(): void {
    this.closed = true;
    this.readyState = 2;
  }

  open(): void {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }

  /** An event as the browser delivers it: `id` (when given) becomes the last event id. */
  emit(type: string, data: unknown, id?: string): void {
    if (id !== undefined) this.lastId = id;
    const event = new MessageEvent<string>(type, {
      data: typeof data === 'string' ? data : JSON.stringify(data),
      lastEventId: this.lastId,
    });
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }

  fail(): void {
    this.readyState = 2;
    this.onerror?.(new Event('error'));
  }
}
