// The studio's HTTP contract: the paths and the request and answer shapes of every endpoint under
// /operator-api/studio/ (operator session cookie; every write audited), shared by the server and
// the studio app. Content kinds and ids: contentKinds.ts.
import type { OperatorIdentity } from '../operators/roles';
import type { ContentKind } from './contentKinds';

export type { ContentKind } from './contentKinds';
export { CONTENT_KINDS, CONTENT_ID_PATTERNS, isContentKind } from './contentKinds';

export const OPERATOR_API_ROOT = '/operator-api';
export const STUDIO_API_ROOT = '/operator-api/studio';

/** Operator session (domain/operators/roles.ts) and audit paths. */
export const OPERATOR_PATHS = {
  session: '/operator-api/session',
  audit: '/operator-api/audit',
} as const;

export const STUDIO_PATHS = {
  resources: '/operator-api/studio/resources',
  document: '/operator-api/studio/document',
  draft: '/operator-api/studio/draft',
  check: '/operator-api/studio/check',
  publish: '/operator-api/studio/publish',
  versions: '/operator-api/studio/versions',
  rollback: '/operator-api/studio/rollback',
  previewLinks: '/operator-api/studio/preview-links',
  widgets: '/operator-api/studio/widgets',
  qaLastRun: '/operator-api/studio/qa/last-run',
  createPage: '/operator-api/studio/pages',
  publishCreatedPage: '/operator-api/studio/pages/publish',
  createPart: '/operator-api/studio/parts',
  publishCreatedPart: '/operator-api/studio/parts/publish',
} as const;

/** Opens a preview link: sets the `studio_preview` cookie, then redirects to `?to=` (a site path). */
export const PREVIEW_LINK_PATH = '/studio/preview/:token';
export const PREVIEW_COOKIE = 'studio_preview';
/** How long a preview link works. */
export const PREVIEW_TOKEN_TTL_SECONDS = 7 * 24 * 3600;

/** The customer tabs' push of publications (SSE, event name `content-changed`). */
export const CONTENT_CHANGES_PATH = '/bff-api/content-changes';
export const CONTENT_CHANGED_EVENT = 'content-changed';

/** A document is any JSON object (a page, a route table, a brand config, a dictionary ...). */
export type StudioDocument = Record<string, unknown>;

/** One problem, in the words `schemas:check` prints (file, JSON pointer, message). */
export interface Finding {
  file: string;
  pointer: string;
  message: string;
}

/** A resource: one file of the repository (or an added one) as one brand sees it. */
export interface ResourceRef {
  brand: string;
  kind: ContentKind;
  id: string;
}

/** The file default when rolled back to: `version: 0` in `versions` and `rollback`. */
export const FILE_VERSION = 0;

// GET resources?brand=
export interface ResourcesQuery {
  brand: string;
}
export interface ResourceSummary {
  kind: ContentKind;
  id: string;
  hasDraft: boolean;
  /** 0 when there is no draft. */
  draftRevision: number;
  /** The version served now; null when the file is served. */
  publishedVersion: number | null;
}
export interface ResourcesAnswer {
  resources: ResourceSummary[];
}

// GET document?brand=&kind=&id=
export type DocumentQuery = ResourceRef;
export interface DocumentAnswer {
  document: StudioDocument;
  /** Where the document comes from: the draft, else the published version, else the file. */
  source: 'draft' | 'published' | 'file';
  /** The draft's revision (the baseRevision of the next save); 0 when there is no draft. */
  revision: number;
  publishedVersion: number | null;
  /** Set when the stored draft had an older schemaVersion and was migrated on open. */
  migratedFrom?: number;
}

// PUT draft
export interface SaveDraftBody extends ResourceRef {
  document: StudioDocument;
  /** The revision the editor started from (0: no draft yet). */
  baseRevision: number;
}
export interface SaveDraftAnswer {
  revision: number;
  /** The check's findings for the saved draft (saving is allowed with findings; publishing is not). */
  findings: Finding[];
}
/** 409 reason `draft_conflict`: someone saved since baseRevision; nothing was written. */
export interface DraftConflictAnswer {
  reason: 'draft_conflict';
  current: { document: StudioDocument; revision: number; author: string; savedAt: string };
}

// DELETE draft?brand=&kind=&id=  → 204

// POST check
export interface CheckBody extends ResourceRef {
  document: StudioDocument;
}
export interface CheckAnswer {
  findings: Finding[];
}

// POST publish
export interface PublishBody extends ResourceRef {
  /** The draft revision being published (a stale one is 409 draft_conflict). */
  revision: number;
}
export interface PublishAnswer {
  version: number;
}
/** 422 reason `publish_findings`: the full check found problems; nothing was published. */
export interface PublishFindingsAnswer {
  reason: 'publish_findings';
  findings: Finding[];
}

// GET versions?brand=&kind=&id=
export interface VersionSummary {
  /** 0 is the repository file (FILE_VERSION): author 'file', publishedAt null. */
  version: number;
  author: string;
  publishedAt: string | null;
  /** The version this one restored, when it came from a rollback. */
  rolledBackFrom?: number;
}
export interface VersionsAnswer {
  versions: VersionSummary[];
}

// POST rollback
export interface RollbackBody extends ResourceRef {
  /** An earlier version, or 0 for the repository file. */
  version: number;
}
export interface RollbackAnswer {
  /** The new version (equal in content to the one restored); 0 when back to the file. */
  version: number;
}

// POST preview-links
export interface PreviewLinkBody {
  brand: string;
}
export interface PreviewLinkAnswer {
  token: string;
  /** `/studio/preview/<token>?to=/<lng>/`: opening it sets the preview cookie. */
  url: string;
  expiresAt: string;
}

// GET widgets (studio-catalogue)
export interface WidgetUse {
  kind: ContentKind;
  id: string;
  pointer: string;
}
export interface WidgetEntry {
  name: string;
  description: string;
  propsSchema: unknown;
  examples: unknown[];
  usedBy: WidgetUse[];
}
export interface WidgetsAnswer {
  widgets: WidgetEntry[];
}

// Operator session
export interface SignInBody {
  login: string;
  password: string;
}
export interface OperatorSessionAnswer {
  operator: OperatorIdentity;
}

// GET audit?brand=&limit=
export interface AuditEntry {
  id: string;
  operator: string;
  action: string;
  brand: string | null;
  target: string | null;
  details: unknown;
  at: string;
}
export interface AuditAnswer {
  entries: AuditEntry[];
}

/** The `content-changed` event's data. */
export interface ContentChangedEvent {
  kind: ContentKind;
  id: string;
  brand: string;
}
