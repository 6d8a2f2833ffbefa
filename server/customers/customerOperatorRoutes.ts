// The operators' customer look-up (domain/operators/customersContract.ts; docs/back-office.md
// "Customers"): a search by id, login, e-mail or phone and one customer's accounts, limits, ban,
// documents and history. Reading needs 'operations.read'. The personal data (e-mail, phone, the
// personal data fields) is answered only to an operator holding 'customers.personal', a search by
// e-mail or phone needs it too (403 operator_forbidden), and every answer that carries personal
// data adds an audit row (`customer.personal_search`, `customer.personal_read`) before it leaves.
import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import { can } from '../../domain/operators/roles';
import {
  CUSTOMER_PATHS,
  CUSTOMER_SEARCH_KINDS,
  CUSTOMER_SEARCH_LIMIT,
  PERSONAL_SEARCH_KINDS,
  searchKindOfLogin,
  type CustomerDetail,
  type CustomerHistoryEntry,
  type CustomerPersonal,
  type CustomerSearchAnswer,
  type CustomerSearchKind,
  type CustomerSummary,
} from '../../domain/operators/customersContract';
import type { UsersTable } from '../auth/tables';
import { contractObject, errorAnswers, numericIdSchema } from '../http/httpSchemas';
import { Refusal } from '../http/refusal';
import type { ServerContext } from '../http/serverContext';
import { toSafeInteger } from '../money/bigints';
import { assertOperatorCan, operatorOf, recordAudit, requireOperator } from '../operators/index';
import { parseJson } from '../db/columnTypes';
import { accountBrandOf } from '../userTransfer/transferNeed';
import { closedObjectSchema } from '../../domain/contract/jsonSchema';

const TAGS = ['operators', 'customers'];
const refusals = errorAnswers(400, 401, 403, 404);
const HISTORY_LIMIT = 50;

type UserRow = Selectable<UsersTable>;

const iso = (at: Date | string | null): string | null =>
  at === null ? null : new Date(at).toISOString();

function personalOf(row: UserRow): CustomerPersonal {
  const fields = parseJson<Record<string, string>>(row.personal_data) ?? {};
  return { email: row.email, phone: row.phone, fields };
}

function summaryOf(row: UserRow, personal: boolean): CustomerSummary {
  return {
    userId: String(row.id),
    registrationType: row.registration_type,
    countryId: row.country_id,
    currencyId: row.currency_id,
    banLevel: row.ban_level,
    createdAt: new Date(row.created_at).toISOString(),
    ...(personal ? { personal: personalOf(row) } : {}),
  };
}

/** The normalised value a search of `kind` compares, or a 400 refusal naming `q`. */
function searchValue(kind: Exclude<CustomerSearchKind, 'login'>, q: string): string {
  if (kind === 'id') {
    if (!/^[0-9]{1,18}$/.test(q)) throw new Refusal(400, 'bad_request', 'q: an account id', 'q');
    return q;
  }
  if (kind === 'phone') {
    const digits = q.replace(/[\s()+-]/g, '');
    if (!/^[0-9]{3,15}$/.test(digits)) {
      throw new Refusal(400, 'bad_request', 'q: a phone number (digits)', 'q');
    }
    return digits;
  }
  return q.toLowerCase();
}

export function registerCustomerOperatorRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const db = () => ctx.database.db;
  const read = requireOperator(ctx, 'operations.read');

  app.get<{ Querystring: { by: CustomerSearchKind; q: string } }>(
    CUSTOMER_PATHS.search,
    {
      preHandler: read,
      schema: {
        summary:
          'Finds customers by id, login, e-mail or phone (the last two need customers.personal)',
        tags: TAGS,
        querystring: closedObjectSchema(['q'], {
          by: { type: 'string', enum: [...CUSTOMER_SEARCH_KINDS], default: 'id' },
          q: { type: 'string', minLength: 1, maxLength: 120 },
        }),
        response: {
          200: contractObject('CustomerSearchAnswer: see domain/operators/customersContract.ts'),
          ...refusals,
        },
      },
    },
    async (request): Promise<CustomerSearchAnswer> => {
      const op = operatorOf(request);
      const q = request.query.q.trim();
      const kind = request.query.by === 'login' ? searchKindOfLogin(q) : request.query.by;
      if (PERSONAL_SEARCH_KINDS.includes(kind)) assertOperatorCan(op, 'customers.personal');
      const value = searchValue(kind, q);
      let query = db().selectFrom('users').selectAll().orderBy('id', 'desc');
      if (kind === 'id') query = query.where('id', '=', value);
      // An e-mail or phone matches exactly or by its beginning (an operator types part of it).
      else if (kind === 'email') query = query.where('email', 'like', `${escapeLike(value)}%`);
      else query = query.where('phone', 'like', `${escapeLike(value)}%`);
      const rows = await query.limit(CUSTOMER_SEARCH_LIMIT).execute();
      const personal = can(op, 'customers.personal');
      if (personal && rows.length > 0) {
        await recordAudit(db(), {
          operatorId: op.id,
          action: 'customer.personal_search',
          target: rows.length === 1 ? `customer/${String(rows[0]?.id)}` : null,
          details: { by: kind, q, customers: rows.map((r) => String(r.id)) },
        });
      }
      return { customers: rows.map((row) => summaryOf(row, personal)), personal };
    },
  );

  app.get<{ Params: { userId: string } }>(
    CUSTOMER_PATHS.detail,
    {
      preHandler: read,
      schema: {
        summary:
          "A customer's accounts, limits, ban, documents and history (personal data audited)",
        tags: TAGS,
        params: closedObjectSchema(['userId'], { userId: numericIdSchema }),
        response: {
          200: contractObject('CustomerDetail: see domain/operators/customersContract.ts'),
          ...refusals,
        },
      },
    },
    async (request): Promise<CustomerDetail> => {
      const op = operatorOf(request);
      const { userId } = request.params;
      const user = await db()
        .selectFrom('users')
        .selectAll()
        .where('id', '=', userId)
        .executeTakeFirst();
      if (!user) throw new Refusal(404, 'not_found', `no customer ${userId}`);
      const [accounts, limits, documents, verification, coupons, payments, limitHistory] =
        await Promise.all([
          db()
            .selectFrom('accounts')
            .select(['id', 'type', 'currency_id', 'balance', 'closed_at'])
            .where('user_id', '=', userId)
            .orderBy('id')
            .execute(),
          db()
            .selectFrom('customer_limits')
            .selectAll()
            .where('user_id', '=', userId)
            .orderBy('type')
            .execute(),
          db()
            .selectFrom('verification_documents')
            .select(['id', 'kind', 'format', 'status', 'decision_reason', 'created_at'])
            .select('decided_at')
            .where('user_id', '=', userId)
            .orderBy('id', 'desc')
            .execute(),
          db()
            .selectFrom('verification_cases')
            .select('state')
            .where('user_id', '=', userId)
            .executeTakeFirst(),
          db()
            .selectFrom('coupons')
            .select(['id', 'status', 'amount', 'currency_id', 'payout', 'placed_at'])
            .where('user_id', '=', userId)
            .orderBy('id', 'desc')
            .limit(HISTORY_LIMIT)
            .execute(),
          db()
            .selectFrom('payments')
            .select(['id', 'type', 'status', 'amount', 'currency_id', 'created_at'])
            .where('user_id', '=', userId)
            .orderBy('created_at', 'desc')
            .limit(HISTORY_LIMIT)
            .execute(),
          db()
            .selectFrom('limit_history')
            .select(['id', 'type', 'event', 'new_value', 'at'])
            .where('user_id', '=', userId)
            .orderBy('id', 'desc')
            .limit(HISTORY_LIMIT)
            .execute(),
        ]);
      const history: CustomerHistoryEntry[] = [
        ...coupons.map((c) => ({
          kind: 'coupon',
          id: String(c.id),
          at: new Date(c.placed_at).toISOString(),
          status: c.status,
          amount: toSafeInteger(c.amount),
          currencyId: c.currency_id,
          detail: c.payout === null ? null : String(toSafeInteger(c.payout)),
        })),
        ...payments.map((p) => ({
          kind: 'payment',
          id: p.id,
          at: new Date(p.created_at).toISOString(),
          status: p.status,
          amount: toSafeInteger(p.amount),
          currencyId: p.currency_id,
          detail: p.type,
        })),
        ...limitHistory.map((l) => ({
          kind: 'limit',
          id: String(l.id),
          at: new Date(l.at).toISOString(),
          status: l.event,
          amount: l.new_value === null ? null : toSafeInteger(l.new_value),
          currencyId: null,
          detail: String(l.type),
        })),
      ]
        .sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0))
        .slice(0, HISTORY_LIMIT);

      const accountBrand = await accountBrandOf(db(), userId);
      const personal = can(op, 'customers.personal');
      if (personal) {
        await recordAudit(db(), {
          operatorId: op.id,
          action: 'customer.personal_read',
          target: `customer/${userId}`,
        });
      }
      return {
        ...summaryOf(user, personal),
        banVersion: user.ban_version,
        disallowLineSport: user.disallow_line_sport,
        disallowLiveSport: user.disallow_live_sport,
        accountBrand,
        verificationState: verification?.state ?? 'none',
        accounts: accounts.map((a) => ({
          id: String(a.id),
          type: a.type,
          currencyId: a.currency_id,
          balance: toSafeInteger(a.balance),
          closed: a.closed_at !== null,
        })),
        limits: limits.map((l) => ({
          type: l.type,
          value: toSafeInteger(l.value),
          state: l.state,
          startedAt: new Date(l.started_at).toISOString(),
          endsAt: iso(l.ends_at),
          pending: l.pending_kind,
        })),
        documents: documents.map((d) => ({
          id: String(d.id),
          kind: d.kind,
          format: d.format,
          status: d.status,
          reason: d.decision_reason,
          createdAt: new Date(d.created_at).toISOString(),
          decidedAt: iso(d.decided_at),
        })),
        history,
      };
    },
  );
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}
