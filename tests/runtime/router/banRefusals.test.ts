import { describe, expect, it, vi } from 'vitest';
import { banRefusals } from '../../../app/accessWiring';
import type { ApiRequest, ApiResponse } from '../../../runtime/api';

const request: ApiRequest = { path: '/web-api/account/data', init: { headers: new Headers() } };
const answer = (status: number, json: unknown): ApiResponse => ({
  status,
  text: JSON.stringify(json),
  json,
});

describe('a ban set while the page is open (SPEC section 4 "Bans")', () => {
  it('reads the session again at a customer_banned refusal, one read at a time', async () => {
    let reads = 0;
    let finish: () => void = () => undefined;
    const interceptor = banRefusals(
      () =>
        new Promise<void>((resolve) => {
          reads++;
          finish = resolve;
        }),
    );
    const refused = answer(403, { reason: 'customer_banned' });
    expect(await interceptor(request, async () => refused)).toBe(refused);
    await interceptor(request, async () => refused);
    expect(reads).toBe(1);
    finish();
    await Promise.resolve();
    await Promise.resolve();
    await interceptor(request, async () => refused);
    expect(reads).toBe(2);
  });

  it('blocks navigation while the session is read again, and unblocks after, read or failed', async () => {
    const locks: boolean[] = [];
    let finish: (ok: boolean) => void = () => undefined;
    const interceptor = banRefusals(
      () => new Promise<void>((resolve, reject) => (finish = (ok) => (ok ? resolve() : reject()))),
      (locked) => locks.push(locked),
    );
    const refused = answer(403, { reason: 'customer_banned' });
    await interceptor(request, async () => refused);
    expect(locks).toEqual([true]);
    // A second refusal during the read neither reads nor locks again.
    await interceptor(request, async () => refused);
    expect(locks).toEqual([true]);
    finish(true);
    await vi.waitFor(() => expect(locks).toEqual([true, false]));
    await interceptor(request, async () => refused);
    expect(locks).toEqual([true, false, true]);
    finish(false);
    await vi.waitFor(() => expect(locks).toEqual([true, false, true, false]));
  });

  it('leaves other answers alone', async () => {
    let reads = 0;
    const interceptor = banRefusals(async () => void reads++);
    await interceptor(request, async () => answer(403, { reason: 'operator_only' }));
    await interceptor(request, async () => answer(200, { reason: 'customer_banned' }));
    await interceptor(request, async () => answer(0, undefined));
    expect(reads).toBe(0);
  });
});
