// Browser cost of live odds: a line page of 200 games (1,000 odds cells)
// receiving 500 coefficient changes per second over the live stream, in Chromium, production
// build. The page uses the real stores, the real live client over the browser's EventSource and
// the real odds cell (bench/live/main.tsx); this script serves it, the game list and a stream in
// the server's SSE format (server/live/sseFrames.ts) that pushes one outcome change per delta.
// Prints components re-rendered per change (target 1, the cell) and the main thread's busy share
// (target under 35%) over a 10 s window: CPU time of the renderer's main thread (Chromium's
// ThreadTime) per second of wall time, and, for reference, its task time (TaskDuration), which
// also counts the time a task waited for a core on a loaded machine.
import { createServer, type ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { cpus, loadavg } from 'node:os';
import { buildBenchPage } from './benchBuild';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../tests/chromium';
import type { GameDelta, GameWithMarkets, Market } from '../domain/sports/types';

const GAMES = 200;
const CHANGES_PER_SECOND = 500;
const WARMUP_MS = 3_000;
const WINDOW_MS = 10_000;
const TARGET = { rendersPerChange: 1, busyShare: 0.35 };
const PORT = Number(process.env.BENCH_PORT ?? 8203);
const benchRoot = join(import.meta.dirname, 'live');
const outDir = join(import.meta.dirname, '..', 'dist', 'bench-live');
const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
};

function market(gameId: number, index: number, names: string[], coefs: number[]): Market {
  const id = gameId * 10 + index;
  return {
    id,
    typeId: index === 0 ? 1 : 17,
    kind: index === 0 ? 1 : 2,
    blockId: id,
    groupId: 1,
    name: index === 0 ? '1X2' : 'Total 2.5',
    isLive: false,
    isBannedExpress: false,
    isMain: true,
    outcomes: names.map((name, i) => ({
      id: id * 10 + i,
      typeId: i + 1,
      name,
      coef: coefs[i]!,
      isBlocked: false,
    })),
  };
}

function lineGames(): GameWithMarkets[] {
  return Array.from({ length: GAMES }, (_, i) => {
    const id = 1000 + i;
    return {
      id,
      number: 100 + i,
      permanentId: 50_000 + i,
      sportId: 1,
      champId: 1 + (i % 20),
      opponents: [
        { id: id * 2, name: `Home ${i}`, nameEn: `Home ${i}` },
        { id: id * 2 + 1, name: `Away ${i}`, nameEn: `Away ${i}` },
      ],
      startAt: Math.floor(Date.now() / 1000) + 3600 + i * 60,
      status: 1,
      timeSec: null,
      period: 0,
      score: { home: 0, away: 0, full: '0:0', periods: [], formatted: '0:0' },
      isLiveInLive: false,
      hasVideo: false,
      isFinished: false,
      isTop: false,
      marketsCount: 2,
      markets: [
        market(id, 0, ['1', 'X', '2'], [2.1, 3.3, 3.6]),
        market(id, 1, ['Over', 'Under'], [1.9, 1.9]),
      ],
    };
  });
}

/** Pushes CHANGES_PER_SECOND deltas, each moving one random outcome of a subscribed game. */
function pushChanges(res: ServerResponse, games: GameWithMarkets[], counter: { sent: number }) {
  const outcomes = games.flatMap((g) =>
    g.markets.flatMap((m) => m.outcomes.map((o) => ({ gameId: g.id, outcome: o }))),
  );
  const seq = new Map<number, number>();
  let random = 42;
  const next = () => (random = (random * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const started = Date.now();
  let sent = 0;
  const timer = setInterval(() => {
    const due = Math.floor(((Date.now() - started) * CHANGES_PER_SECOND) / 1000) - sent;
    const frames: string[] = [];
    for (let i = 0; i < due; i++) {
      const pick = outcomes[Math.floor(next() * outcomes.length)]!;
      const step = next() < 0.5 ? -0.05 : 0.05;
      pick.outcome.coef =
        Math.round(Math.min(15, Math.max(1.05, pick.outcome.coef + step)) * 100) / 100;
      const gameSeq = (seq.get(pick.gameId) ?? 0) + 1;
      seq.set(pick.gameId, gameSeq);
      const delta: GameDelta = {
        gameId: pick.gameId,
        seq: gameSeq,
        outcomes: [{ id: pick.outcome.id, coef: pick.outcome.coef, isBlocked: false }],
      };
      frames.push(
        `id: ${delta.gameId}:${delta.seq}\nevent: delta\ndata: ${JSON.stringify(delta)}\n\n`,
      );
    }
    sent += due;
    counter.sent += due;
    if (frames.length > 0) res.write(frames.join(''));
  }, 5);
  res.on('close', () => clearInterval(timer));
}

async function main(): Promise<void> {
  await buildBenchPage(benchRoot, outDir);

  const games = lineGames();
  const counter = { sent: 0 };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/web-api/sports/games') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ type: 'line', total: games.length, games, champs: [], sports: [] }));
      return;
    }
    if (url.pathname === '/web-api/sports/live/stream') {
      const ids = (url.searchParams.get('games') ?? '').split(',').map(Number);
      const subscribed = games.filter((g) => ids.includes(g.id));
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      res.write(
        `retry: 3000\nevent: subscribed\ndata: ${JSON.stringify({ games: ids, unknown: [] })}\n\n`,
      );
      pushChanges(res, subscribed, counter);
      return;
    }
    const file = join(outDir, url.pathname === '/' ? 'index.html' : url.pathname);
    readFile(file).then(
      (body) =>
        res
          .writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' })
          .end(body),
      () => res.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(PORT, '127.0.0.1', resolve));

  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`http://127.0.0.1:${PORT}/`);
    type BenchWindow = {
      benchLive?: {
        cells(): number;
        games(): number;
        liveMode(): string;
        reset(): void;
        read(): {
          commits: number;
          components: number;
          marked: number;
          deltas: number;
          movementCleared: number;
        };
      };
    };
    await page.waitForFunction(
      () => {
        const bench = (window as unknown as BenchWindow).benchLive;
        return bench !== undefined && bench.cells() === 1000 && bench.liveMode() === 'stream';
      },
      undefined,
      { timeout: 60_000 },
    );
    const games = await page.evaluate(() => (window as unknown as BenchWindow).benchLive!.games());
    await page.waitForTimeout(WARMUP_MS);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    const metric = async () => {
      const { metrics } = await cdp.send('Performance.getMetrics');
      const value = (name: string) => metrics.find((m) => m.name === name)?.value ?? 0;
      return {
        task: value('TaskDuration'),
        cpu: value('ThreadTime'),
        script: value('ScriptDuration'),
        style: value('RecalcStyleDuration'),
        layout: value('LayoutDuration'),
        at: value('Timestamp'),
      };
    };
    const before = await metric();
    await page.evaluate(() => (window as unknown as BenchWindow).benchLive!.reset());
    const sentBefore = counter.sent;
    await page.waitForTimeout(WINDOW_MS);
    const counts = await page.evaluate(() => (window as unknown as BenchWindow).benchLive!.read());
    const after = await metric();
    const sent = counter.sent - sentBefore;
    if (errors.length > 0) throw new Error(`page errors: ${errors.join('; ')}`);
    if (counts.deltas === 0) throw new Error('the page received no changes');

    const seconds = after.at - before.at;
    const busyShare = (after.cpu - before.cpu) / seconds;
    const taskShare = (after.task - before.task) / seconds;
    const perChange = counts.components / counts.deltas;
    const atChange = (counts.components - counts.movementCleared) / counts.deltas;
    const cellsPerChange = counts.marked / counts.deltas;
    const pct = (n: number) => `${(n * 100).toFixed(1)}%`;
    console.log(
      `line page: ${games} games, 1,000 odds cells; Chromium, production build; ${CHANGES_PER_SECOND} changes/s pushed over SSE, ${(WINDOW_MS / 1000).toFixed(0)} s window`,
    );
    console.log(
      `changes: sent ${sent}, received ${counts.deltas} (${(counts.deltas / seconds).toFixed(0)}/s); React commits ${counts.commits}`,
    );
    console.log(
      `components re-rendered per change: ${atChange.toFixed(3)} when the change lands (target ${TARGET.rendersPerChange}: ${atChange <= TARGET.rendersPerChange + 0.005 ? 'met' : 'NOT met'}); ${perChange.toFixed(3)} counting the same cell again when its up/down mark clears 3 s later (${counts.movementCleared} clears)`,
    );
    console.log(
      `  of all renders: odds cells ${cellsPerChange.toFixed(3)} per change, any other component ${((counts.components - counts.marked) / counts.deltas).toFixed(3)}`,
    );
    console.log(
      `  main thread per second: script ${pct((after.script - before.script) / seconds)}, style ${pct((after.style - before.style) / seconds)}, layout ${pct((after.layout - before.layout) / seconds)}`,
    );
    console.log(
      `main-thread busy share: ${pct(busyShare)} CPU (target < ${pct(TARGET.busyShare)}: ${busyShare < TARGET.busyShare ? 'met' : 'NOT met'}); task time ${pct(taskShare)} (includes waiting for a core; load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores)`,
    );
  } finally {
    await browser.close();
    server.close();
  }
}

await main();
