// The sandbox provider's own behaviour over its outbox: the callback plan, signatures, retries,
// one delivery per row across processes, and what a new process (a restart) delivers. The clock is
// the test's: deliveries happen when the test runs a pass (deliverDue), never on a timer.
import { createHmac, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../../server/db/index';
import {
  DELIVERY_LEASE_MS,
  SandboxProvider,
  type CallbackTransport,
} from '../../../server/money/sandbox/sandboxProvider';
import {
  isValidSandboxSignature,
  type SandboxCallbackBody,
} from '../../../server/money/sandbox/sandboxSignature';
import { databaseBackends, removeTempDirs } from '../testServer';
import { createCustomer } from './moneyTestKit';
import { waitFor } from '../../waitFor';

const SECRET = 'unit-test-secret-0123456789abcdefgh';
const GAP_MS = 100;

afterAll(removeTempDirs);

/** A clock the test moves by hand. */
function manualClock(start = Date.parse('2026-11-21T10:00:00Z')) {
  let now = start;
  return { now: () => new Date(now), advance: (ms: number) => (now += ms) };
}

describe.each(databaseBackends())('sandbox provider on $name', (backend) => {
  let database: AppDatabase;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ database, drop } = await backend.open());
  });
  afterAll(() => drop());

  /** A created deposit of 25 000 kopecks to a new customer's main account. */
  async function newPayment(): Promise<string> {
    const { userId } = await createCustomer(database);
    const account = await database.db
      .selectFrom('accounts')
      .select('id')
      .where('user_id', '=', userId)
      .where('type', '=', 0)
      .executeTakeFirstOrThrow();
    const id = randomUUID();
    await database.db
      .insertInto('payments')
      .values({
        id,
        user_id: userId,
        account_id: String(account.id),
        type: 'deposit',
        amount: 25_000,
        currency_id: 643,
        status: 'created',
        provider: 'sandbox',
        lng: 'en',
      })
      .execute();
    return id;
  }

  function sandboxWith(
    clock: ReturnType<typeof manualClock>,
    answer: (body: SandboxCallbackBody) => number | Promise<number>,
  ) {
    const sent: { body: SandboxCallbackBody; signed: boolean }[] = [];
    const sandbox = new SandboxProvider({
      secret: SECRET,
      delayMs: GAP_MS,
      now: clock.now,
      db: () => database.db,
    });
    const transport: CallbackTransport = async (rawBody, headers) => {
      const body = JSON.parse(rawBody) as SandboxCallbackBody;
      sent.push({
        body,
        signed: isValidSandboxSignature(rawBody, headers['x-sandbox-signature'], SECRET),
      });
      return answer(body);
    };
    sandbox.connect(transport);
    return { sandbox, sent, of: (id: string) => sent.filter((s) => s.body.payment_id === id) };
  }

  it('sends the final outcome, then a late pending, then the final outcome again, each when due and signed', async () => {
    const clock = manualClock();
    const decidedAt = clock.now().getTime();
    const { sandbox, of } = sandboxWith(clock, () => 200);
    const id = await newPayment();
    expect(await sandbox.decide(id, 'success')).toEqual({ recorded: true });
    // Decided once: a second choice is refused with the first one, and writes nothing.
    expect(await sandbox.decide(id, 'fail')).toEqual({ recorded: false, outcome: 'success' });
    expect(await sandbox.decisionOf(id)).toBe('success');
    await sandbox.deliverDue();
    expect(of(id)).toHaveLength(0);
    clock.advance(GAP_MS);
    await sandbox.deliverDue();
    expect(of(id).map((s) => s.body.status)).toEqual(['success']);
    clock.advance(2 * GAP_MS);
    await sandbox.deliverDue();
    expect(of(id).map((s) => s.body.status)).toEqual(['success', 'pending', 'success']);
    expect(of(id).every((s) => s.signed)).toBe(true);
    expect(of(id)[0]!.body).toMatchObject({
      event_id: `${id}:success`,
      payment_id: id,
      amount: 25_000,
      currency_id: 643,
      // Signed when sent.
      timestamp: Math.floor((decidedAt + GAP_MS) / 1000),
    });
    clock.advance(10 * GAP_MS);
    await sandbox.deliverDue();
    expect(of(id)).toHaveLength(3);
  });

  it('lets a pending choice be resolved later', async () => {
    const clock = manualClock();
    const { sandbox, of } = sandboxWith(clock, () => 200);
    const id = await newPayment();
    await sandbox.decide(id, 'pending');
    clock.advance(2 * GAP_MS);
    await sandbox.deliverDue();
    expect(await sandbox.decisionOf(id)).toBeUndefined();
    expect(await sandbox.decide(id, 'cancel')).toEqual({ recorded: true });
    clock.advance(3 * GAP_MS);
    await sandbox.deliverDue();
    expect(of(id).map((s) => s.body.status)).toEqual([
      'pending',
      'pending',
      'cancel',
      'pending',
      'cancel',
    ]);
  });

  it('records nothing for a payment the server holds final already', async () => {
    const clock = manualClock();
    const { sandbox } = sandboxWith(clock, () => 200);
    const id = await newPayment();
    await database.db
      .updateTable('payments')
      .set({ status: 'cancel' })
      .where('id', '=', id)
      .execute();
    expect(await sandbox.decide(id, 'success')).toEqual({ recorded: false, outcome: 'cancel' });
    expect(await outbox(id)).toEqual([]);
  });

  it('retries a callback the server failed with 5xx or never answered, with growing gaps, and not a 4xx', async () => {
    const clock = manualClock();
    let failures = 3;
    const { sandbox, of } = sandboxWith(clock, (body) => {
      if (body.status === 'pending') return 400;
      if (failures-- <= 0) return 200;
      if (failures === 1) throw new Error('connection reset');
      return 503;
    });
    const id = await newPayment();
    await sandbox.decide(id, 'fail');
    // t=100 fail -> 503 (next try at 200); t=200 the retry -> unreachable (next at 400), and
    // pending -> 400, a refusal, never sent again; t=300 the planned repeat of fail -> 503 (at 400).
    for (let t = 0; t < 3; t++) {
      clock.advance(GAP_MS);
      await sandbox.deliverDue();
    }
    expect(of(id).map((s) => s.body.status)).toEqual(['fail', 'fail', 'pending', 'fail']);
    clock.advance(GAP_MS);
    await sandbox.deliverDue();
    expect(sandbox.deliveries.map((d) => `${d.status}:${d.httpStatus}`)).toEqual([
      'fail:503',
      'fail:0',
      'pending:400',
      'fail:503',
      'fail:200',
      'fail:200',
    ]);
    clock.advance(60_000);
    await sandbox.deliverDue();
    expect(of(id)).toHaveLength(6);
    expect((await outbox(id)).every((row) => row.delivered)).toBe(true);
  });

  it('leaves what it owes in the outbox when closed, and a new process on the same data sends it', async () => {
    const clock = manualClock();
    const first = sandboxWith(clock, () => 200);
    const id = await newPayment();
    await first.sandbox.decide(id, 'success');
    await first.sandbox.close();
    clock.advance(5 * GAP_MS);
    expect(await first.sandbox.deliverDue()).toBe(0);
    expect(first.of(id)).toHaveLength(0);

    const restarted = sandboxWith(clock, () => 200);
    await restarted.sandbox.deliverDue();
    expect(
      restarted
        .of(id)
        .map((s) => s.body.status)
        .sort(),
    ).toEqual(['pending', 'success', 'success']);
  });

  it('sends each callback once when two processes deliver at the same moment', async () => {
    const clock = manualClock();
    const a = sandboxWith(clock, () => 200);
    const b = sandboxWith(clock, () => 200);
    const ids = await Promise.all([newPayment(), newPayment(), newPayment()]);
    for (const id of ids) await a.sandbox.decide(id, 'success');
    clock.advance(3 * GAP_MS);
    await Promise.all([a.sandbox.deliverDue(), b.sandbox.deliverDue()]);
    for (const id of ids) {
      expect([...a.of(id), ...b.of(id)].map((s) => s.body.status).sort(), id).toEqual([
        'pending',
        'success',
        'success',
      ]);
    }
  });

  it('takes over a callback whose delivery never reported back once its lease ends', async () => {
    const clock = manualClock();
    // The first process dies while sending: its transport never answers.
    const dying = sandboxWith(clock, () => new Promise<number>(() => undefined));
    const id = await newPayment();
    await dying.sandbox.decide(id, 'fail');
    clock.advance(GAP_MS);
    void dying.sandbox.deliverDue();
    const next = sandboxWith(clock, () => 200);
    // The attempt is committed before the transport is called: wait for both, or the check of
    // what the dying process sent can run between the two (it failed so on a loaded machine).
    await waitFor(
      async () => dying.of(id).length === 1 && (await outbox(id)).some((row) => row.attempts === 1),
      'the first delivery attempt to be recorded and sent',
    );
    await next.sandbox.deliverDue();
    expect(next.of(id)).toHaveLength(0);
    expect(dying.of(id).map((s) => s.body.status)).toEqual(['fail']);
    clock.advance(DELIVERY_LEASE_MS);
    await next.sandbox.deliverDue();
    // The taken-over fail, and the late pending and the repeat of fail that fell due meanwhile.
    expect(
      next
        .of(id)
        .map((s) => s.body.status)
        .sort(),
    ).toEqual(['fail', 'fail', 'pending']);
  });

  it('refuses callbacks with a bad signature or an old timestamp', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    const sandbox = new SandboxProvider({
      secret: SECRET,
      delayMs: 0,
      now: () => now,
      db: () => database.db,
    });
    const body = JSON.stringify({
      event_id: 'e',
      payment_id: randomUUID(),
      status: 'success',
      amount: 1,
      currency_id: 643,
      timestamp: now.getTime() / 1000 - 600,
    });
    const good = `sha256=${createHmac('sha256', SECRET).update(body).digest('hex')}`;
    expect(sandbox.verifyCallback(body, { 'x-sandbox-signature': good })).toMatchObject({
      ok: false,
      status: 401,
      message: expect.stringMatching(/^timestamp: /),
    });
    expect(
      sandbox.verifyCallback(body, { 'x-sandbox-signature': good.replace(/.$/, '0') }),
    ).toMatchObject({ ok: false, status: 401 });
  });

  async function outbox(paymentId: string) {
    const { rows } = await sql<{ status: string; attempts: number; delivered: boolean }>`
      select status, attempts, delivered_at is not null as delivered from sandbox_callbacks
      where payment_id = ${paymentId} order by id`.execute(database.db);
    return rows;
  }
});
