// Resources the studio creates (docs/back-office.md "Creating pages"): a new page from a
// template comes with its route (a shape of the route table, checked for overlaps by the content
// check) and its own dictionary in every language, all as drafts: the editor previews them and
// publishes them (dictionaries, then the page, then the route table), and a rollback of the route
// table takes the page off the site again. Files stay the defaults; a created resource exists for
// the studio by its studio_created row.
import type { Kysely, Transaction } from 'kysely';
import type { OperatorIdentity } from '../../domain/operators/roles';
import type { ContentKind, Finding, StudioDocument } from '../../domain/studio/contract';
import {
  NEW_PAGE_ID,
  templateDictionary,
  templatePage,
  templateRoute,
  type PageTemplate,
} from '../../domain/studio/pageTemplates';
import {
  NEW_PART_ID,
  partPath,
  templatePart,
  type PartTemplate,
} from '../../domain/studio/partTemplates';
import type { DatabaseSchema } from '../db/schema';
import { Refusal } from '../http/refusal';
import type { ServerContext } from '../http/serverContext';
import { recordAudit } from '../operators/audit';
import { fileDocument, type Resource } from './resources';
import type { StudioContent } from './studioContent';
import {
  lockDraft,
  publishedVersionOf,
  readDraft,
  readVersion,
  writeDraft,
} from './studioRepository';
import { parseJson } from '../db/columnTypes';

type Db = Kysely<DatabaseSchema> | Transaction<DatabaseSchema>;

/** The document a created resource started from, or undefined when the studio did not create it. */
export async function createdDocument(db: Db, r: Resource): Promise<StudioDocument | undefined> {
  const row = await db
    .selectFrom('studio_created')
    .select('document')
    .where('brand', '=', r.brand)
    .where('kind', '=', r.kind)
    .where('id', '=', r.id)
    .executeTakeFirst();
  return row ? (parseJson<StudioDocument>(row.document) ?? undefined) : undefined;
}

export async function listCreated(
  db: Db,
  brand: string,
): Promise<{ kind: ContentKind; id: string; template: string | null }[]> {
  const rows = await db
    .selectFrom('studio_created')
    .select(['kind', 'id', 'template'])
    .where('brand', '=', brand)
    .orderBy('created_at')
    .execute();
  return rows.map((r) => ({ kind: r.kind as ContentKind, id: r.id, template: r.template }));
}

export interface CreatePageInput {
  brand: string;
  id: string;
  template: PageTemplate;
  /** The page's title in every language (the template's otherwise). */
  title?: string;
}

export interface CreatedPage {
  page: Resource;
  routes: Resource;
  dictionaries: Resource[];
  path: string;
}

/** The languages the site ships (the dictionaries' languages). */
function shippedLanguages(ctx: ServerContext): string[] {
  return [...new Set(ctx.contentStore.fileSet.dictionaries.map((d) => d.language))].sort();
}

/** The document a resource shows now: its draft, else its published version, else its file. */
async function currentDocument(
  ctx: ServerContext,
  studio: StudioContent,
  r: Resource,
): Promise<{ document: StudioDocument; revision: number }> {
  const draft = await readDraft(ctx.database.db, r);
  if (draft?.document) return { document: draft.document, revision: draft.revision };
  const version = await publishedVersionOf(ctx.database.db, r);
  const published = version === null ? undefined : await readVersion(ctx.database.db, r, version);
  return {
    document: (published ?? (await studio.servedDocument(r)) ?? {}) as StudioDocument,
    revision: 0,
  };
}

/** A new resource's documents (its own, its dictionaries, the route table for a page). */
interface NewResources {
  brand: string;
  template: string;
  /** The page or part created: named in the audit row. */
  target: Resource;
  documents: (Resource & { document: StudioDocument })[];
  /** The route table's draft revision the new route was added to (pages only). */
  routesRevision?: number;
  details: Record<string, unknown>;
}

/** Refuses a new id its pattern does not take (400 invalid_field) or one taken (assertFree). */
async function assertNewId(
  ctx: ServerContext,
  brand: string,
  id: string,
  pattern: RegExp,
  rule: string,
): Promise<void> {
  if (!pattern.test(id)) throw new Refusal(400, 'invalid_field', `studio: ${rule}`, 'id');
  await assertFree(ctx, brand, id);
}

/**
 * Refused with 409 content_exists when `id` is taken as a page or part (a file or created in the
 * studio) or as a dictionary namespace, for the new resource and its dictionary share the id.
 */
async function assertFree(ctx: ServerContext, brand: string, id: string): Promise<void> {
  const set = ctx.contentStore.fileSet;
  const db = ctx.database.db;
  for (const kind of ['page', 'part'] as const) {
    const r: Resource = { brand, kind, id };
    if (fileDocument(set, r) !== undefined || (await createdDocument(db, r)) !== undefined) {
      throw new Refusal(409, 'content_exists', `studio: ${kind} ${id} exists`, 'id');
    }
  }
  const dictionaryTaken =
    set.dictionaries.some((d) => d.namespace === id) ||
    (
      await db
        .selectFrom('studio_created')
        .select('id')
        .where('brand', '=', brand)
        .where('kind', '=', 'dictionary')
        .where('id', 'like', `%/${id}`)
        .execute()
    ).some((row) => row.id.split('/')[1] === id);
  if (dictionaryTaken) {
    throw new Refusal(409, 'content_exists', `studio: the texts ${id} exist`, 'id');
  }
}

/**
 * The one way the studio creates content: checks the new drafts with the brand's content (422
 * publish_findings with the findings, nothing written), then in one transaction records each
 * created resource, writes every draft (a route table changed meanwhile is 409 draft_conflict)
 * and the audit row.
 */
async function writeCreated(
  ctx: ServerContext,
  studio: StudioContent,
  op: OperatorIdentity,
  spec: NewResources,
): Promise<void> {
  const { brand, template, documents, target } = spec;
  const findings: Finding[] = studio.check(brand, documents);
  if (findings.length > 0) {
    throw Object.assign(
      new Refusal(422, 'publish_findings', `studio: the new ${target.kind} fails the check`),
      { findings },
    );
  }
  await ctx.database.db.transaction().execute(async (trx) => {
    for (const d of documents) {
      if (d.kind !== 'routes') {
        await trx
          .insertInto('studio_created')
          .values({
            brand,
            kind: d.kind,
            id: d.id,
            template,
            document: JSON.stringify(d.document),
            operator_id: op.id,
          })
          .execute();
      }
      const draft = await lockDraft(trx, d);
      const base = d.kind === 'routes' ? (spec.routesRevision ?? 0) : 0;
      const current = draft.document ? draft.revision : 0;
      if (current !== base) {
        throw new Refusal(409, 'draft_conflict', 'studio: the route table draft changed meanwhile');
      }
      await writeDraft(trx, d, d.document, draft.revision + 1, op.id);
    }
    await recordAudit(trx, {
      operatorId: op.id,
      action: 'studio.create',
      brand,
      target: `${target.kind}/${target.id}`,
      details: { template, ...spec.details },
    });
  });
}

/** The drafts of a new resource's dictionary in every language the site ships. */
function dictionaryDrafts(
  ctx: ServerContext,
  brand: string,
  id: string,
  title: string | undefined,
): (Resource & { document: StudioDocument })[] {
  return shippedLanguages(ctx).map((lng) => ({
    brand,
    kind: 'dictionary',
    id: `${lng}/${id}`,
    document: templateDictionary(lng, title) as unknown as StudioDocument,
  }));
}

/**
 * Writes the drafts of a new page: the page from its template, its dictionary in every language,
 * and the route table (its draft, else what is served) with the page's route added. Refused
 * (nothing written): a taken id (409 content_exists), a path another route matches or a draft
 * the check refuses (422 publish_findings with the findings).
 */
export async function createPage(
  ctx: ServerContext,
  studio: StudioContent,
  op: OperatorIdentity,
  input: CreatePageInput,
): Promise<CreatedPage> {
  const { brand, id, template } = input;
  await assertNewId(ctx, brand, id, NEW_PAGE_ID, 'a new page id is 2-49 of a-z, 0-9 and -');
  const page: Resource = { brand, kind: 'page', id };
  const routes: Resource = { brand, kind: 'routes', id: 'routes' };
  const currentRoutes = await currentDocument(ctx, studio, routes);
  const table = currentRoutes.document as { routes?: { id: string; path: string }[] };
  const route = templateRoute(template, id, id);
  if ((table.routes ?? []).some((r) => r.id === id)) {
    throw new Refusal(409, 'content_exists', `studio: route ${id} exists`, 'id');
  }
  const routesDocument = {
    ...table,
    routes: [...(table.routes ?? []), route],
  } as unknown as StudioDocument;
  const dictionaries = dictionaryDrafts(ctx, brand, id, input.title);
  await writeCreated(ctx, studio, op, {
    brand,
    template,
    target: page,
    documents: [
      { ...page, document: templatePage(template, id) as unknown as StudioDocument },
      { ...routes, document: routesDocument },
      ...dictionaries,
    ],
    routesRevision: currentRoutes.revision,
    details: { path: route.path, dictionaries: dictionaries.map((d) => d.id) },
  });
  return {
    page,
    routes,
    dictionaries: dictionaries.map(({ document: _d, ...r }) => r),
    path: route.path,
  };
}

export interface CreatePartInput {
  brand: string;
  id: string;
  template: PartTemplate;
  /** The part's title in every language (the template's otherwise). */
  title?: string;
}

/**
 * Writes the drafts of a new remote part: the part from its template and its dictionary in every
 * language. Refused as a new page is (400 invalid_field, 409 content_exists, 422
 * publish_findings), writing nothing. Answers where a customer's page loads it (`mf/<id>`).
 */
export async function createPart(
  ctx: ServerContext,
  studio: StudioContent,
  op: OperatorIdentity,
  input: CreatePartInput,
): Promise<{ part: Resource; path: string }> {
  const { brand, id, template } = input;
  await assertNewId(
    ctx,
    brand,
    id,
    NEW_PART_ID,
    'a new part id is 2-49 of a-z, 0-9 and -, a letter first',
  );
  const part: Resource = { brand, kind: 'part', id };
  const dictionaries = dictionaryDrafts(ctx, brand, id, input.title);
  await writeCreated(ctx, studio, op, {
    brand,
    template,
    target: part,
    documents: [
      { ...part, document: templatePart(template, id) as unknown as StudioDocument },
      ...dictionaries,
    ],
    details: { path: partPath(id), dictionaries: dictionaries.map((d) => d.id) },
  });
  return { part, path: partPath(id) };
}

/** What publishing a created resource served: the version of the resource that puts it on the
 * site (a page's route table, a part itself) before and after, for the rollback. */
export interface CreatedPublication {
  rollback: Resource;
  versionBefore: number;
  version: number;
}

/**
 * Publishes a created page's or part's drafts in the order the check needs: its dictionaries,
 * then itself, then (a page) the route table. Rolling `rollback` back to `versionBefore` takes
 * it off the site again.
 */
export async function publishCreated(
  ctx: ServerContext,
  studio: StudioContent,
  op: OperatorIdentity,
  brand: string,
  kind: 'page' | 'part',
  id: string,
): Promise<CreatedPublication> {
  const own: Resource = { brand, kind, id };
  if ((await createdDocument(ctx.database.db, own)) === undefined) {
    throw new Refusal(
      404,
      'content_not_found',
      `studio: the studio created no ${kind} ${id}`,
      'id',
    );
  }
  const rollback: Resource = kind === 'page' ? { brand, kind: 'routes', id: 'routes' } : own;
  const versionBefore = (await publishedVersionOf(ctx.database.db, rollback)) ?? 0;
  const dictionaries = shippedLanguages(ctx).map((lng): Resource => ({
    brand,
    kind: 'dictionary',
    id: `${lng}/${id}`,
  }));
  const outcome = await studio.publishTogether(
    op,
    brand,
    kind === 'page' ? [...dictionaries, own, rollback] : [...dictionaries, own],
  );
  if (!outcome.ok) {
    const status =
      outcome.reason === 'publish_findings' ? 422 : outcome.reason === 'draft_conflict' ? 409 : 404;
    const refusal = new Refusal(
      status,
      outcome.reason,
      `studio: publishing ${kind} ${id} was refused (${outcome.reason})`,
    );
    throw outcome.reason === 'publish_findings'
      ? Object.assign(refusal, { findings: outcome.findings })
      : refusal;
  }
  const version = outcome.versions?.get(`${rollback.kind}/${rollback.id}`) ?? versionBefore;
  return { rollback, versionBefore, version };
}
