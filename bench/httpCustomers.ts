// Customers of the real server over HTTP, as the benchmarks make them: one request over a
// keep-alive agent (node:http, lighter than fetch on a machine the server shares), a one-click
// registration with its access cookie, a sandbox deposit decided on the hosted page, a real-money
// session of a built-in slot.
import http from 'node:http';

export interface HttpTarget {
  host: string;
  port: number;
  agent: http.Agent;
}

export interface Answer {
  status: number;
  body: string;
  cookies: string[];
  headers: http.IncomingHttpHeaders;
}

export interface RequestOptions {
  /** JSON body. */
  json?: unknown;
  /** application/x-www-form-urlencoded body. */
  form?: string;
  cookie?: string;
  headers?: Record<string, string>;
  /** Abandons the request (rejects) after this long. */
  timeoutMs?: number;
}

/** One request; resolves with the whole answer. */
export function request(
  target: HttpTarget,
  method: 'GET' | 'POST',
  path: string,
  opts: RequestOptions = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = opts.json !== undefined ? JSON.stringify(opts.json) : (opts.form ?? undefined);
    const contentType =
      opts.json !== undefined
        ? 'application/json'
        : opts.form !== undefined
          ? 'application/x-www-form-urlencoded'
          : undefined;
    const req = http.request(
      {
        agent: target.agent,
        host: target.host,
        port: target.port,
        method,
        path,
        headers: {
          ...(payload === undefined
            ? {}
            : { 'content-type': contentType!, 'content-length': Buffer.byteLength(payload) }),
          ...(opts.cookie ? { cookie: opts.cookie } : {}),
          ...opts.headers,
        },
        ...(opts.timeoutMs ? { timeout: opts.timeoutMs } : {}),
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            cookies: res.headers['set-cookie'] ?? [],
            headers: res.headers,
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer within ${opts.timeoutMs} ms`)));
    req.on('error', reject);
    req.end(payload);
  });
}

export interface RegisteredCustomer {
  /** `user_token=...`: the access cookie the registration set. */
  cookie: string;
  userId: string;
  tokenVersion: number;
}

/** A one-click (fast_reg) RUB customer, signed in by the registration's access cookie. */
export async function registerCustomer(target: HttpTarget): Promise<RegisteredCustomer> {
  const res = await request(target, 'POST', '/web-api/auth/register', {
    json: { type: 'fast_reg', country_id: 643, currency_id: 643 },
  });
  if (res.status !== 200) throw new Error(`registration failed: ${res.status} ${res.body}`);
  const token = res.cookies
    .map((c) => /^user_token=([^;]+)/.exec(c)?.[1])
    .find((t) => t !== undefined);
  if (!token) throw new Error('registration set no user_token cookie');
  const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as {
    sub: string;
    ver: number;
  };
  return { cookie: `user_token=${token}`, userId: claims.sub, tokenVersion: claims.ver };
}

/** The customer's main (real money) account id. */
export async function mainAccountId(
  target: HttpTarget,
  customer: RegisteredCustomer,
): Promise<number> {
  const res = await request(target, 'GET', '/web-api/account/data', { cookie: customer.cookie });
  if (res.status !== 200) throw new Error(`account data: ${res.status} ${res.body}`);
  const data = JSON.parse(res.body) as { all_accounts: { id: number; type: number }[] };
  const main = data.all_accounts.find((a) => a.type === 0);
  if (!main) throw new Error('no main account');
  return main.id;
}

/**
 * A sandbox deposit the customer decides `success` on the hosted page, as a browser does:
 * answers the payment id once the result page is shown (303). The provider's callback credits
 * the account shortly after (PAYMENT_SANDBOX_DELAY_MS).
 */
export async function sandboxDeposit(
  target: HttpTarget,
  customer: RegisteredCustomer,
  amountMinor: number,
  timeoutMs?: number,
): Promise<string> {
  const started = await request(target, 'POST', '/web-api/payments/deposit', {
    json: { amount: amountMinor },
    cookie: customer.cookie,
    ...(timeoutMs ? { timeoutMs } : {}),
  });
  if (started.status !== 200) throw new Error(`deposit: ${started.status} ${started.body}`);
  const { payment_id } = JSON.parse(started.body) as { payment_id: string };
  const decided = await request(target, 'POST', `/sandbox-pay/${payment_id}`, {
    form: 'outcome=success',
    cookie: customer.cookie,
    ...(timeoutMs ? { timeoutMs } : {}),
  });
  if (decided.status !== 303) throw new Error(`sandbox page: ${decided.status} ${decided.body}`);
  return payment_id;
}

/** The customer's money on the main account, in minor units. */
export async function mainBalance(
  target: HttpTarget,
  customer: RegisteredCustomer,
): Promise<number> {
  const res = await request(target, 'GET', '/web-api/account/data', { cookie: customer.cookie });
  const data = JSON.parse(res.body) as { all_accounts: { type: number; money: number }[] };
  return data.all_accounts.find((a) => a.type === 0)?.money ?? 0;
}
