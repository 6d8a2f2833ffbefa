// The realistic mix of bench:cluster, through nginx: customers (registered, funded by a sandbox
// deposit, each with a real-money session of a built-in slot), then concurrent clients that each
// loop over the mix (80 % browsing, 10 % live streams, 8 % coupon placements, 1 % deposits, 1 %
// casino spins) recording every latency, and live-stream watchers that stay connected and
// reconnect the way the site's client does (1 s after a stream ends, resuming).
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { parseSse } from '../tests/server/live/sseTestClient';
import {
  mainAccountId,
  mainBalance,
  registerCustomer,
  request,
  sandboxDeposit,
  type HttpTarget,
  type RegisteredCustomer,
} from './httpCustomers';

export type Kind = 'browse' | 'live' | 'place' | 'deposit' | 'casino';
export const KINDS: readonly Kind[] = ['browse', 'live', 'place', 'deposit', 'casino'];

/** The mix, in per cent of actions. */
const MIX: readonly [Kind, number][] = [
  ['browse', 80],
  ['live', 10],
  ['place', 8],
  ['deposit', 1],
  ['casino', 1],
];

/** What a browsing visitor asks for: pages and the site's config, lists behind them. */
const BROWSE_PATHS: readonly { path: string; html?: boolean }[] = [
  { path: '/ru/', html: true },
  { path: '/ru/live', html: true },
  { path: '/bff-api/config/all.json?lang=ru' },
  { path: '/web-api/sports/games?type=line&limit=50&lng=ru' },
  { path: '/web-api/sports/games?type=live&limit=50&lng=ru' },
  { path: '/web-api/casino/games?pageSize=24' },
];

/** How long a browsing live stream stays open (a short visit of the live page). */
const STREAM_HOLD_MS = 1_500;
/** A request with no answer by then counts as an error. */
const REQUEST_TIMEOUT_MS = 15_000;
/** The site's client reconnects this long after an open stream ended (runtime/api/eventStream.ts). */
const RECONNECT_AFTER_MS = 1_000;
const DEPOSIT_MINOR = 10_000_000;
const SMALL_DEPOSIT_MINOR = 10_000;
const STAKE_MAJOR = 10;
const SET_UP_AT_ONCE = 6;

export interface Sample {
  kind: Kind;
  /** performance.now() when the action started. */
  startedAt: number;
  ms: number;
  ok: boolean;
  /** A placement refused by a rule (409): answered, not an error; its first refusal code. */
  refused?: string;
  /** Of an error: the status answered, or 0 when none came (connection cut, timeout). */
  status?: number;
}

/** What the site acknowledged: each must be in the database exactly once. */
export interface Acknowledged {
  placements: { userId: string; key: string; couponIds: number[] }[];
  deposits: string[];
  spins: { roundId: string; session: string }[];
}

export interface BenchCustomer extends RegisteredCustomer {
  accountId: number;
  session: string;
  stake: number;
}

export interface Pick {
  gameId: number;
  outcomeId: number;
  coef: number;
}

/** The target for client `n`: its own loopback address, as customers come from many. */
export function clientTarget(port: number, n: number): HttpTarget {
  const localAddress = `127.0.${1 + Math.floor(n / 250)}.${1 + (n % 250)}`;
  return {
    host: '127.0.0.1',
    port,
    agent: new http.Agent({ keepAlive: true, maxSockets: 4, localAddress }),
  };
}

function localAddressOf(target: HttpTarget): string | undefined {
  return (target.agent as unknown as { options: { localAddress?: string } }).options.localAddress;
}

async function waitFor<T>(
  what: string,
  timeoutMs: number,
  probe: () => Promise<T | undefined>,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`waited ${timeoutMs / 1000} s for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Line games far from kick-off with an open result market: the home outcome of each. */
export async function linePicks(target: HttpTarget, count: number): Promise<Pick[]> {
  return waitFor('line games to bet on', 120_000, () => currentPicks(target, count));
}

/** `count` picks of the line as the site lists it now, or undefined when it has fewer. */
export async function currentPicks(target: HttpTarget, count: number): Promise<Pick[] | undefined> {
  const res = await request(target, 'GET', '/web-api/sports/games?type=line&limit=300');
  if (res.status !== 200) return undefined;
  const { games } = JSON.parse(res.body) as {
    games: {
      id: number;
      status: number;
      isLiveInLive: boolean;
      startAt: number;
      markets: { kind: number; outcomes: { id: number; coef: number; isBlocked: boolean }[] }[];
    }[];
  };
  const now = Date.now() / 1000;
  const picks = games
    .filter((g) => g.status === 1 && !g.isLiveInLive && g.startAt - now > 30 * 60)
    .flatMap((g) => {
      const market = g.markets[0];
      const home = market?.outcomes[0];
      if (!market || !home || market.kind !== 1 || home.isBlocked) return [];
      return [{ gameId: g.id, outcomeId: home.id, coef: home.coef }];
    })
    .slice(0, count);
  return picks.length === count ? picks : undefined;
}

/** The ids of up to `count` live games the site serves now. */
export async function liveGameIds(target: HttpTarget, count = 10): Promise<number[] | undefined> {
  const res = await request(target, 'GET', '/web-api/sports/games?type=live&limit=50');
  if (res.status !== 200) return undefined;
  const ids = (JSON.parse(res.body) as { games: { id: number }[] }).games.map((g) => g.id);
  return ids.length > 0 ? ids.slice(0, count) : undefined;
}

/** The built-in slot's catalogue game id and engine key. */
async function builtinSlot(target: HttpTarget): Promise<{ gameId: number; engineKey: string }> {
  const res = await request(target, 'GET', '/web-api/casino/search?q=Fruit%20Fives');
  const { items } = JSON.parse(res.body) as { items: { id: number; engineKey: string | null }[] };
  const slot = items.find((game) => game.engineKey === 'builtin-slot');
  if (!slot) throw new Error(`no built-in slot in the catalogue: ${res.status} ${res.body}`);
  return { gameId: slot.id, engineKey: slot.engineKey! };
}

/** Customers registered, funded and each given a real-money slot session, through the site. */
export async function makeCustomers(target: HttpTarget, count: number): Promise<BenchCustomer[]> {
  const slot = await builtinSlot(target);
  const customers: BenchCustomer[] = [];
  const makeOne = async () => {
    const registered = await registerCustomer(target);
    const accountId = await mainAccountId(target, registered);
    await sandboxDeposit(target, registered, DEPOSIT_MINOR);
    await waitFor('the deposit callback', 60_000, async () =>
      (await mainBalance(target, registered)) >= DEPOSIT_MINOR ? true : undefined,
    );
    const launch = await request(target, 'POST', '/web-api/games/launch', {
      json: { gameId: slot.gameId, mode: 'real', lng: 'ru' },
      cookie: registered.cookie,
    });
    if (launch.status !== 200) throw new Error(`launch: ${launch.status} ${launch.body}`);
    const { sessionId } = JSON.parse(launch.body) as { sessionId: string };
    const started = await request(target, 'POST', '/builtin-provider/api/start', {
      json: { session: sessionId, engineKey: slot.engineKey },
    });
    if (started.status !== 200) throw new Error(`slot start: ${started.status} ${started.body}`);
    const { stakes } = JSON.parse(started.body) as { stakes: number[] };
    customers.push({ ...registered, accountId, session: sessionId, stake: stakes[0]! });
  };
  // A few at once: each waits for its deposit's callback.
  for (let made = 0; made < count; made += SET_UP_AT_ONCE) {
    await Promise.all(
      Array.from({ length: Math.min(SET_UP_AT_ONCE, count - made) }, () => makeOne()),
    );
  }
  return customers;
}

function pickKind(): Kind {
  let roll = Math.random() * 100;
  for (const [kind, share] of MIX) {
    roll -= share;
    if (roll < 0) return kind;
  }
  return 'browse';
}

/**
 * Opens a live stream of `games` from `localAddress`; resolves with the status and, on 200, once
 * the `subscribed` event arrived. The stream is then held `holdMs` and closed in the background.
 */
function browseLiveStream(
  port: number,
  games: number[],
  localAddress: string | undefined,
  holdMs: number,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      {
        host: '127.0.0.1',
        port,
        path: `/web-api/sports/live/stream?games=${games.join(',')}`,
        agent: false,
        ...(localAddress ? { localAddress } : {}),
        timeout: REQUEST_TIMEOUT_MS,
      },
      (res) => {
        if (res.statusCode !== 200) {
          res.resume();
          resolve(res.statusCode ?? 0);
          return;
        }
        let text = '';
        let subscribed = false;
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          if (subscribed) return;
          text += chunk;
          if (parseSse(text).events.some((e) => e.event === 'subscribed')) {
            subscribed = true;
            resolve(200);
            setTimeout(() => req.destroy(), holdMs).unref();
          }
        });
        res.on('error', () => undefined);
        res.on('close', () => resolve(0));
      },
    );
    req.on('timeout', () => req.destroy(new Error('no answer')));
    req.on('error', (err) => reject(err));
  });
}

export interface MixContext {
  port: number;
  customers: BenchCustomer[];
  /** What placements bet on (refreshed by the runner: a feed takeover replaces the games). */
  picks: () => Pick[];
  /** The live games browsing streams subscribe to (refreshed by the runner). */
  liveGames: () => number[];
  acknowledged: Acknowledged;
}

/** One action of the mix; its sample (errors are samples too, never thrown). */
async function runAction(
  kind: Kind,
  target: HttpTarget,
  customer: BenchCustomer,
  mix: MixContext,
): Promise<Sample> {
  const startedAt = performance.now();
  const done = (ok: boolean, refused?: string, status?: number): Sample => ({
    kind,
    startedAt,
    ms: performance.now() - startedAt,
    ok,
    ...(refused ? { refused } : {}),
    ...(ok ? {} : { status: status ?? 0 }),
  });
  const timeoutMs = REQUEST_TIMEOUT_MS;
  try {
    switch (kind) {
      case 'browse': {
        const { path, html } = BROWSE_PATHS[Math.floor(Math.random() * BROWSE_PATHS.length)]!;
        const res = await request(target, 'GET', path, {
          headers: { accept: html ? 'text/html' : 'application/json', 'accept-encoding': 'gzip' },
          timeoutMs,
        });
        return done(res.status === 200, undefined, res.status);
      }
      case 'live': {
        const status = await browseLiveStream(
          mix.port,
          mix.liveGames(),
          localAddressOf(target),
          STREAM_HOLD_MS,
        );
        // Games retired by a feed takeover between two list refreshes: answered, not broken.
        return done(status === 200 || status === 404, undefined, status);
      }
      case 'place': {
        const picks = mix.picks();
        const pick = picks[Math.floor(Math.random() * picks.length)]!;
        const key = randomUUID();
        const res = await request(target, 'POST', '/web-api/coupon/place', {
          json: {
            typeId: 9,
            accountId: customer.accountId,
            amount: STAKE_MAJOR,
            // Any price change accepted: a moving live price is no refusal here.
            changeCoefAction: 2,
            bets: [pick],
          },
          cookie: customer.cookie,
          headers: { 'idempotency-key': key },
          timeoutMs,
        });
        if (res.status === 200) {
          const { coupons } = JSON.parse(res.body) as { coupons: { id: number }[] };
          mix.acknowledged.placements.push({
            userId: customer.userId,
            key,
            couponIds: coupons.map((c) => c.id),
          });
          return done(true);
        }
        if (res.status === 409) {
          const { refusals } = JSON.parse(res.body) as { refusals: { code: string }[] };
          return done(true, refusals[0]?.code ?? 'refused');
        }
        return done(false, undefined, res.status);
      }
      case 'deposit': {
        const paymentId = await sandboxDeposit(target, customer, SMALL_DEPOSIT_MINOR, timeoutMs);
        mix.acknowledged.deposits.push(paymentId);
        return done(true);
      }
      case 'casino': {
        const res = await request(target, 'POST', '/builtin-provider/api/slot/spin', {
          json: { session: customer.session, stake: customer.stake, requestId: randomUUID() },
          timeoutMs,
        });
        if (res.status !== 200) return done(false, undefined, res.status);
        const { round } = JSON.parse(res.body) as { round: { roundId: string } };
        mix.acknowledged.spins.push({ roundId: round.roundId, session: customer.session });
        return done(true);
      }
    }
  } catch {
    return done(false);
  }
}

/**
 * `clients` concurrent loops over the mix until `untilMs` (performance.now()); each client is one
 * customer from its own address. Every action's sample is kept.
 */
export async function runMix(
  mix: MixContext,
  clients: number,
  untilMs: number,
  samples: Sample[],
): Promise<void> {
  const loop = async (n: number) => {
    const target = clientTarget(mix.port, n);
    const customer = mix.customers[n % mix.customers.length]!;
    try {
      while (performance.now() < untilMs) {
        samples.push(await runAction(pickKind(), target, customer, mix));
      }
    } finally {
      target.agent.destroy();
    }
  };
  await Promise.all(Array.from({ length: clients }, (_, n) => loop(n)));
}

/** A live-stream watcher's record: every time it was cut and how long until it was back. */
export interface WatcherRecord {
  /** ms from the end of a stream to the next `subscribed` (reconnect delay included). */
  gaps: number[];
  /** Cut and not back when the run ended. */
  stillAway: boolean;
}

/**
 * A client that keeps a live stream open like the site's page does: when the stream ends it
 * waits 1 s (doubling after failed attempts), then reconnects with its last event id; games the
 * site no longer knows (404) make it read the live list again.
 */
export function watchLive(
  port: number,
  n: number,
  initialGames: number[],
): { done: Promise<WatcherRecord>; stop(): void } {
  const record: WatcherRecord = { gaps: [], stillAway: false };
  let stopped = false;
  let current: http.ClientRequest | undefined;
  const until = () => stopped;
  const localAddress = `127.0.9.${1 + n}`;
  const listTarget: HttpTarget = {
    host: '127.0.0.1',
    port,
    agent: new http.Agent({ keepAlive: false, localAddress }),
  };
  let games = initialGames;
  let lastEventId: string | undefined;
  let cutAt: number | undefined;
  const connect = () =>
    new Promise<number>((resolve) => {
      const req = http.get(
        {
          host: '127.0.0.1',
          port,
          path: `/web-api/sports/live/stream?games=${games.join(',')}`,
          agent: false,
          localAddress,
          headers: lastEventId ? { 'last-event-id': lastEventId } : {},
        },
        (res) => {
          if (res.statusCode !== 200) {
            res.resume();
            resolve(res.statusCode ?? 0);
            return;
          }
          let buffer = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            const { events, rest } = parseSse(buffer + chunk);
            buffer = rest;
            for (const event of events) {
              if (event.id) lastEventId = event.id;
              if (event.event === 'subscribed' && cutAt !== undefined) {
                record.gaps.push(performance.now() - cutAt);
                cutAt = undefined;
              }
            }
          });
          res.on('error', () => undefined);
          res.on('close', () => resolve(200));
        },
      );
      current = req;
      req.on('error', () => resolve(0));
    });
  const run = async () => {
    let delay = RECONNECT_AFTER_MS;
    while (!until()) {
      const status = await connect();
      if (until()) break;
      cutAt ??= performance.now();
      if (status === 404) {
        // The games are gone (a feed takeover): the page reads the live list again at once.
        lastEventId = undefined;
        games = (await liveGameIds(listTarget).catch(() => undefined)) ?? games;
        // The process the stream lands on may learn new games a moment after the list's.
        await new Promise((resolve) => setTimeout(resolve, 200));
        continue;
      }
      if (status === 200) delay = RECONNECT_AFTER_MS;
      await new Promise((resolve) => setTimeout(resolve, delay));
      if (status !== 200) delay = Math.min(delay * 2, 30_000);
    }
    record.stillAway = cutAt !== undefined;
    return record;
  };
  return {
    done: run(),
    stop() {
      stopped = true;
      current?.destroy();
    },
  };
}
