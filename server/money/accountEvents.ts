// `account-changed` Server-Sent Events to every open tab of a customer whose accounts the ledger
// moved (a settled coupon, a cash-back, a bonus, a casino win, a deposit), so the header balance
// follows without a reload. A tab hears them on its content stream (server/studio/
// contentChanges.ts, opened signed in; app/pushStream.ts); GET /web-api/account/events is a
// stream of them alone for other clients.
//
// The ledger tells its listeners inside the SQL transaction that moves the money, before commit.
// The event must not reach the tab before the money is readable: the owners of the accounts are
// read with `for share`, which waits for the moving transaction's row locks, i.e. for its commit
// (a rolled-back movement then sends one needless event, never a missed one). A change of the
// customer's coupons that moves none of their money (server/money/accountTouches.ts) is told
// after its commit and sent the same way. With REDIS_URL the
// event goes to every process through Redis pub/sub, as the studio's content changes do.
import type { ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { Redis } from 'ioredis';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { ACCOUNT_CHANGED_EVENT, ACCOUNT_EVENTS_PATH } from '../../domain/money/accountEvents';
import { requireUser, authUserOf } from '../auth/currentUser';
import {
  eventStreamSchema,
  hijackForStream,
  KeyedStreams,
  onStreamEnd,
  openEventStream,
} from '../http/eventStream';
import type { ServerContext } from '../http/serverContext';
import { onAccountsTouched } from './accountTouches';
import { onLedgerPosted } from './ledger';

/** One customer's tabs on one process: more are refused (a runaway client, not a customer). */
const MAX_STREAMS_PER_USER = 20;

/** The open account streams of this process, by user id. */
export class AccountEventStreams extends KeyedStreams {
  /** The brand each customer's newest stream here was opened on (its cash-out terms). */
  private readonly brands = new Map<string, string>();
  private readonly watchers = new Set<CustomerWatcher>();

  /** Null when the user has too many streams open here already. */
  open(userId: string, res: ServerResponse, brandId?: string): (() => void) | null {
    if (this.countOf(userId) >= MAX_STREAMS_PER_USER) return null;
    if (brandId) this.brands.set(userId, brandId);
    const first = this.countOf(userId) === 0;
    const forget = this.add(userId, res);
    if (first) this.tell(userId, 'opened');
    let forgotten = false;
    return () => {
      if (forgotten) return;
      forgotten = true;
      forget();
      if (this.countOf(userId) === 0) {
        this.brands.delete(userId);
        this.tell(userId, 'closed');
      }
    };
  }

  /**
   * Hears a customer's first stream here open ('opened'), their last close ('closed'), and each
   * account event sent to them ('changed': their money or coupons changed, in any process).
   */
  watch(watcher: CustomerWatcher): () => void {
    this.watchers.add(watcher);
    return () => this.watchers.delete(watcher);
  }

  private tell(userId: string, change: CustomerChange): void {
    for (const watcher of this.watchers) watcher(userId, change);
  }

  /** The customers with a stream open here, with the brand of their newest one. */
  customers(): Map<string, string | undefined> {
    return new Map(this.keys().map((userId) => [userId, this.brands.get(userId)]));
  }

  /** Writes one event with JSON data to the user's open tabs here. */
  sendData(userId: string, event: string, data: unknown): void {
    this.write(userId, `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  }

  /** Tells the user's open tabs here that their accounts moved. */
  send(userId: string): void {
    this.write(userId, `event: ${ACCOUNT_CHANGED_EVENT}\ndata: {}\n\n`);
    if (this.countOf(userId) > 0) this.tell(userId, 'changed');
  }
}

export type CustomerChange = 'opened' | 'closed' | 'changed';
export type CustomerWatcher = (userId: string, change: CustomerChange) => void;

/** Carries "user N's accounts moved" to every process (Redis) or within this one. */
interface AccountBus {
  publish(userId: string): void;
  close(): Promise<void>;
}

function createAccountBus(
  redisUrl: string | undefined,
  channel: string,
  deliver: (userId: string) => void,
  log: FastifyBaseLogger,
): AccountBus {
  if (!redisUrl) return { publish: deliver, close: async () => undefined };
  const self = randomUUID();
  const onError = (err: Error) => log.error({ err }, 'account events: bus error');
  const commands = new Redis(redisUrl, { connectionName: 'account-events-commands' });
  const subscriber = new Redis(redisUrl, { connectionName: 'account-events-subscriber' });
  commands.on('error', onError);
  subscriber.on('error', onError);
  subscriber.subscribe(channel).catch(onError);
  subscriber.on('message', (from: string, text: string) => {
    if (from !== channel) return;
    const [origin, userId] = text.split(' ');
    if (origin !== self && userId) deliver(userId);
  });
  return {
    publish: (userId) => {
      deliver(userId);
      commands.publish(channel, `${self} ${userId}`).catch(onError);
    },
    close: async () => {
      commands.disconnect();
      subscriber.disconnect();
    },
  };
}

export interface AccountEventsOptions {
  /** REDIS_URL with a shared PostgreSQL: the events reach the tabs held by other processes. */
  redisUrl?: string;
  /** The streams the events are written to (shared with the content stream); new by default. */
  streams?: AccountEventStreams;
}

export async function registerAccountEvents(
  app: FastifyInstance,
  ctx: ServerContext,
  opts: AccountEventsOptions = {},
): Promise<AccountEventStreams> {
  const streams = opts.streams ?? new AccountEventStreams();
  // PGlite is one process: the bus goes across processes only for a shared PostgreSQL, on a
  // channel of the database's own (two databases on one Redis never mix their customers).
  const shared = opts.redisUrl && ctx.database.backend === 'postgres' ? opts.redisUrl : undefined;
  const channel = shared ? `account-events:${await databaseName(ctx)}` : '';
  const bus = createAccountBus(shared, channel, (userId) => streams.send(userId), app.log);

  /** The customers owning `accountIds`, once the transaction that moved them has committed. */
  const ownersAfterCommit = async (accountIds: readonly string[]): Promise<string[]> => {
    const rows = await sql<{ user_id: string }>`
      select user_id from accounts
      where id in (${sql.join(accountIds.map((id) => sql`${id}`))}) and user_id is not null
      for share`.execute(ctx.database.db);
    return [...new Set(rows.rows.map((row) => String(row.user_id)))];
  };

  // One read at a time (it may wait for a long settlement to commit): the accounts moved
  // meanwhile wait for the next, so a settlement of many coupons holds one pool connection.
  let pending = new Set<string>();
  let reading = false;
  const readPending = () => {
    if (reading || pending.size === 0) return;
    const accountIds = [...pending];
    pending = new Set();
    reading = true;
    ownersAfterCommit(accountIds)
      .then((owners) => owners.forEach((userId) => bus.publish(userId)))
      .catch((err: unknown) => app.log.warn({ err }, 'account events: owners not read'))
      .finally(() => {
        reading = false;
        readPending();
      });
  };
  const moved = (accountIds: readonly string[]) => {
    for (const id of accountIds) pending.add(id);
    readPending();
  };
  const stopPostings = onLedgerPosted((_kind, _count, accountIds) => moved(accountIds));
  const stopTouches = onAccountsTouched(moved);
  const stopListening = () => {
    stopPostings();
    stopTouches();
  };

  const end = async () => {
    stopListening();
    streams.close();
  };
  app.addHook('preClose', end);
  app.addDrainStep(end);
  app.addHook('onClose', async () => bus.close());

  app.get(
    ACCOUNT_EVENTS_PATH,
    {
      preHandler: [requireUser(ctx)],
      schema: {
        summary:
          "Server-Sent Events: `account-changed` when the ledger moves the signed-in customer's money",
        tags: ['account'],
        ...eventStreamSchema('account-changed'),
      },
    },
    async (request, reply) => {
      const userId = authUserOf(request).id;
      const res = hijackForStream(reply);
      const forget = streams.open(userId, res);
      if (!forget) {
        res.writeHead(429, { 'content-type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify({ reason: 'too_many_requests', message: 'Too many streams' }));
        return reply;
      }
      openEventStream(res);
      onStreamEnd(res, forget);
      return reply;
    },
  );
  return streams;
}

async function databaseName(ctx: ServerContext): Promise<string> {
  const row = await sql<{ name: string }>`select current_database() as name`.execute(
    ctx.database.db,
  );
  return row.rows[0]?.name ?? 'postgres';
}
