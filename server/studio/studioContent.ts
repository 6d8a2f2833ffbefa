// The studio's versioned content: drafts, the publish check, publication and rollback (each one
// transaction with its audit row), and keeping every process's served content current.
import { sql, type Transaction } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { OperatorIdentity } from '../../domain/operators/roles';
import type { ContentChangedEvent, Finding, StudioDocument } from '../../domain/studio/contract';
import { formatContentFinding } from '../content/index';
import type { DatabaseSchema } from '../db/schema';
import type { ServerContext } from '../http/serverContext';
import { recordAudit } from '../operators/audit';
import type { ContentBus } from './contentBus';
import type { ContentChangeStreams } from './contentChanges';
import { fileDocument, resourceKey, type Resource } from './resources';
import {
  addVersion,
  loadPublishedOverrides,
  lockDraft,
  lockPublished,
  readDraft,
  readVersion,
  setPublished,
  withOverrides,
  withoutOverride,
  writeDraft,
} from './studioRepository';

export interface DraftConflict {
  document: StudioDocument;
  revision: number;
  author: string;
  savedAt: string;
}

export type SaveOutcome =
  { ok: true; revision: number; findings: Finding[] } | { ok: false; conflict: DraftConflict };

export type PublishOutcome =
  | { ok: true; version: number }
  | { ok: false; reason: 'draft_not_found' }
  | { ok: false; reason: 'draft_conflict'; conflict: DraftConflict }
  | { ok: false; reason: 'publish_findings'; findings: Finding[] }
  | { ok: false; reason: 'version_not_found' };

const target = (r: Resource) => resourceKey(r);

/** The audit row of an operator's change to `r`: its brand, and its key as the target. */
function auditChange(
  trx: Transaction<DatabaseSchema>,
  op: OperatorIdentity,
  action: string,
  r: Resource,
  details: Record<string, unknown>,
): Promise<void> {
  return recordAudit(trx, {
    operatorId: op.id,
    action,
    brand: r.brand,
    target: target(r),
    details,
  });
}

export class StudioContent {
  private reloading: Promise<void> = Promise.resolve();

  constructor(
    private readonly ctx: ServerContext,
    private readonly bus: ContentBus,
    private readonly streams: ContentChangeStreams,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The document a resource serves now: its published version, else the repository file. */
  async servedDocument(r: Resource): Promise<StudioDocument | undefined> {
    const published = this.ctx.contentStore.publishedOverrides.get(r.brand)?.get(resourceKey(r));
    return published?.document ?? fileDocument(this.ctx.contentStore.fileSet, r);
  }

  /** Every finding of the brand's whole content with `documents` of the brand in place. */
  check(
    brand: string,
    documents: { kind: Resource['kind']; id: string; document: StudioDocument }[],
  ): Finding[] {
    const store = this.ctx.contentStore;
    const built = store.build(withOverrides(store.publishedOverrides, brand, documents), brand);
    return built.ok ? [] : built.findings;
  }

  async saveDraft(
    op: OperatorIdentity,
    r: Resource,
    document: StudioDocument,
    baseRevision: number,
  ): Promise<SaveOutcome> {
    const saved = await this.ctx.database.db.transaction().execute(async (trx) => {
      const draft = await lockDraft(trx, r);
      const current = draft.document ? draft.revision : 0;
      if (baseRevision !== current)
        return { ok: false as const, conflict: await this.conflictOf(r, draft) };
      const revision = draft.revision + 1;
      await writeDraft(trx, r, document, revision, op.id);
      await auditChange(trx, op, 'studio.draft.save', r, { revision });
      return { ok: true as const, revision };
    });
    if (!saved.ok) return saved;
    return { ...saved, findings: this.check(r.brand, [{ ...r, document }]) };
  }

  async deleteDraft(op: OperatorIdentity, r: Resource): Promise<void> {
    await this.ctx.database.db.transaction().execute(async (trx) => {
      const draft = await lockDraft(trx, r);
      if (!draft.document) return;
      await writeDraft(trx, r, null, draft.revision, op.id);
      await auditChange(trx, op, 'studio.draft.delete', r, { revision: draft.revision });
    });
  }

  /**
   * Publishes the draft at `revision`: in one transaction, under the brand's publish lock, the
   * full check with the draft in place, the new version, the brand serving it, the draft
   * consumed, the audit row. Then every process serves it and open tabs are told.
   */
  async publish(op: OperatorIdentity, r: Resource, revision: number): Promise<PublishOutcome> {
    return this.changePublished(r, async (trx) => {
      const draft = await lockDraft(trx, r);
      if (!draft.document) return { ok: false, reason: 'draft_not_found' };
      if (draft.revision !== revision) {
        return { ok: false, reason: 'draft_conflict', conflict: await this.conflictOf(r, draft) };
      }
      const findings = await this.checkInTransaction(trx, r, draft.document);
      if (findings.length > 0) return { ok: false, reason: 'publish_findings', findings };
      const version = await addVersion(trx, r, draft.document, op.id, null);
      await setPublished(trx, r, version);
      await writeDraft(trx, r, null, draft.revision, op.id);
      await auditChange(trx, op, 'studio.publish', r, { version, revision });
      return { ok: true, version };
    });
  }

  /**
   * Publishes the drafts of several resources of one brand at once (a created page with its
   * route and its dictionary in every language): one transaction, one check with all of them in
   * place, all or nothing. Resources without a draft are left as they are.
   */
  async publishTogether(
    op: OperatorIdentity,
    brand: string,
    resources: readonly Resource[],
  ): Promise<PublishOutcome & { versions?: Map<string, number> }> {
    const outcome = await this.ctx.database.db
      .transaction()
      .execute(async (trx): Promise<PublishOutcome & { versions?: Map<string, number> }> => {
        await this.lockBrand(trx, brand);
        const drafts: { r: Resource; document: StudioDocument; revision: number }[] = [];
        for (const r of resources) {
          await lockPublished(trx, r);
          const draft = await lockDraft(trx, r);
          if (draft.document)
            drafts.push({ r, document: draft.document, revision: draft.revision });
        }
        if (drafts.length === 0) return { ok: false, reason: 'draft_not_found' };
        const site = await loadPublishedOverrides(trx);
        const built = this.ctx.contentStore.build(
          withOverrides(
            site,
            brand,
            drafts.map((d) => ({ ...d.r, document: d.document })),
          ),
          brand,
        );
        if (!built.ok) return { ok: false, reason: 'publish_findings', findings: built.findings };
        const versions = new Map<string, number>();
        for (const d of drafts) {
          const version = await addVersion(trx, d.r, d.document, op.id, null);
          await setPublished(trx, d.r, version);
          await writeDraft(trx, d.r, null, d.revision, op.id);
          await recordAudit(trx, {
            operatorId: op.id,
            action: 'studio.publish',
            brand,
            target: target(d.r),
            details: { version, revision: d.revision },
          });
          versions.set(target(d.r), version);
        }
        return { ok: true, version: versions.get('routes/routes') ?? 0, versions };
      });
    if (outcome.ok) {
      await this.reload();
      for (const r of resources) {
        const change = { brand, kind: r.kind, id: r.id };
        this.streams.send(change);
        this.bus.publish(change);
      }
    }
    return outcome;
  }

  /** Serves `version` again as a new version (0: the repository file), checked like a publication. */
  async rollback(op: OperatorIdentity, r: Resource, version: number): Promise<PublishOutcome> {
    return this.changePublished(r, async (trx) => {
      const document = version === 0 ? null : await readVersion(trx, r, version);
      if (document === undefined) return { ok: false, reason: 'version_not_found' };
      const findings = await this.checkInTransaction(trx, r, document);
      if (findings.length > 0) return { ok: false, reason: 'publish_findings', findings };
      const restored =
        document === null ? null : await addVersion(trx, r, document, op.id, version);
      await setPublished(trx, r, restored);
      await auditChange(trx, op, 'studio.rollback', r, { to: version, version: restored ?? 0 });
      return { ok: true, version: restored ?? 0 };
    });
  }

  /**
   * Changes what `r` serves in one transaction, under the brand's publish lock with its published
   * row locked; a change that went through is served by every process and told to open tabs.
   */
  private async changePublished(
    r: Resource,
    change: (trx: Transaction<DatabaseSchema>) => Promise<PublishOutcome>,
  ): Promise<PublishOutcome> {
    const outcome = await this.ctx.database.db.transaction().execute(async (trx) => {
      await this.lockBrand(trx, r.brand);
      await lockPublished(trx, r);
      return change(trx);
    });
    if (outcome.ok) await this.announce({ brand: r.brand, kind: r.kind, id: r.id });
    return outcome;
  }

  /** Re-reads every published version and serves them (one reload at a time, in order). */
  reload(): Promise<void> {
    this.reloading = this.reloading
      .then(async () => {
        const site = await loadPublishedOverrides(this.ctx.database.db);
        const refused = this.ctx.contentStore.setPublished(site);
        for (const [brand, findings] of refused) {
          this.log.error(
            `studio: ${brand}'s published content fails the check, its files are served instead:\n` +
              findings.map((f) => `  ${formatContentFinding(f)}`).join('\n'),
          );
        }
      })
      .catch((err: unknown) => {
        this.log.error({ err }, 'studio: the published content could not be reloaded');
      });
    return this.reloading;
  }

  /** Another process published: serve it here too, then tell this process's open tabs. */
  async heard(change: ContentChangedEvent): Promise<void> {
    await this.reload();
    this.streams.send(change);
  }

  private async announce(change: ContentChangedEvent): Promise<void> {
    await this.reload();
    this.streams.send(change);
    this.bus.publish(change);
  }

  /** Publications of one brand run one at a time: each checks the brand's content as the last one left it. */
  private async lockBrand(trx: Transaction<DatabaseSchema>, brand: string): Promise<void> {
    await sql`select pg_advisory_xact_lock(hashtext(${`studio:${brand}`}))`.execute(trx);
  }

  /** The check with the published versions as this transaction sees them (`document` null: the file). */
  private async checkInTransaction(
    trx: Transaction<DatabaseSchema>,
    r: Resource,
    document: StudioDocument | null,
  ): Promise<Finding[]> {
    const site = await loadPublishedOverrides(trx);
    const store = this.ctx.contentStore;
    const next =
      document === null
        ? withoutOverride(site, r)
        : withOverrides(site, r.brand, [{ ...r, document }]);
    const built = store.build(next, r.brand);
    return built.ok ? [] : built.findings;
  }

  private async conflictOf(
    r: Resource,
    draft: {
      document: StudioDocument | null;
      revision: number;
      author: string | null;
      savedAt: Date;
    },
  ): Promise<DraftConflict> {
    if (draft.document) {
      return {
        document: draft.document,
        revision: draft.revision,
        author: draft.author ?? '',
        savedAt: draft.savedAt.toISOString(),
      };
    }
    // The draft was published or deleted meanwhile: what the brand serves now is the current one.
    return {
      document: (await this.servedDocument(r)) ?? {},
      revision: 0,
      author: draft.author ?? '',
      savedAt: draft.savedAt.toISOString(),
    };
  }
}

export { readDraft };
