import { createHash } from 'node:crypto';
import { resolveBrandId } from '../config/brandResolver';
import { brandLevelOnly, contentSetFor, type SiteOverrides } from '../studio/resources';
import { StartupRefusal } from '../startupRefusal';
import { contentFromSet } from './contentFromSet';
import type { ContentLoad } from './loadContent';
import {
  brandCss,
  checkContentSet,
  formatContentFinding,
  readAndCheckContent,
  type CheckedContentSet,
} from './runtimeChecker';
import type { ContentFinding, ServerContent } from './serverContent';

/** The server's own content is invalid: it refuses to start and lists every finding. */
export class ContentFindingsError extends StartupRefusal {
  constructor(
    readonly rootDir: string,
    readonly findings: ContentFinding[],
  ) {
    super(
      `The content under ${rootDir} has ${findings.length} finding(s); the server refuses to start:\n` +
        findings.map((f) => `  ${formatContentFinding(f)}`).join('\n'),
    );
  }
}

/** What one brand serves: its content and a tag that changes whenever that content changes. */
export interface ServedContent {
  content: ServerContent;
  /** A digest of the files and the brand's overrides: the same in every process (ETag). */
  tag: string;
}

/** A brand's content built with overrides, or the findings that stop it. */
export type BuiltContent =
  | { ok: true; served: ServedContent; set: CheckedContentSet }
  | { ok: false; findings: ContentFinding[]; set: CheckedContentSet };

const NO_OVERRIDES: SiteOverrides = new Map();

/**
 * Parsed, checked content kept in memory: the repository files (the defaults) and, per brand, the
 * files with what the studio published for that brand in place. `reload` (dev) swaps the files
 * only when the new ones are valid; `setPublished` swaps the published overrides.
 */
export class ContentStore {
  private set: CheckedContentSet;
  private files: ServerContent;
  private filesDigest: string;
  private published: SiteOverrides = NO_OVERRIDES;
  private served = new Map<string, ServedContent>();
  private resolution: ServerContent;
  /** Brands whose published overrides fail the check (served from the files meanwhile). */
  private refused = new Map<string, ContentFinding[]>();

  private constructor(
    readonly rootDir: string,
    set: CheckedContentSet,
    initial: ServerContent,
  ) {
    this.set = set;
    this.files = initial;
    this.filesDigest = digestOf(set);
    this.resolution = initial;
    this.rebuild();
  }

  /** Loads and checks the content; throws ContentFindingsError on any finding. */
  static open(rootDir: string): ContentStore {
    const { set, findings } = readAndCheckContent(rootDir);
    if (findings.length > 0) throw new ContentFindingsError(rootDir, findings);
    return new ContentStore(rootDir, set, contentFromSet(set, brandCss));
  }

  /** The repository files' content (no published overrides). */
  get current(): ServerContent {
    return this.files;
  }

  /** The repository files as read (the base every override set starts from). */
  get fileSet(): CheckedContentSet {
    return this.set;
  }

  /** The published overrides in force. */
  get publishedOverrides(): SiteOverrides {
    return this.published;
  }

  /** Brands whose published overrides no longer pass the check (files served instead). */
  get refusedBrands(): ReadonlyMap<string, ContentFinding[]> {
    return this.refused;
  }

  /** The brand of a Host header, by the hosts each brand serves now (published configs included). */
  brandOf(hostHeader: string | undefined, envBrand: string | undefined): string {
    return resolveBrandId(this.resolution, hostHeader, envBrand);
  }

  /** What `brand` serves now. */
  servedFor(brand: string): ServedContent {
    return this.served.get(brand) ?? { content: this.files, tag: this.filesDigest };
  }

  /**
   * `brand`'s content with `site`'s overrides in place (its own, and every brand's config, brand
   * book and dictionaries), checked with the full schemas:check rule set.
   */
  build(site: SiteOverrides, brand: string): BuiltContent {
    const set = contentSetFor(this.set, site, brand);
    const findings = checkContentSet(set);
    if (findings.length > 0) return { ok: false, findings, set };
    return {
      ok: true,
      set,
      served: { content: contentFromSet(set, brandCss), tag: this.tagOf(site, brand) },
    };
  }

  /** Swaps the published overrides; answers the brands refused (their findings). */
  setPublished(site: SiteOverrides): ReadonlyMap<string, ContentFinding[]> {
    this.published = site;
    this.rebuild();
    return this.refused;
  }

  /** Re-reads the files; on findings the previous content stays and the findings are returned. */
  reload(): ContentLoad {
    try {
      const { set, findings } = readAndCheckContent(this.rootDir);
      if (findings.length > 0) return { ok: false, findings };
      this.set = set;
      this.files = contentFromSet(set, brandCss);
      this.filesDigest = digestOf(set);
      this.rebuild();
      return { ok: true, content: this.files };
    } catch (err) {
      const message = `content could not be checked: ${err instanceof Error ? err.message : String(err)}`;
      return { ok: false, findings: [{ file: this.rootDir, pointer: '', message }] };
    }
  }

  private tagOf(site: SiteOverrides, brand: string): string {
    const own = [...(site.get(brand)?.values() ?? [])];
    const brandLevel = [...brandLevelOnly(site)].flatMap(([b, o]) =>
      [...o.values()].map((x) => [b, x]),
    );
    if (own.length === 0 && brandLevel.length === 0) return this.filesDigest;
    const sorted = (items: unknown[]) => items.map((x) => JSON.stringify(x)).sort();
    return digestOf([this.filesDigest, brand, sorted(own), sorted(brandLevel)]);
  }

  private rebuild(): void {
    const served = new Map<string, ServedContent>();
    const refused = new Map<string, ContentFinding[]>();
    for (const [brand, overrides] of this.published) {
      if (overrides.size === 0) continue;
      const built = this.build(this.published, brand);
      if (built.ok) served.set(brand, built.served);
      else refused.set(brand, built.findings);
    }
    this.served = served;
    this.refused = refused;
    // Which brand a host is: the hosts of the brand configs served now.
    const accepted = brandLevelOnly(
      new Map([...this.published].filter(([brand]) => !refused.has(brand))),
    );
    const anyBrandLevel = [...accepted.values()].some((o) => o.size > 0);
    this.resolution = anyBrandLevel
      ? contentFromSet(contentSetFor(this.set, accepted, ''), brandCss)
      : this.files;
  }
}

function digestOf(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('base64url').slice(0, 22);
}
