// The sandbox provider's own behaviour: callback schedule, retries, signatures, shutdown.
import { createHmac } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SandboxProvider } from '../../../server/money/sandbox/sandboxProvider';
import {
  isValidSandboxSignature,
  type SandboxCallbackBody,
} from '../../../server/money/sandbox/sandboxSignature';

const SECRET = 'unit-test-secret-0123456789abcdefgh';
const PAYMENT = { id: '11111111-1111-4111-8111-111111111111', amount: 25_000, currencyId: 643 };

function sandboxWith(answer: (body: SandboxCallbackBody) => number) {
  const sent: { body: SandboxCallbackBody; signed: boolean }[] = [];
  const sandbox = new SandboxProvider({ secret: SECRET, delayMs: 100, now: () => new Date() });
  sandbox.connect(async (rawBody, headers) => {
    const body = JSON.parse(rawBody) as SandboxCallbackBody;
    sent.push({
      body,
      signed: isValidSandboxSignature(rawBody, headers['x-sandbox-signature'], SECRET),
    });
    return answer(body);
  });
  return { sandbox, sent };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('sandbox provider', () => {
  it('sends the final outcome, then a late pending, then the final outcome again, all signed', async () => {
    vi.useFakeTimers();
    const { sandbox, sent } = sandboxWith(() => 200);
    expect(sandbox.decide(PAYMENT, 'success')).toBe(true);
    // Decided once: a second choice before the callbacks is refused and schedules nothing.
    expect(sandbox.decide(PAYMENT, 'fail')).toBe(false);
    expect(sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(100);
    expect(sent.map((s) => s.body.status)).toEqual(['success']);
    await vi.advanceTimersByTimeAsync(200);
    expect(sent.map((s) => s.body.status)).toEqual(['success', 'pending', 'success']);
    expect(sent.every((s) => s.signed)).toBe(true);
    expect(sent[0]!.body).toMatchObject({
      event_id: `${PAYMENT.id}:success`,
      payment_id: PAYMENT.id,
      amount: 25_000,
      currency_id: 643,
    });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sent).toHaveLength(3);
    // The server accepted the final state: from now on its status guards the hosted page.
    expect(sandbox.decisionOf(PAYMENT.id)).toBeUndefined();
  });

  it('lets a pending choice be resolved later', async () => {
    vi.useFakeTimers();
    const { sandbox, sent } = sandboxWith(() => 200);
    sandbox.decide(PAYMENT, 'pending');
    await vi.advanceTimersByTimeAsync(200);
    expect(sandbox.decide(PAYMENT, 'cancel')).toBe(true);
    await vi.advanceTimersByTimeAsync(300);
    expect(sent.map((s) => s.body.status)).toEqual([
      'pending',
      'pending',
      'cancel',
      'pending',
      'cancel',
    ]);
  });

  it('retries a callback the server failed with 5xx, with growing gaps, and not a 4xx', async () => {
    vi.useFakeTimers();
    let failures = 2;
    const { sandbox, sent } = sandboxWith((body) =>
      body.status === 'fail' && failures-- > 0 ? 503 : body.status === 'pending' ? 400 : 200,
    );
    sandbox.decide(PAYMENT, 'fail');
    // t=100 fail -> 503 (retry due at 300); t=200 pending -> 400, a refusal, never retried;
    // t=300 the retry and the planned repeat of fail: one gets the last 503 (retry due at 700).
    await vi.advanceTimersByTimeAsync(300);
    expect(sent).toHaveLength(4);
    await vi.advanceTimersByTimeAsync(400);
    expect(sandbox.deliveries.map((d) => `${d.status}:${d.httpStatus}`)).toEqual([
      'fail:503',
      'pending:400',
      'fail:503',
      'fail:200',
      'fail:200',
    ]);
    expect(sent).toHaveLength(5);
  });

  it('sends nothing after close', async () => {
    vi.useFakeTimers();
    const { sandbox, sent } = sandboxWith(() => 200);
    sandbox.decide(PAYMENT, 'success');
    await sandbox.close();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sent).toHaveLength(0);
  });

  it('refuses callbacks with a bad signature or an old timestamp', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    const sandbox = new SandboxProvider({ secret: SECRET, delayMs: 0, now: () => now });
    const body = JSON.stringify({
      event_id: 'e',
      payment_id: PAYMENT.id,
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
    ).toMatchObject({
      ok: false,
      status: 401,
    });
  });
});
