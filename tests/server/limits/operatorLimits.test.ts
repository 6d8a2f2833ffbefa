// An operator changes a customer's limits (docs/back-office.md "Customer limits"): with
// 'operations' (admin) the change is the customer's own save, with its rules (a stricter limit at
// once, a value outside its set refused) and its audit row; qa, an editor and a customer are
// refused; bad input is a 400; none of the refusals changes anything.
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { operatorLimitsPath } from '../../../domain/limits/operatorLimits';
import { signedInOperator, type SignedInOperator } from '../operators/operatorKit';
import { databaseBackends } from '../testServer';
import { limitsOf, limitsServerFor, limitsSnapshot, signUpFast } from './limitsTestKit';

/** RUB: the amount ladder is multiples of the smallest deposit, 100 RUB (10000 minor units). */
const RUB = 10_000;

function put(app: FastifyInstance, headers: Record<string, string>, userId: string, body: unknown) {
  return app.inject({
    method: 'PUT',
    url: operatorLimitsPath(userId),
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
}

describe.each(databaseBackends())("an operator sets a customer's limits ($name)", (backend) => {
  const server = limitsServerFor(backend);
  let admin: SignedInOperator;
  let qa: SignedInOperator;
  let editor: SignedInOperator;

  it('sets a limit as the customer would, audited', async () => {
    admin = await signedInOperator(server.app, server.database, 'admin');
    const user = await signUpFast(server.app);
    const res = await put(server.app, admin.headers, user.userId, {
      limits: [{ type: 20, limitValue: 10 * RUB }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const limit = (await limitsOf(server.app, user)).find((l) => l.type === 20);
    expect(limit?.limitValue).toBe(10 * RUB);
    const audit = await server.app.inject({
      url: '/operator-api/audit?limit=20',
      headers: admin.headers,
    });
    expect(audit.statusCode, audit.body).toBe(200);
    expect(audit.body).toContain('customer.limits');
    expect(audit.body).toContain(`customer/${user.userId}`);
  });

  it('refuses bad input, the rules, other roles and customers, changing nothing', async () => {
    admin ??= await signedInOperator(server.app, server.database, 'admin');
    qa = await signedInOperator(server.app, server.database, 'qa');
    editor = await signedInOperator(server.app, server.database, 'editor');
    const user = await signUpFast(server.app);
    const before = await limitsSnapshot(server.database);
    const ok = { limits: [{ type: 20, limitValue: 10 * RUB }] };
    const cases: [Record<string, string>, string, unknown, number, string | undefined][] = [
      // The customer's own rule: a value outside its set.
      [
        admin.headers,
        user.userId,
        { limits: [{ type: 20, limitValue: 12_345 }] },
        400,
        'limit_value_not_allowed',
      ],
      [admin.headers, user.userId, { limits: [{ type: 99, limitValue: 1 }] }, 400, undefined],
      [admin.headers, user.userId, { limits: [] }, 400, undefined],
      [admin.headers, user.userId, { limits: [{ type: 20, limitValue: 'x' }] }, 400, undefined],
      [admin.headers, user.userId, { ...ok, extra: 1 }, 400, undefined],
      [admin.headers, 'abc', ok, 400, undefined],
      [admin.headers, '999999999', ok, 404, undefined],
      [qa.headers, user.userId, ok, 403, 'operator_forbidden'],
      [editor.headers, user.userId, ok, 403, 'operator_forbidden'],
      [user.headers, user.userId, ok, 403, 'operator_only'],
      [{}, user.userId, ok, 401, 'operator_auth_required'],
    ];
    for (const [headers, userId, body, status, reason] of cases) {
      const res = await put(server.app, headers, userId, body);
      expect(res.statusCode, `${JSON.stringify(body)}: ${res.body}`).toBe(status);
      if (reason) expect(res.json().reason).toBe(reason);
    }
    expect(await limitsSnapshot(server.database)).toBe(before);
  });
});
