import { formatContentFinding, loadContent, type ContentLoad } from './loadContent';
import { StartupRefusal } from '../startupRefusal';
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

/** Parsed, checked content kept in memory; `reload` (dev) swaps it only when the new one is valid. */
export class ContentStore {
  private content: ServerContent;

  private constructor(
    readonly rootDir: string,
    initial: ServerContent,
  ) {
    this.content = initial;
  }

  /** Loads and checks the content; throws ContentFindingsError on any finding. */
  static open(rootDir: string): ContentStore {
    const load = loadContent(rootDir);
    if (!load.ok) throw new ContentFindingsError(rootDir, load.findings);
    return new ContentStore(rootDir, load.content);
  }

  get current(): ServerContent {
    return this.content;
  }

  /** Re-reads the content; on findings the previous content stays and the findings are returned. */
  reload(): ContentLoad {
    const load = loadContent(this.rootDir);
    if (load.ok) this.content = load.content;
    return load;
  }
}
