// Account routes (SPEC section 7 "Account and user"): account data, active account,
// add and remove a currency account. Every route acts on the signed-in user's accounts only.
import type { FastifyInstance } from 'fastify';
import { authUserOf, readSignedIn, requireAccessToken, requireUser } from '../auth/currentUser';
import { errorResponseSchema } from '../http/httpSchemas';
import type { ServerContext } from '../http/serverContext';
import {
  accountDataReader,
  addCurrencyAccount,
  removeCurrencyAccount,
  setActiveAccount,
  type AccountChange,
} from './customerAccounts';
import {
  accountDataResponseSchema,
  accountParamsSchema,
  addCurrencyBodySchema,
  setActiveBodySchema,
  successResponseSchema,
} from './moneySchemas';

const TAGS = ['account'];
const ERRORS = { 400: errorResponseSchema, 401: errorResponseSchema };

/**
 * SPEC section 8: add or remove currency errors return success false with the server message; the
 * answer also carries the reason (and field) the client words in the page language.
 */
function changeAnswer(change: AccountChange) {
  if (change.success) return { success: true, account_id: Number(change.accountId) };
  const { reason, message, field } = change;
  return { success: false, message, reason, ...(field === undefined ? {} : { field }) };
}

/** SPEC section 3 "Wallet": an added currency account answers as the wallet it is. */
function walletAnswer(change: AccountChange, currencyId: number) {
  const answer = changeAnswer(change);
  if (!change.success) return answer;
  return { ...answer, wallet: { currency_id: currencyId, score_id: Number(change.accountId) } };
}

export function registerAccountRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const signedIn = [requireUser(ctx)];
  const db = () => ctx.database.db;
  const readAccountData = accountDataReader(db);

  // Signed in as requireUser checks it, with the session check in the same statement as the read.
  app.get(
    '/web-api/account/data',
    {
      preHandler: [requireAccessToken(ctx)],
      schema: {
        summary: "The signed-in user's accounts and balances (money in integer minor units)",
        tags: TAGS,
        response: { 200: accountDataResponseSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      const data = await readSignedIn(ctx, request, reply, readAccountData);
      if (data === undefined) return reply;
      reply.header('cache-control', 'no-store');
      return data;
    },
  );

  app.post<{ Body: { id: number } }>(
    '/web-api/account/active',
    {
      preHandler: signedIn,
      schema: {
        summary: 'Makes one of the main or currency accounts the active account',
        tags: TAGS,
        body: setActiveBodySchema,
        response: { 200: successResponseSchema, ...ERRORS },
      },
    },
    async (request) =>
      changeAnswer(await setActiveAccount(db(), authUserOf(request).id, String(request.body.id))),
  );

  app.post<{ Body: { currency_id: number } }>(
    '/web-api/account/currency',
    {
      preHandler: signedIn,
      schema: {
        summary:
          'Adds a currency account (type 9), answered as the wallet (currency_id, score_id); ' +
          'success false with the reason on refusal',
        tags: TAGS,
        body: addCurrencyBodySchema,
        response: { 200: successResponseSchema, ...ERRORS },
      },
    },
    async (request) =>
      walletAnswer(
        await addCurrencyAccount(db(), authUserOf(request).id, request.body.currency_id),
        request.body.currency_id,
      ),
  );

  app.delete<{ Params: { id: number } }>(
    '/web-api/account/currency/:id',
    {
      preHandler: signedIn,
      schema: {
        summary:
          'Removes a currency account; refused (success false) for the main or bonus account, ' +
          'a non-zero balance, payments in progress or open coupons staked from it',
        tags: TAGS,
        params: accountParamsSchema,
        response: { 200: successResponseSchema, ...ERRORS },
      },
    },
    async (request) =>
      changeAnswer(
        await removeCurrencyAccount(db(), authUserOf(request).id, String(request.params.id)),
      ),
  );
}
