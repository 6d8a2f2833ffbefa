// The studio's rows: drafts (one per resource, revision only grows), published versions and the
// version each brand serves. Every write runs in a transaction with its audit row.
import type { Kysely, Transaction } from 'kysely';
import type { ContentKind, StudioDocument } from '../../domain/studio/contract';
import type { DatabaseSchema } from '../db/schema';
import type { BrandOverrides, Resource, SiteOverrides } from './resources';
import { resourceKey } from './resources';
import { parseJson } from '../db/columnTypes';

type Db = Kysely<DatabaseSchema> | Transaction<DatabaseSchema>;

export interface DraftRow {
  document: StudioDocument | null;
  /** The stored counter (kept when the draft is deleted or published). */
  revision: number;
  author: string | null;
  savedAt: Date;
}

/** The key columns of `r`'s rows, to insert or to match (`where((eb) => eb.and(where(r)))`). */
const where = (r: Resource) => ({ brand: r.brand, kind: r.kind, resource_id: r.id }) as const;

export async function readDraft(
  db: Db,
  r: Resource,
  forUpdate = false,
): Promise<DraftRow | undefined> {
  let query = db
    .selectFrom('studio_drafts as d')
    .leftJoin('operators as o', 'o.id', 'd.author_id')
    .select(['d.document', 'd.revision', 'o.login', 'd.saved_at'])
    .where('d.brand', '=', r.brand)
    .where('d.kind', '=', r.kind)
    .where('d.resource_id', '=', r.id);
  if (forUpdate) query = query.forUpdate('d');
  const row = await query.executeTakeFirst();
  return row
    ? {
        document: parseJson<StudioDocument>(row.document),
        revision: row.revision,
        author: row.login,
        savedAt: new Date(row.saved_at),
      }
    : undefined;
}

/** The draft row of `r`, created empty when absent, locked until the transaction ends. */
export async function lockDraft(trx: Transaction<DatabaseSchema>, r: Resource): Promise<DraftRow> {
  await trx
    .insertInto('studio_drafts')
    .values({ ...where(r), document: null, revision: 0 })
    .onConflict((oc) => oc.columns(['brand', 'kind', 'resource_id']).doNothing())
    .execute();
  return (await readDraft(trx, r, true)) as DraftRow;
}

export async function writeDraft(
  trx: Transaction<DatabaseSchema>,
  r: Resource,
  document: StudioDocument | null,
  revision: number,
  authorId: string,
): Promise<void> {
  await trx
    .updateTable('studio_drafts')
    .set({
      document: document === null ? null : JSON.stringify(document),
      revision,
      author_id: authorId,
      saved_at: new Date(),
    })
    .where((eb) => eb.and(where(r)))
    .execute();
}

/** The published row of `r`, created (serving the file) when absent, locked until the end. */
export async function lockPublished(
  trx: Transaction<DatabaseSchema>,
  r: Resource,
): Promise<{ version: number | null }> {
  await trx
    .insertInto('studio_published')
    .values({ ...where(r), version: null })
    .onConflict((oc) => oc.columns(['brand', 'kind', 'resource_id']).doNothing())
    .execute();
  return trx
    .selectFrom('studio_published')
    .select('version')
    .where((eb) => eb.and(where(r)))
    .forUpdate()
    .executeTakeFirstOrThrow();
}

export async function publishedVersionOf(db: Db, r: Resource): Promise<number | null> {
  const row = await db
    .selectFrom('studio_published')
    .select('version')
    .where((eb) => eb.and(where(r)))
    .executeTakeFirst();
  return row?.version ?? null;
}

export async function setPublished(
  trx: Transaction<DatabaseSchema>,
  r: Resource,
  version: number | null,
): Promise<void> {
  await trx
    .updateTable('studio_published')
    .set({ version, changed_at: new Date() })
    .where((eb) => eb.and(where(r)))
    .execute();
}

/** Adds the next version of `r` (call with its published row locked). */
export async function addVersion(
  trx: Transaction<DatabaseSchema>,
  r: Resource,
  document: StudioDocument,
  authorId: string,
  rolledBackFrom: number | null,
): Promise<number> {
  const last = await trx
    .selectFrom('studio_versions')
    .select((eb) => eb.fn.max('version').as('v'))
    .where((eb) => eb.and(where(r)))
    .executeTakeFirst();
  const version = Number(last?.v ?? 0) + 1;
  await trx
    .insertInto('studio_versions')
    .values({
      ...where(r),
      version,
      document: JSON.stringify(document),
      author_id: authorId,
      rolled_back_from: rolledBackFrom,
    })
    .execute();
  return version;
}

export async function readVersion(
  db: Db,
  r: Resource,
  version: number,
): Promise<StudioDocument | undefined> {
  const row = await db
    .selectFrom('studio_versions')
    .select('document')
    .where((eb) => eb.and(where(r)))
    .where('version', '=', version)
    .executeTakeFirst();
  return row ? (parseJson<StudioDocument>(row.document) ?? undefined) : undefined;
}

export async function listVersions(db: Db, r: Resource) {
  const rows = await db
    .selectFrom('studio_versions as v')
    .innerJoin('operators as o', 'o.id', 'v.author_id')
    .select(['v.version', 'o.login', 'v.published_at', 'v.rolled_back_from'])
    .where('v.brand', '=', r.brand)
    .where('v.kind', '=', r.kind)
    .where('v.resource_id', '=', r.id)
    .orderBy('v.version', 'desc')
    .execute();
  return rows.map((row) => ({
    version: row.version,
    author: row.login,
    publishedAt: new Date(row.published_at).toISOString(),
    ...(row.rolled_back_from === null ? {} : { rolledBackFrom: row.rolled_back_from }),
  }));
}

/** Drafts and published versions of one brand, by resource key (for the resource list). */
export async function brandState(db: Db, brand: string) {
  const [drafts, published] = await Promise.all([
    db
      .selectFrom('studio_drafts')
      .select(['kind', 'resource_id', 'revision'])
      .where('brand', '=', brand)
      .where('document', 'is not', null)
      .execute(),
    db
      .selectFrom('studio_published')
      .select(['kind', 'resource_id', 'version'])
      .where('brand', '=', brand)
      .where('version', 'is not', null)
      .execute(),
  ]);
  return {
    drafts: new Map(drafts.map((d) => [`${d.kind}/${d.resource_id}`, d.revision])),
    published: new Map(published.map((p) => [`${p.kind}/${p.resource_id}`, p.version as number])),
  };
}

/** Every brand's published documents (what the server serves over the files). */
export async function loadPublishedOverrides(db: Db): Promise<SiteOverrides> {
  const rows = await db
    .selectFrom('studio_published as p')
    .innerJoin('studio_versions as v', (join) =>
      join
        .onRef('v.brand', '=', 'p.brand')
        .onRef('v.kind', '=', 'p.kind')
        .onRef('v.resource_id', '=', 'p.resource_id')
        .onRef('v.version', '=', 'p.version'),
    )
    .select(['p.brand', 'p.kind', 'p.resource_id', 'v.document'])
    .execute();
  return groupByBrand(
    rows.map((r) => ({
      brand: r.brand,
      kind: r.kind as ContentKind,
      id: r.resource_id,
      document: parseJson<StudioDocument>(r.document) as StudioDocument,
    })),
  );
}

/** One brand's drafts (what its preview link shows over its published content). */
export async function loadDrafts(db: Db, brand: string) {
  const rows = await db
    .selectFrom('studio_drafts')
    .select(['kind', 'resource_id', 'document', 'revision'])
    .where('brand', '=', brand)
    .where('document', 'is not', null)
    .execute();
  return rows.map((r) => ({
    kind: r.kind as ContentKind,
    id: r.resource_id,
    revision: r.revision,
    document: parseJson<StudioDocument>(r.document) as StudioDocument,
  }));
}

export function groupByBrand(
  items: readonly { brand: string; kind: ContentKind; id: string; document: StudioDocument }[],
): SiteOverrides {
  const site = new Map<
    string,
    Map<string, { kind: ContentKind; id: string; document: StudioDocument }>
  >();
  for (const item of items) {
    const brand = site.get(item.brand) ?? new Map();
    brand.set(resourceKey(item), { kind: item.kind, id: item.id, document: item.document });
    site.set(item.brand, brand);
  }
  return site;
}

/** `site` with `documents` of `brand` in place (a check's or a preview's overrides). */
export function withOverrides(
  site: SiteOverrides,
  brand: string,
  documents: readonly { kind: ContentKind; id: string; document: StudioDocument }[],
): SiteOverrides {
  const out = new Map(site);
  const own = new Map<string, { kind: ContentKind; id: string; document: StudioDocument }>(
    site.get(brand) ?? [],
  );
  for (const d of documents) own.set(resourceKey(d), d);
  out.set(brand, own as BrandOverrides);
  return out;
}

/** `site` without `r` (rolled back to the file). */
export function withoutOverride(site: SiteOverrides, r: Resource): SiteOverrides {
  const out = new Map(site);
  const own = new Map(site.get(r.brand) ?? []);
  own.delete(resourceKey(r));
  out.set(r.brand, own);
  return out;
}
