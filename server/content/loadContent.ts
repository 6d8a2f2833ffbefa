import { contentFromSet } from './contentFromSet';
import { brandCss, readAndCheckContent } from './runtimeChecker';
import type { ContentFinding, ServerContent } from './serverContent';

export { formatContentFinding } from './runtimeChecker';

export type ContentLoad =
  { ok: true; content: ServerContent } | { ok: false; findings: ContentFinding[] };

/** Reads and checks the content under `rootDir`; any finding means no content. */
export function loadContent(rootDir: string): ContentLoad {
  try {
    const { set, findings } = readAndCheckContent(rootDir);
    if (findings.length > 0) return { ok: false, findings };
    // The checker's findings include unsafe part styles (runtime/schema/partStyle.ts).
    return { ok: true, content: contentFromSet(set, brandCss) };
  } catch (err) {
    // A checker bug or a half-written file must not crash a dev server: report it as a finding.
    const message = `content could not be checked: ${err instanceof Error ? err.message : String(err)}`;
    return { ok: false, findings: [{ file: rootDir, pointer: '', message }] };
  }
}
