// Operator endpoints of access (permission 'operations'; ARCHITECTURE "Operators are not
// customers"): a brand's maintenance windows, redirect rules and block rules, and customer bans.
// Every write is checked whole before anything is saved (400 with a reason code and the field),
// is audited in its own transaction, and drops the brand's cached rules in this process.
import type { FastifyInstance } from 'fastify';
import {
  ACCESS_PATHS,
  type BanRequest,
  type BanResponse,
  type MaintenanceWindowsResponse,
} from '../../domain/access/contract';
import { checkBlockRule, MAX_BLOCK_RULES } from '../../domain/access/blockRules';
import { checkMaintenanceWindows } from '../../domain/access/maintenanceWindows';
import { checkRedirectRule, problemWithRules } from '../../domain/access/redirectRules';
import { formatSitePattern } from '../../domain/access/sitePaths';
import { errorResponseSchema, numericIdSchema } from '../http/httpSchemas';
import { Refusal } from '../http/refusal';
import type { ServerContext } from '../http/serverContext';
import { operatorOf, recordAudit, requireOperator } from '../operators/index';
import { accessOf, currentMaintenance } from './accessRules';
import {
  blockRuleAnswer,
  maintenanceWindowOfRow,
  redirectRuleAnswer,
  redirectRuleOfRow,
} from './accessRows';
import { ACCOUNT_FREEZE_SWITCH } from './accountFreeze';
import { CUSTOMER_STATUS_SWITCH } from './customerStatus';
import { setBan } from './bans';
import { registerOperatorCustomerSwitch } from './customerSwitchRoutes';
import { SPORTS_ACCESS_SWITCH } from './sportsAccess';
import { registerBrandRuleRoutes } from './brandRuleRoutes';
import { saveMaintenanceWindows } from './maintenanceStore';
import {
  anyBody,
  brandQuery,
  operationsBrand,
  operationsRoute,
  operatorErrors,
  refuseProblem,
} from './operatorAccessHttp';
import { closedObjectSchema, objectSchema } from '../../domain/contract/jsonSchema';

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

  // --- Maintenance windows --------------------------------------------------------------------
  app.get<{ Querystring: { brand: string } }>(
    ACCESS_PATHS.operatorMaintenance,
    operationsRoute(operations, "A brand's maintenance windows and what the site serves now", {
      querystring: brandQuery,
      response: { 200: anyBody, ...operatorErrors },
    }),
    async (request) => maintenanceAnswer(ctx, operationsBrand(ctx, request, request.query.brand)),
  );

  app.put<{ Querystring: { brand: string }; Body: unknown }>(
    ACCESS_PATHS.operatorMaintenance,
    operationsRoute(
      operations,
      "Replaces a brand's maintenance windows (open tabs follow within 30 s)",
      {
        querystring: brandQuery,
        body: anyBody,
        response: { 200: anyBody, ...operatorErrors },
      },
    ),
    async (request) => {
      const brand = operationsBrand(ctx, request, request.query.brand);
      const checked = checkMaintenanceWindows(request.body);
      if (!checked.ok) refuseProblem(checked.problem);
      await saveMaintenanceWindows(ctx.database.db, brand, checked.value, operatorOf(request).id);
      accessOf(ctx).rules.forget(brand);
      return maintenanceAnswer(ctx, brand);
    },
  );

  // --- Redirect rules -----------------------------------------------------------------------
  registerBrandRuleRoutes(app, ctx, operations, {
    table: 'redirect_rules',
    path: ACCESS_PATHS.operatorRedirects,
    auditName: 'redirect',
    summaries: {
      list: "A brand's redirect rules",
      add: 'Adds a redirect rule (refused: a loop, an off-site target, a malformed rule)',
      change: 'Changes a redirect rule',
      remove: 'Removes a redirect rule',
    },
    check: checkRedirectRule,
    // No chain of the brand's rules may loop once this one is saved.
    async checkAmongBrandRules(trx, brand, rule) {
      const rows = await trx
        .selectFrom('redirect_rules')
        .selectAll()
        .where('brand', '=', brand)
        .execute();
      const problem = problemWithRules(rows.map(redirectRuleOfRow), rule);
      if (problem) refuseProblem(problem);
    },
    columnsOf: (rule) => ({
      from_path: formatSitePattern(rule.from),
      to_path: rule.to,
      code: rule.code,
      reason: rule.reason,
      enabled: rule.enabled,
    }),
    answerOf: redirectRuleAnswer,
  });

  // --- Block rules ----------------------------------------------------------------------------
  registerBrandRuleRoutes(app, ctx, operations, {
    table: 'block_rules',
    path: ACCESS_PATHS.operatorBlocks,
    auditName: 'block',
    summaries: {
      list: "A brand's block rules",
      add: 'Adds a block rule (refused when malformed)',
      change: 'Changes a block rule',
      remove: 'Removes a block rule',
    },
    check: checkBlockRule,
    // A new rule may not pass the brand's limit.
    async checkAmongBrandRules(trx, brand, _rule, id) {
      if (id !== undefined) return;
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
    },
    columnsOf: (rule) => ({
      countries: JSON.stringify(rule.countries),
      routes: JSON.stringify(rule.routes.map(formatSitePattern)),
      audience: rule.audience,
      display_type_id: rule.displayTypeId,
      template_type_id: rule.templateTypeId,
      priority: rule.priority,
      enabled: rule.enabled,
    }),
    answerOf: blockRuleAnswer,
  });

  // --- Bans -----------------------------------------------------------------------------------
  app.put<{ Params: { userId: string }; Body: BanRequest }>(
    `${ACCESS_PATHS.operatorBan(':userId')}`,
    operationsRoute(operations, "Sets a customer's ban (level 0 lifts it); audited", {
      params: banParams,
      body: banBodySchema,
      response: { 200: anyBody, 404: errorResponseSchema, ...operatorErrors },
    }),
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

  // --- Line and live access, frozen account (SPEC section 3) ----------------------------------
  registerOperatorCustomerSwitch(app, ctx, operations, SPORTS_ACCESS_SWITCH);
  registerOperatorCustomerSwitch(app, ctx, operations, ACCOUNT_FREEZE_SWITCH);
  registerOperatorCustomerSwitch(app, ctx, operations, CUSTOMER_STATUS_SWITCH);
}

export const banParams = objectSchema(['userId'], {
  userId: numericIdSchema,
});

export const banBodySchema = closedObjectSchema(['level', 'version'], {
  level: { type: 'integer', minimum: 0, maximum: 999 },
  version: { type: 'integer', enum: [0, 1] },
});
