import { describe, expect, it } from 'vitest';
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

  it('leaves other answers alone', async () => {
    let reads = 0;
    const interceptor = banRefusals(async () => void reads++);
    await interceptor(request, async () => answer(403, { reason: 'operator_only' }));
    await interceptor(request, async () => answer(200, { reason: 'customer_banned' }));
    await interceptor(request, async () => answer(0, undefined));
    expect(reads).toBe(0);
  });
});
