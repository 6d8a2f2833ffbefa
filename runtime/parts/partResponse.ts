import type { ClientReport } from '../api/types';
import type { PartResponse, PartSchema } from '../schema/types';
import { toPartResponse } from '../schema/partResponse';

export type PartCheck = { ok: true; part: PartResponse } | { ok: false; message: string };

/**
 * A part answer as the runtime reads it. The server sends only parts that passed its ajv check
 * (servedDocument.ts), so the answer is trusted but for the part it names; scriptsToLoad and
 * codeToEval are dropped and reported: we never evaluate code we receive.
 */
export function checkPartResponse(
  appName: string,
  data: unknown,
  report: (r: ClientReport) => void,
): PartCheck {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return { ok: false, message: `part ${appName}: the answer is not a JSON object` };
  }
  const raw = data as Record<string, unknown>;
  const scripts = raw.scriptsToLoad;
  const hasScripts = Array.isArray(scripts) && scripts.length > 0;
  const hasCode = raw.codeToEval !== undefined && raw.codeToEval !== null && raw.codeToEval !== '';
  if (hasScripts || hasCode) {
    report({
      kind: 'code-to-eval',
      message: `part ${appName} sent ${hasCode ? 'codeToEval' : 'scriptsToLoad'}; ignored`,
    });
  }
  const stored: Record<string, unknown> = {
    schemaVersion: 1,
    appName: raw.appName,
    body: raw.body,
  };
  for (const field of ['title', 'style', 'cssToLoad', 'head', 'dictionaries'] as const) {
    if (raw[field] !== undefined) stored[field] = raw[field];
  }
  const part = stored as unknown as PartSchema;
  if (part.appName !== appName) {
    return { ok: false, message: `part ${appName}: the answer names part ${part.appName}` };
  }
  return { ok: true, part: toPartResponse(part) };
}
