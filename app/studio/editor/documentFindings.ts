// The findings of the document being edited in the studio: the JSON parsed (a syntax error located
// in the text), the local schema check at once, the server's full check debounced, and both as the
// editor's inline diagnostics (DocumentEditor.tsx).
import type { Diagnostic } from '@codemirror/lint';
import { useEffect, useMemo, useState } from 'react';
import { locateSyntaxError } from '../../../runtime/schema/check/jsonSyntax';
import { studioApi, type Finding, type ResourceRef, type StudioDocument } from '../studioApi';
import { jsonPositions, spanOfPointer, type JsonPositions } from './jsonPositions';
import { localFindings } from './localCheck';

const CHECK_DELAY_MS = 600;

type Parsed =
  { ok: true; value: StudioDocument } | { ok: false; message: string; offset: number };

function parse(text: string): Parsed {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      return { ok: false, message: 'the document must be a JSON object', offset: 0 };
    return { ok: true, value: value as StudioDocument };
  } catch (err) {
    const located = locateSyntaxError(text);
    if (located) return { ok: false, ...located };
    return { ok: false, message: err instanceof Error ? err.message : String(err), offset: 0 };
  }
}

/** One finding once: the same place and message from both checks is shown once. */
export const findingKey = (f: Finding) => `${f.file}#${f.pointer}\n${f.message}`;

/** The document's findings for `text`; `checkServer` once the document has loaded. */
export function useDocumentFindings(input: {
  resource: ResourceRef;
  file: string;
  text: string;
  checkServer: boolean;
}) {
  const { resource, file, text, checkServer } = input;
  const [serverFindings, setServerFindings] = useState<{ text: string; findings: Finding[] }>();
  const parsed = useMemo(() => parse(text), [text]);
  const [lastGood, setLastGood] = useState<{ doc: StudioDocument; positions: JsonPositions }>();
  useEffect(() => {
    if (parsed.ok) setLastGood({ doc: parsed.value, positions: jsonPositions(text) });
  }, [parsed, text]);

  // The server's full check of the text being edited, debounced.
  useEffect(() => {
    if (!parsed.ok || !checkServer) return;
    const timer = setTimeout(() => {
      studioApi.check(resource, parsed.value).then(
        (a) => setServerFindings({ text, findings: a.findings }),
        () => undefined,
      );
    }, CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [parsed, text, resource, checkServer]);

  const findings = useMemo(() => {
    if (!parsed.ok) return [];
    const all = [...localFindings(resource.kind, parsed.value, file)];
    if (serverFindings?.text === text) all.push(...serverFindings.findings);
    const seen = new Set<string>();
    return all.filter((f) => !seen.has(findingKey(f)) && seen.add(findingKey(f)));
  }, [parsed, serverFindings, text, resource.kind, file]);
  const checking = parsed.ok && serverFindings?.text !== text;

  const diagnostics = useMemo<Diagnostic[]>(() => {
    if (!parsed.ok) {
      const at = Math.min(parsed.offset, text.length);
      return [
        { from: at, to: Math.min(at + 1, text.length), severity: 'error', message: parsed.message },
      ];
    }
    const positions = jsonPositions(text);
    return findings
      .filter((f) => f.file === file)
      .flatMap((f) => {
        const span = spanOfPointer(positions, f.pointer);
        if (!span) return [];
        return [
          {
            from: span.keyFrom ?? span.from,
            to: span.to,
            severity: 'error' as const,
            message: f.message,
          },
        ];
      });
  }, [parsed, findings, file, text]);

  return { parsed, lastGood, findings, checking, diagnostics, setServerFindings };
}
