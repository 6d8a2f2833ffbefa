// SPEC section 5: a redirect response is honoured only with code, url, reasons and breadcrumbs;
// otherwise an error is logged. The target must be a path on this site (never off-site).
import { REDIRECT_CODES, type RedirectLightResult } from './contract';

export type RedirectDecision =
  { kind: 'stay' } | { kind: 'redirect'; url: string } | { kind: 'malformed'; problem: string };

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** What the client does with a redirect-light answer (`data`). */
export function redirectDecision(result: unknown): RedirectDecision {
  if (typeof result !== 'object' || result === null) {
    return { kind: 'malformed', problem: 'answer is not an object' };
  }
  const r = result as Partial<Record<keyof RedirectLightResult, unknown>>;
  if (r.redirect === false) return { kind: 'stay' };
  if (r.redirect !== true) return { kind: 'malformed', problem: 'redirect is not a boolean' };
  const missing = [
    typeof r.code === 'number' && (REDIRECT_CODES as readonly number[]).includes(r.code)
      ? null
      : 'code',
    typeof r.url === 'string' && r.url !== '' ? null : 'url',
    isStringList(r.reasons) ? null : 'reasons',
    isStringList(r.breadcrumbs) ? null : 'breadcrumbs',
  ].filter((name): name is string => name !== null);
  if (missing.length > 0) {
    return { kind: 'malformed', problem: `redirect without valid ${missing.join(', ')}` };
  }
  const url = r.url as string;
  // A site path: one leading slash, no scheme, no protocol-relative '//' nor backslash.
  if (!url.startsWith('/') || url.startsWith('//') || url.includes('\\')) {
    return { kind: 'malformed', problem: `redirect target is not a path on this site: ${url}` };
  }
  return { kind: 'redirect', url };
}
