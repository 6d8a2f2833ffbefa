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

type Db = Kysely<DatabaseSchema> | Transaction<DatabaseSchema>;

function parsed(value: unknown): StudioDocument {
  return (typeof value === 'string' ? JSON.parse(value) : value) as StudioDocument;
}

/** The document a created resource started from, or undefined when the studio did not create it. */
export async function createdDocument(db: Db, r: Resource): Promise<StudioDocument | undefined> {
  const row = await db
    .selectFrom('studio_created')
    .select('document')
    .where('brand', '=', r.brand)
    .where('kind', '=', r.kind)
    .where('id', '=', r.id)
    .executeTakeFirst();
  return row ? parsed(row.document) : undefined;
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
  if (!NEW_PAGE_ID.test(id)) {
    throw new Refusal(
      400,
      'invalid_field',
      'studio: a new page id is 2-49 of a-z, 0-9 and -',
      'id',
    );
  }
  const page: Resource = { brand, kind: 'page', id };
  const languages = shippedLanguages(ctx);
  const dictionaries: Resource[] = languages.map((lng) => ({
    brand,
    kind: 'dictionary',
    id: `${lng}/${id}`,
  }));
  const set = ctx.contentStore.fileSet;
  const taken =
    fileDocument(set, page) !== undefined ||
    set.dictionaries.some((d) => d.namespace === id) ||
    (await createdDocument(ctx.database.db, page)) !== undefined;
  if (taken) throw new Refusal(409, 'content_exists', `studio: page ${id} exists`, 'id');

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
  const pageDocument = templatePage(template, id) as unknown as StudioDocument;
  const dictionaryDocuments = languages.map(
    (lng) => templateDictionary(lng, input.title) as unknown as StudioDocument,
  );
  const documents = [
    { ...page, document: pageDocument },
    { ...routes, document: routesDocument },
    ...dictionaries.map((d, i) => ({ ...d, document: dictionaryDocuments[i]! })),
  ];
  const findings: Finding[] = studio.check(brand, documents);
  if (findings.length > 0) {
    throw Object.assign(
      new Refusal(422, 'publish_findings', `studio: the new page fails the check`),
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
      const base = d.kind === 'routes' ? currentRoutes.revision : 0;
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
      target: `page/${id}`,
      details: { template, path: route.path, dictionaries: dictionaries.map((d) => d.id) },
    });
  });
  return { page, routes, dictionaries, path: route.path };
}

/**
 * Publishes a created page's drafts in the order the check needs (its dictionaries, the page,
 * then the route table). Answers the route table's version before, for the rollback.
 */
export async function publishCreatedPage(
  ctx: ServerContext,
  studio: StudioContent,
  op: OperatorIdentity,
  brand: string,
  id: string,
): Promise<{ routesVersionBefore: number; routesVersion: number }> {
  const page: Resource = { brand, kind: 'page', id };
  if ((await createdDocument(ctx.database.db, page)) === undefined) {
    throw new Refusal(404, 'content_not_found', `studio: the studio created no page ${id}`, 'id');
  }
  const routes: Resource = { brand, kind: 'routes', id: 'routes' };
  const routesVersionBefore = (await publishedVersionOf(ctx.database.db, routes)) ?? 0;
  const dictionaries = shippedLanguages(ctx).map((lng): Resource => ({
    brand,
    kind: 'dictionary',
    id: `${lng}/${id}`,
  }));
  const outcome = await studio.publishTogether(op, brand, [...dictionaries, page, routes]);
  if (!outcome.ok) {
    const status =
      outcome.reason === 'publish_findings' ? 422 : outcome.reason === 'draft_conflict' ? 409 : 404;
    const refusal = new Refusal(
      status,
      outcome.reason,
      `studio: publishing page ${id} was refused (${outcome.reason})`,
    );
    throw outcome.reason === 'publish_findings'
      ? Object.assign(refusal, { findings: outcome.findings })
      : refusal;
  }
  const routesVersion = outcome.versions?.get('routes/routes') ?? routesVersionBefore;
  return { routesVersionBefore, routesVersion };
}
