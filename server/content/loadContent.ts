import { contentFromSet } from './contentFromSet';
import { brandCss, readAndCheckContent } from './runtimeChecker';
import type { ContentFinding, ServerContent } from './serverContent';
import { unsafePartStyleReason } from '../parts/partStyle';

export { formatContentFinding } from './runtimeChecker';

export type ContentLoad =
  { ok: true; content: ServerContent } | { ok: false; findings: ContentFinding[] };

/** Reads and checks the content under `rootDir`; any finding means no content. */
export function loadContent(rootDir: string): ContentLoad {
  try {
    const { set, findings } = readAndCheckContent(rootDir);
    if (findings.length > 0) return { ok: false, findings };
    const content = contentFromSet(set, brandCss);
    const serverFindings = partStyleFindings(content);
    if (serverFindings.length > 0) return { ok: false, findings: serverFindings };
    return { ok: true, content };
  } catch (err) {
    // A checker bug or a half-written file must not crash a dev server: report it as a finding.
    const message = `content could not be checked: ${err instanceof Error ? err.message : String(err)}`;
    return { ok: false, findings: [{ file: rootDir, pointer: '', message }] };
  }
}

/** Checks the server makes before it serves a part (defence in depth over schemas:check). */
function partStyleFindings(content: ServerContent): ContentFinding[] {
  return [...content.parts.values()].flatMap((part) => {
    const reason = part.style === undefined ? undefined : unsafePartStyleReason(part.style);
    return reason
      ? [{ file: `schemas/parts/${part.appName}.json`, pointer: '/style', message: reason }]
      : [];
  });
}
