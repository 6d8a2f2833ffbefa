// Operator endpoints of access (permission 'operations'; ARCHITECTURE "Operators are not
// customers"): a brand's maintenance windows, redirect rules and block rules, and customer bans.
// Every write is checked whole before anything is saved (400 with a reason code and the field),
// is audited in its own transaction, and drops the brand's cached rules in this process.
import type { Kysely, Transaction } from 'kysely';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ACCESS_PATHS,
  type BanRequest,
  type BanResponse,
  type BlockRule,
  type MaintenanceWindowsResponse,
  type RedirectRule,
} from '../../domain/access/contract';
import { checkBlockRule, MAX_BLOCK_RULES } from '../../domain/access/blockRules';
import { checkMaintenanceWindows } from '../../domain/access/maintenanceWindows';
import {
  checkRedirectRule,
  problemWithRules,
  type RuleProblem,
} from '../../domain/access/redirectRules';
import { formatSitePattern } from '../../domain/access/sitePaths';
import type { DatabaseSchema } from '../db/schema';
import { contractObject, errorResponseSchema } from '../http/httpSchemas';
import { Refusal } from '../http/refusal';
import type { ServerContext } from '../http/serverContext';
import { assertOperatorCan, operatorOf, recordAudit, requireOperator } from '../operators/index';
import { accessOf, currentMaintenance } from './accessRules';
import {
  blockRuleAnswer,
  maintenanceWindowOfRow,
  redirectRuleAnswer,
  redirectRuleOfRow,
} from './accessRows';
import { setBan } from './bans';
import { lockBrand, saveMaintenanceWindows } from './maintenanceStore';

type Db = Kysely<DatabaseSchema> | Transaction<DatabaseSchema>;

const brandQuery = {
  type: 'object',
  required: ['brand'],
  additionalProperties: false,
  properties: { brand: { type: 'string', minLength: 1, maxLength: 50 } },
} as const;
const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', pattern: '^[0-9]{1,18}$' } },
} as const;
const anyBody = contractObject('See domain/access/contract.ts');
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

function refuseProblem(
  problem: RuleProblem | { reason: 'maintenance_invalid'; field: string; message: string },
): never {
  throw new Refusal(400, problem.reason, problem.message, problem.field);
}

/** A brand this server serves, that the operator may run operations on. */
function operationsBrand(ctx: ServerContext, request: FastifyRequest, brand: unknown): string {
  if (typeof brand !== 'string' || !ctx.contentStore.current.brands.has(brand)) {
    throw new Refusal(400, 'brand_unknown', `No brand ${String(brand)} on this server`, 'brand');
  }
  assertOperatorCan(operatorOf(request), 'operations', { brand });
  return brand;
}

async function maintenanceAnswer(
  ctx: ServerContext,
  brand: string,
): Promise<MaintenanceWindowsResponse> {
  const rows = await ctx.database.db
    .selectFrom('maintenance_windows')
    .selectAll()
    .where('brand', '=', brand)
    .orderBy('started_at')
    .execute();
  return {
    brand,
    windows: rows.map(maintenanceWindowOfRow),
    current: await currentMaintenance(ctx, ctx.contentStore.servedFor(brand).content, brand),
  };
}

export function registerOperatorAccessRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const operations = requireOperator(ctx, 'operations');
  const rules = () => accessOf(ctx).rules;

  // --- Maintenance windows --------------------------------------------------------------------
  app.get<{ Querystring: { brand: string } }>(
    ACCESS_PATHS.operatorMaintenance,
    {
      preHandler: operations,
      schema: {
        summary: "A brand's maintenance windows and what the site serves now",
        tags: ['operators', 'access'],
        querystring: brandQuery,
        response: { 200: anyBody, ...errors },
      },
    },
    async (request) => maintenanceAnswer(ctx, operationsBrand(ctx, request, request.query.brand)),
  );

  app.put<{ Querystring: { brand: string }; Body: unknown }>(
    ACCESS_PATHS.operatorMaintenance,
    {
      preHandler: operations,
      schema: {
        summary: "Replaces a brand's maintenance windows (open tabs follow within 30 s)",
        tags: ['operators', 'access'],
        querystring: brandQuery,
        body: anyBody,
        response: { 200: anyBody, ...errors },
      },
    },
    async (request) => {
      const brand = operationsBrand(ctx, request, request.query.brand);
      const checked = checkMaintenanceWindows(request.body);
      if (!checked.ok) refuseProblem(checked.problem);
      await saveMaintenanceWindows(ctx.database.db, brand, checked.value, operatorOf(request).id);
      rules().forget(brand);
      return maintenanceAnswer(ctx, brand);
    },
  );

  // --- Redirect rules -----------------------------------------------------------------------
  app.get<{ Querystring: { brand: string } }>(
    ACCESS_PATHS.operatorRedirects,
    {
      preHandler: operations,
      schema: {
        summary: "A brand's redirect rules",
        tags: ['operators', 'access'],
        querystring: brandQuery,
        response: { 200: anyBody, ...errors },
      },
    },
    async (request) => {
      const brand = operationsBrand(ctx, request, request.query.brand);
      const rows = await ctx.database.db
        .selectFrom('redirect_rules')
        .selectAll()
        .where('brand', '=', brand)
        .orderBy('id')
        .execute();
      return { rules: rows.map(redirectRuleAnswer) };
    },
  );

  const saveRedirect = async (
    request: FastifyRequest,
    id: string | undefined,
  ): Promise<RedirectRule> => {
    const checked = checkRedirectRule(request.body, id);
    if (!checked.ok) refuseProblem(checked.problem);
    const rule = checked.value;
    const brand = operationsBrand(ctx, request, rule.brand);
    const saved = await ctx.database.db.transaction().execute(async (trx) => {
      await lockBrand(trx, 'redirect_rules', brand);
      const rows = await trx
        .selectFrom('redirect_rules')
        .selectAll()
        .where('brand', '=', brand)
        .execute();
      if (id !== undefined) await assertRowOfBrand(trx, 'redirect_rules', id, brand);
      const problem = problemWithRules(rows.map(redirectRuleOfRow), rule);
      if (problem) refuseProblem(problem);
      const values = {
        brand,
        from_path: formatSitePattern(rule.from),
        to_path: rule.to,
        code: rule.code,
        reason: rule.reason,
        enabled: rule.enabled,
        updated_at: new Date(),
      };
      const row =
        id === undefined
          ? await trx
              .insertInto('redirect_rules')
              .values(values)
              .returningAll()
              .executeTakeFirstOrThrow()
          : await trx
              .updateTable('redirect_rules')
              .set(values)
              .where('id', '=', id)
              .returningAll()
              .executeTakeFirstOrThrow();
      const answer = redirectRuleAnswer(row);
      await recordAudit(trx, {
        operatorId: operatorOf(request).id,
        action: id === undefined ? 'redirect.create' : 'redirect.update',
        brand,
        target: `redirect/${answer.id}`,
        details: answer,
      });
      return answer;
    });
    rules().forget(brand);
    return saved;
  };

  app.post(
    ACCESS_PATHS.operatorRedirects,
    {
      preHandler: operations,
      schema: {
        summary: 'Adds a redirect rule (refused: a loop, an off-site target, a malformed rule)',
        tags: ['operators', 'access'],
        body: anyBody,
        response: { 201: anyBody, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ rule: await saveRedirect(request, undefined) }),
  );

  app.put<{ Params: { id: string } }>(
    `${ACCESS_PATHS.operatorRedirects}/:id`,
    {
      preHandler: operations,
      schema: {
        summary: 'Changes a redirect rule',
        tags: ['operators', 'access'],
        params: idParams,
        body: anyBody,
        response: { 200: anyBody, 404: errorResponseSchema, ...errors },
      },
    },
    async (request) => ({ rule: await saveRedirect(request, request.params.id) }),
  );

  app.delete<{ Params: { id: string } }>(
    `${ACCESS_PATHS.operatorRedirects}/:id`,
    {
      preHandler: operations,
      schema: {
        summary: 'Removes a redirect rule',
        tags: ['operators', 'access'],
        params: idParams,
        response: { 404: errorResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const brand = await deleteRule(ctx, request, 'redirect_rules', request.params.id);
      rules().forget(brand);
      return reply.status(204).send();
    },
  );

  // --- Block rules ----------------------------------------------------------------------------
  app.get<{ Querystring: { brand: string } }>(
    ACCESS_PATHS.operatorBlocks,
    {
      preHandler: operations,
      schema: {
        summary: "A brand's block rules",
        tags: ['operators', 'access'],
        querystring: brandQuery,
        response: { 200: anyBody, ...errors },
      },
    },
    async (request) => {
      const brand = operationsBrand(ctx, request, request.query.brand);
      const rows = await ctx.database.db
        .selectFrom('block_rules')
        .selectAll()
        .where('brand', '=', brand)
        .orderBy('id')
        .execute();
      return { rules: rows.map(blockRuleAnswer) };
    },
  );

  const saveBlock = async (request: FastifyRequest, id: string | undefined): Promise<BlockRule> => {
    const checked = checkBlockRule(request.body, id);
    if (!checked.ok) refuseProblem(checked.problem);
    const rule = checked.value;
    const brand = operationsBrand(ctx, request, rule.brand);
    const saved = await ctx.database.db.transaction().execute(async (trx) => {
      await lockBrand(trx, 'block_rules', brand);
      if (id !== undefined) {
        await assertRowOfBrand(trx, 'block_rules', id, brand);
      } else {
        const count = await trx
          .selectFrom('block_rules')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('brand', '=', brand)
          .executeTakeFirstOrThrow();
        if (Number(count.n) >= MAX_BLOCK_RULES) {
          throw new Refusal(
            400,
            'rule_invalid',
            `At most ${MAX_BLOCK_RULES} block rules a brand`,
            'brand',
          );
        }
      }
      const values = {
        brand,
        countries: JSON.stringify(rule.countries),
        routes: JSON.stringify(rule.routes.map(formatSitePattern)),
        audience: rule.audience,
        display_type_id: rule.displayTypeId,
        template_type_id: rule.templateTypeId,
        priority: rule.priority,
        enabled: rule.enabled,
        updated_at: new Date(),
      };
      const row =
        id === undefined
          ? await trx
              .insertInto('block_rules')
              .values(values)
              .returningAll()
              .executeTakeFirstOrThrow()
          : await trx
              .updateTable('block_rules')
              .set(values)
              .where('id', '=', id)
              .returningAll()
              .executeTakeFirstOrThrow();
      const answer = blockRuleAnswer(row);
      await recordAudit(trx, {
        operatorId: operatorOf(request).id,
        action: id === undefined ? 'block.create' : 'block.update',
        brand,
        target: `block/${answer.id}`,
        details: answer,
      });
      return answer;
    });
    rules().forget(brand);
    return saved;
  };

  app.post(
    ACCESS_PATHS.operatorBlocks,
    {
      preHandler: operations,
      schema: {
        summary: 'Adds a block rule (refused when malformed)',
        tags: ['operators', 'access'],
        body: anyBody,
        response: { 201: anyBody, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send({ rule: await saveBlock(request, undefined) }),
  );

  app.put<{ Params: { id: string } }>(
    `${ACCESS_PATHS.operatorBlocks}/:id`,
    {
      preHandler: operations,
      schema: {
        summary: 'Changes a block rule',
        tags: ['operators', 'access'],
        params: idParams,
        body: anyBody,
        response: { 200: anyBody, 404: errorResponseSchema, ...errors },
      },
    },
    async (request) => ({ rule: await saveBlock(request, request.params.id) }),
  );

  app.delete<{ Params: { id: string } }>(
    `${ACCESS_PATHS.operatorBlocks}/:id`,
    {
      preHandler: operations,
      schema: {
        summary: 'Removes a block rule',
        tags: ['operators', 'access'],
        params: idParams,
        response: { 404: errorResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const brand = await deleteRule(ctx, request, 'block_rules', request.params.id);
      rules().forget(brand);
      return reply.status(204).send();
    },
  );

  // --- Bans -----------------------------------------------------------------------------------
  app.put<{ Params: { userId: string }; Body: BanRequest }>(
    `${ACCESS_PATHS.operatorBan(':userId')}`,
    {
      preHandler: operations,
      schema: {
        summary: "Sets a customer's ban (level 0 lifts it); audited",
        tags: ['operators', 'access'],
        params: banParams,
        body: banBodySchema,
        response: { 200: anyBody, 404: errorResponseSchema, ...errors },
      },
    },
    async (request): Promise<BanResponse> => {
      const op = operatorOf(request);
      return ctx.database.db.transaction().execute(async (trx) => {
        const answer = await setBan(trx, request.params.userId, request.body);
        await recordAudit(trx, {
          operatorId: op.id,
          action: 'customer.ban',
          target: `customer/${answer.userId}`,
          details: request.body,
        });
        return answer;
      });
    },
  );
}

export const banParams = {
  type: 'object',
  required: ['userId'],
  properties: { userId: { type: 'string', pattern: '^[0-9]{1,18}$' } },
} as const;

export const banBodySchema = {
  type: 'object',
  required: ['level', 'version'],
  additionalProperties: false,
  properties: {
    level: { type: 'integer', minimum: 0, maximum: 999 },
    version: { type: 'integer', enum: [0, 1] },
  },
} as const;

async function assertRowOfBrand(
  db: Db,
  table: 'redirect_rules' | 'block_rules',
  id: string,
  brand: string,
): Promise<void> {
  const row = await db.selectFrom(table).select('brand').where('id', '=', id).executeTakeFirst();
  if (!row) throw new Refusal(404, 'not_found', `No rule ${id}`);
  if (row.brand !== brand) {
    throw new Refusal(400, 'rule_invalid', `Rule ${id} belongs to another brand`, 'brand');
  }
}

async function deleteRule(
  ctx: ServerContext,
  request: FastifyRequest,
  table: 'redirect_rules' | 'block_rules',
  id: string,
): Promise<string> {
  return ctx.database.db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom(table).select('brand').where('id', '=', id).executeTakeFirst();
    if (!row) throw new Refusal(404, 'not_found', `No rule ${id}`);
    assertOperatorCan(operatorOf(request), 'operations', { brand: row.brand });
    await trx.deleteFrom(table).where('id', '=', id).execute();
    await recordAudit(trx, {
      operatorId: operatorOf(request).id,
      action: table === 'redirect_rules' ? 'redirect.delete' : 'block.delete',
      brand: row.brand,
      target: `${table === 'redirect_rules' ? 'redirect' : 'block'}/${id}`,
    });
    return row.brand;
  });
}
