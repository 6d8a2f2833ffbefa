// What the client checks of a document the server sent (site config, route table, layout, page).
// The server serves only content that passed its ajv check (schemas:check, every widget's props
// included) and brings each document to the current schemaVersion, so the client trusts the
// document and checks only that it reads its version: a tab of an older build can meet a newer
// server. Pure; no schema compiler, no generated validator.
import { upgradeDocument, type DocumentKind } from './versions.ts';

export type ServedDocument<T> = { ok: true; value: T } | { ok: false; message: string };

/** `data` as a `kind` document when it is an object of a schemaVersion this build reads. */
export function servedDocument<T>(
  kind: DocumentKind,
  data: unknown,
  source: string,
): ServedDocument<T> {
  const upgraded = upgradeDocument(kind, data);
  if (!upgraded.ok) {
    const at = upgraded.pointer === '' ? '' : `${upgraded.pointer} `;
    return { ok: false, message: `${source}: ${at}${upgraded.message}` };
  }
  return { ok: true, value: upgraded.doc as T };
}
