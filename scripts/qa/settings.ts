// The QA matrix's settings (scripts/qa-matrix.ts: the options read from the environment) and what it
// renders: the route table, the languages and dictionaries, the brands with their origins.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expandRouteDefaults } from '../../runtime/schema/routeDefaults';
import type { RouteTable } from '../../runtime/schema/types';
import { presetsOf, viewsOf, type QaCase } from './matrix';

export const ROOT = resolve(import.meta.dirname, '../..');
export const PORT = Number(process.env.QA_PORT ?? 4425);
export const WORKERS = Math.max(1, Number(process.env.QA_WORKERS ?? 3));
export const REPORT_DIR = resolve(ROOT, process.env.QA_REPORT_DIR ?? 'reports/qa-matrix');
export const DATA_DIR = join(ROOT, 'data', `qa-matrix-${PORT}`);
// With DATABASE_URL the server runs on a database of its own, created empty for each run, as the
// end-to-end server does (playwright.config.ts): the shared database keeps what earlier runs left.
export const ADMIN_DATABASE_URL = process.env.DATABASE_URL?.trim() || undefined;
export const QA_DATABASE = `qa_matrix_${PORT}`;
export const ONLY_ROUTES = process.env.QA_ROUTES?.split(',').filter(Boolean);
export const PRESETS_RUN = presetsOf(process.env.QA_PRESETS);
/** The widths beside 1024 px (QA_VIEWS: 'all', 'none' or widths), rendered signed in. */
export const VIEWS = PRESETS_RUN.includes('signed-in') ? viewsOf(process.env.QA_VIEWS) : [];
/** QA_SPREAD=1: each route once per preset, brands and languages in turn (presetCases). */
export const SPREAD = process.env.QA_SPREAD === '1';
/** The operator the maintenance preset signs in as (created through test control). */
export const QA_OPERATOR = {
  login: 'qa-matrix-operator',
  password: 'Qa-Matrix-Operator-2026!',
  role: 'admin',
};
/**
 * QA_GUEST_LANGUAGES: 'all' (default), or a comma list where 'default' names the brand's default
 * language (e.g. 'default,ar'); only languages the brand shows guests are rendered.
 */
export function guestLanguagesOf(shown: string[], defaultLanguage: string | undefined): string[] {
  const wanted = process.env.QA_GUEST_LANGUAGES;
  if (!wanted || wanted === 'all') return shown;
  const names = wanted.split(',').map((l) => (l === 'default' ? defaultLanguage : l));
  return shown.filter((l) => names.includes(l));
}
export const AXE_MODE = process.env.QA_AXE === 'once' ? 'once' : 'all';
/** page schema × preset already checked by axe (QA_AXE=once). */
export const axeDone = new Set<string>();
/**
 * What one axe check covers: the page schema the visitor ended on × preset. Routes that render one
 * page schema (11 casino sections, say) share a check, whichever brand and language the matrix
 * renders it in first; a visitor preset shows other widgets. A visitor sent elsewhere (a guest
 * asking for any of the office pages is sent to sign in on home, SPEC section 6; a customer asking
 * for registration goes home) sees that landing, checked once as a landing (the sign-in form
 * open), not once per page asked for: those repeats were 40 % of the matrix's axe time.
 */
export function axeKey(c: QaCase, landedRouteId: string | undefined): string {
  const page = (routeId: string) => pageOfRoute.get(routeId) ?? routeId;
  if (landedRouteId === undefined || landedRouteId === c.routeId)
    return `${page(c.routeId)}|${c.preset}`;
  return `${page(landedRouteId)}|${c.preset}|landed`;
}
/** Whether a page with this axeKey takes axe: always, or only the first of its key. */
export function takesAxe(key: string): boolean {
  if (AXE_MODE === 'all') return true;
  if (axeDone.has(key)) return false;
  axeDone.add(key);
  return true;
}
export const PAGE_TIMEOUT_MS = 30_000;
/** A page is ready when one of these is there (the main landmark, an error page, a fatal error). */
export const READY = '#main, .error-page, .fatal-error';

/** The route table as the server serves it: each route with its whole guard list. */
export const table = expandRouteDefaults(
  JSON.parse(readFileSync(join(ROOT, 'schemas/routes.json'), 'utf8')) as RouteTable,
);
export const pageOfRoute = new Map(table.routes.map((route) => [route.id, route.page]));
/** A page schema as shipped (schemas/pages/<page>.json), or undefined when there is none. */
export function pageSchemaOf(page: string): unknown {
  const file = join(ROOT, 'schemas/pages', `${page}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as unknown) : undefined;
}
/** A remote part's schema as the repository ships it (undefined: no such part). */
export function partSchemaOf(name: string): unknown {
  const file = join(ROOT, 'schemas/parts', `${name}.json`);
  return /^[a-z0-9-]+$/.test(name) && existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as unknown)
    : undefined;
}
export const languages = readdirSync(join(ROOT, 'configs/locales')).sort();
export const namespaces = [
  ...new Set(
    languages.flatMap((lng) =>
      readdirSync(join(ROOT, 'configs/locales', lng))
        .filter((f) => f.endsWith('.json'))
        .map((f) => f.slice(0, -'.json'.length)),
    ),
  ),
];
export const brands = readdirSync(join(ROOT, 'configs/brands'))
  .sort()
  .map((id) => {
    const site = JSON.parse(
      readFileSync(join(ROOT, 'configs/brands', id, 'site.json'), 'utf8'),
    ) as {
      hosts?: string[];
      languages?: string[];
      defaultLanguage?: string;
      langHiddenUnauthorized?: string[];
      bannedRedirectUrl?: string;
    } & Record<string, unknown>;
    const host = site.hosts?.find((h) => h === 'localhost' || h.endsWith('.localhost'));
    const own = (site.languages ?? languages).filter((l) => languages.includes(l)).sort();
    const shownToGuests = own.filter((l) => !(site.langHiddenUnauthorized ?? []).includes(l));
    return {
      id,
      origin: host ? `http://${host}:${PORT}` : undefined,
      /** Where a banned customer is sent (SPEC section 4). */
      offSite: site.bannedRedirectUrl,
      /** The site flags, which the configFlag guard reads. */
      site,
      /** Languages per preset: guests do not get the ones hidden from them (they go elsewhere). */
      languages: {
        guest: guestLanguagesOf(shownToGuests, site.defaultLanguage),
        'signed-in': own,
      },
    };
  });
export const signedInLanguages =
  process.env.QA_SIGNED_IN_LANGUAGES === 'all'
    ? languages
    : (process.env.QA_SIGNED_IN_LANGUAGES ?? 'en').split(',').filter((l) => languages.includes(l));

export function log(line: string): void {
  process.stderr.write(`${line}\n`);
}
