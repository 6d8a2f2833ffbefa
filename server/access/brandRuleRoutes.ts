// A brand's table of access rules that operators list, add, change and remove one at a time
// (redirect rules, block rules). A write is checked whole before anything is saved, runs under
// the brand's lock in its own transaction with its audit row, and drops the brand's cached rules.
import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Checked } from '../../domain/access/ruleInput';
import type { DatabaseSchema } from '../db/schema';
import { errorResponseSchema } from '../http/httpSchemas';
import { Refusal } from '../http/refusal';
import type { ServerContext } from '../http/serverContext';
import { assertOperatorCan, operatorOf, recordAudit } from '../operators/index';
import { accessOf } from './accessRules';
import { lockBrand } from './maintenanceStore';
import {
  anyBody,
  brandQuery,
  idParams,
  operationsBrand,
  operationsRoute,
  operatorErrors,
  refuseProblem,
} from './operatorAccessHttp';

type BrandRuleTable = 'redirect_rules' | 'block_rules';
type Db = Kysely<DatabaseSchema> | Transaction<DatabaseSchema>;

/** The columns a rule writes, besides its brand and time of change. */
export type BrandRuleColumns<T extends BrandRuleTable> = Omit<
  Insertable<DatabaseSchema[T]>,
  'brand' | 'updated_at'
>;

export interface BrandRuleResource<
  T extends BrandRuleTable,
  Rule extends { brand: string },
  Answer extends { id: string },
> {
  table: T;
  /** The list and add path; one rule is at `${path}/:id`. */
  path: string;
  /** The rule in audit rows: actions `redirect.create|update|delete`, targets `redirect/12`. */
  auditName: string;
  summaries: { list: string; add: string; change: string; remove: string };
  /** Checks a request body; `id` is undefined for a new rule. */
  check(body: unknown, id: string | undefined): Checked<Rule>;
  /** Refuses the rule against the brand's saved ones (run under the brand's lock). */
  checkAmongBrandRules(
    trx: Transaction<DatabaseSchema>,
    brand: string,
    rule: Rule,
    id: string | undefined,
  ): Promise<void>;
  columnsOf(rule: Rule): BrandRuleColumns<T>;
  answerOf(row: Selectable<DatabaseSchema[T]>): Answer;
}

export function registerBrandRuleRoutes<
  T extends BrandRuleTable,
  Rule extends { brand: string },
  Answer extends { id: string },
>(
  app: FastifyInstance,
  ctx: ServerContext,
  operations: preHandlerAsyncHookHandler,
  resource: BrandRuleResource<T, Rule, Answer>,
): void {
  const { table, path, summaries } = resource;
  // Kysely's builders cannot type a table named by a type parameter, so they see one table's
  // shape here; what is written comes from columnsOf and what is read goes to answerOf, both
  // typed for the resource's own table.
  const tableOf = (db: Db) => db as unknown as Kysely<Pick<DatabaseSchema, 'redirect_rules'>>;
  const ruleTable = table as 'redirect_rules';
  const answerOf = (row: unknown) => resource.answerOf(row as Selectable<DatabaseSchema[T]>);

  app.get<{ Querystring: { brand: string } }>(
    path,
    operationsRoute(operations, summaries.list, {
      querystring: brandQuery,
      response: { 200: anyBody, ...operatorErrors },
    }),
    async (request) => {
      const brand = operationsBrand(ctx, request, request.query.brand);
      const rows = await tableOf(ctx.database.db)
        .selectFrom(ruleTable)
        .selectAll()
        .where('brand', '=', brand)
        .orderBy('id')
        .execute();
      return { rules: rows.map(answerOf) };
    },
  );

  const saveRule = async (request: FastifyRequest, id: string | undefined): Promise<Answer> => {
    const checked = resource.check(request.body, id);
    if (!checked.ok) refuseProblem(checked.problem);
    const rule = checked.value;
    const brand = operationsBrand(ctx, request, rule.brand);
    const saved = await ctx.database.db.transaction().execute(async (trx) => {
      await lockBrand(trx, table, brand);
      if (id !== undefined) await assertRuleOfBrand(trx, table, id, brand);
      await resource.checkAmongBrandRules(trx, brand, rule, id);
      const values = {
        brand,
        ...(resource.columnsOf(rule) as BrandRuleColumns<'redirect_rules'>),
        updated_at: new Date(),
      };
      const row =
        id === undefined
          ? await tableOf(trx)
              .insertInto(ruleTable)
              .values(values)
              .returningAll()
              .executeTakeFirstOrThrow()
          : await tableOf(trx)
              .updateTable(ruleTable)
              .set(values)
              .where('id', '=', id)
              .returningAll()
              .executeTakeFirstOrThrow();
      const answer = answerOf(row);
      await recordAudit(trx, {
        operatorId: operatorOf(request).id,
        action: `${resource.auditName}.${id === undefined ? 'create' : 'update'}`,
        brand,
        target: `${resource.auditName}/${answer.id}`,
        details: answer,
      });
      return answer;
    });
    accessOf(ctx).rules.forget(brand);
    return saved;
  };

  app.post(
    path,
    operationsRoute(operations, summaries.add, {
      body: anyBody,
      response: { 201: anyBody, ...operatorErrors },
    }),
    async (request, reply) => reply.status(201).send({ rule: await saveRule(request, undefined) }),
  );

  app.put<{ Params: { id: string } }>(
    `${path}/:id`,
    operationsRoute(operations, summaries.change, {
      params: idParams,
      body: anyBody,
      response: { 200: anyBody, 404: errorResponseSchema, ...operatorErrors },
    }),
    async (request) => ({ rule: await saveRule(request, request.params.id) }),
  );

  app.delete<{ Params: { id: string } }>(
    `${path}/:id`,
    operationsRoute(operations, summaries.remove, {
      params: idParams,
      response: { 404: errorResponseSchema, ...operatorErrors },
    }),
    async (request, reply) => {
      const brand = await deleteRule(ctx, request, resource, request.params.id);
      accessOf(ctx).rules.forget(brand);
      return reply.status(204).send();
    },
  );
}

async function assertRuleOfBrand(
  db: Db,
  table: BrandRuleTable,
  id: string,
  brand: string,
): Promise<void> {
  const row = await db.selectFrom(table).select('brand').where('id', '=', id).executeTakeFirst();
  if (!row) throw new Refusal(404, 'not_found', `No rule ${id}`);
  if (row.brand !== brand) {
    throw new Refusal(400, 'rule_invalid', `Rule ${id} belongs to another brand`, 'brand');
  }
}

/** Removes one rule, audited; answers the brand it belonged to. */
async function deleteRule(
  ctx: ServerContext,
  request: FastifyRequest,
  resource: { table: BrandRuleTable; auditName: string },
  id: string,
): Promise<string> {
  const { table, auditName } = resource;
  return ctx.database.db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom(table).select('brand').where('id', '=', id).executeTakeFirst();
    if (!row) throw new Refusal(404, 'not_found', `No rule ${id}`);
    assertOperatorCan(operatorOf(request), 'operations', { brand: row.brand });
    await trx.deleteFrom(table).where('id', '=', id).execute();
    await recordAudit(trx, {
      operatorId: operatorOf(request).id,
      action: `${auditName}.delete`,
      brand: row.brand,
      target: `${auditName}/${id}`,
    });
    return row.brand;
  });
}
