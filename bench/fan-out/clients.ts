// The fan-out bench's clients, in their own process (their CPU is not the server's): N SSE
// streams over plain HTTP, each subscribed to a random set of games. For every delta received it
// takes the delay since the server produced it (the time arrives from the parent over IPC).
import http from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { preciseNow, type ClientsConfig, type FromClients, type ToClients } from './protocol';

const DELTA_ID = /id: (\d+:\d+)\nevent: delta\n/g;
const CONNECTS_AT_ONCE = 100;
/** Produce times are kept this long for late receivers, then forgotten. */
const KEEP_PRODUCED_MS = 30_000;

const send = (message: FromClients) => process.send?.(message);

const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
const produced = new Map<string, number>();
/** Deltas received before their produce time came over IPC: id → receive times. */
const early = new Map<string, number[]>();
const subscribers = new Map<number, number>();
let measuring = false;
let delays: number[] = [];
let expected = 0;
let cpuAtStart = process.cpuUsage();
let wallAtStart = 0;
const loopDelay = monitorEventLoopDelay({ resolution: 10 });

function record(id: string, receivedAt: number): void {
  const at = produced.get(id);
  if (at === undefined) {
    const list = early.get(id);
    if (list) list.push(receivedAt);
    else early.set(id, [receivedAt]);
    return;
  }
  if (measuring) delays.push(receivedAt - at);
}

function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Each client from its own loopback address, 127.0.1.1 to 127.0.1.250, as customers from many
 * places: one address holds at most MAX_STREAMS_PER_ADDRESS streams (server/live/liveLimits.ts).
 */
function clientAddress(index: number): string {
  return `127.0.1.${(index % 250) + 1}`;
}

function openStream(port: number, games: number[], index: number): Promise<boolean> {
  return new Promise((resolve) => {
    const req = http.get(
      {
        host: '127.0.0.1',
        port,
        agent,
        localAddress: clientAddress(index),
        path: `/web-api/sports/live/stream?games=${games.join(',')}`,
      },
      (res) => {
        if (res.statusCode !== 200) {
          res.resume();
          resolve(false);
          return;
        }
        res.setEncoding('utf8');
        let buffer = '';
        let subscribed = false;
        res.on('data', (chunk: string) => {
          const now = preciseNow();
          buffer += chunk;
          const end = buffer.lastIndexOf('\n\n');
          if (end === -1) return;
          const complete = buffer.slice(0, end + 2);
          buffer = buffer.slice(end + 2);
          if (!subscribed && complete.includes('event: subscribed')) {
            subscribed = true;
            resolve(true);
          }
          for (const match of complete.matchAll(DELTA_ID)) record(match[1]!, now);
        });
      },
    );
    req.on('error', () => resolve(false));
  });
}

async function connectAll(config: ClientsConfig): Promise<void> {
  const random = mulberry32(config.seed);
  let next = 0;
  let streams = 0;
  let failed = 0;
  const worker = async () => {
    while (next < config.clients) {
      const index = next;
      next += 1;
      const pool = [...config.gameIds];
      const games: number[] = [];
      for (let k = 0; k < config.gamesPerClient; k += 1) {
        games.push(pool.splice(Math.floor(random() * pool.length), 1)[0]!);
      }
      if (await openStream(config.port, games, index)) {
        streams += 1;
        for (const g of games) subscribers.set(g, (subscribers.get(g) ?? 0) + 1);
      } else {
        failed += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: CONNECTS_AT_ONCE }, worker));
  send({ type: 'connected', streams, failed });
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

process.on('message', (message: ToClients) => {
  switch (message.type) {
    case 'config':
      void connectAll(message.config);
      break;
    case 'produced': {
      const forgetBefore = preciseNow() - KEEP_PRODUCED_MS;
      for (const [id, at] of message.items) {
        produced.set(id, at);
        if (measuring) expected += subscribers.get(Number(id.split(':')[0])) ?? 0;
        const waiting = early.get(id);
        if (waiting) {
          early.delete(id);
          for (const receivedAt of waiting) record(id, receivedAt);
        }
      }
      for (const [id, at] of produced) {
        if (at >= forgetBefore) break;
        produced.delete(id);
      }
      break;
    }
    case 'measure-start':
      measuring = true;
      delays = [];
      expected = 0;
      cpuAtStart = process.cpuUsage();
      wallAtStart = preciseNow();
      loopDelay.reset();
      loopDelay.enable();
      break;
    case 'measure-stop': {
      measuring = false;
      loopDelay.disable();
      const cpu = process.cpuUsage(cpuAtStart);
      const wallMs = preciseNow() - wallAtStart;
      const sorted = delays.sort((a, b) => a - b);
      send({
        type: 'report',
        report: {
          received: sorted.length,
          expected,
          p50: percentile(sorted, 50),
          p95: percentile(sorted, 95),
          p99: percentile(sorted, 99),
          max: sorted.at(-1) ?? NaN,
          clientCpuPercent: ((cpu.user + cpu.system) / 1000 / wallMs) * 100,
          clientLoopDelayP99: loopDelay.percentile(99) / 1e6,
        },
      });
      break;
    }
  }
});
