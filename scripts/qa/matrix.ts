// The QA matrix's pure parts: the presets, views and cases to render, how raw dictionary keys are
// told in a page's text, and the report's shapes, summary and JUnit XML (which URLs a route is
// rendered at and which links are broken: ./routes.ts). scripts/qa-matrix.ts drives Chromium with
// them.
import { junitXml, type JUnitSuite } from '../lib/junit';
import {
  PRESETS,
  type FindingKind,
  type Landing,
  type Preset,
  type QaCase,
  type QaFinding,
  type QaReport,
} from '../../domain/qa/report';

/** The presets and the report's shapes, declared in domain/qa/report.ts. */
export * from '../../domain/qa/report';

/** The rule contexts whose rules send nearly every route to one place (SPEC section 4). */
export type ContextPreset = Extract<Preset, 'banned' | 'maintenance'>;

/**
 * A banned customer (ban level 45, version 0) leaves the site for the brand's bannedRedirectUrl
 * from every route but the withdrawal one; with maintenance on, every route goes to the
 * maintenance page. Rendering every route there would load the same page again and again, so
 * these presets render a sample: that each lands where its rule says, and the landing page,
 * checked like any other.
 */
export const CONTEXT_SAMPLES: Record<ContextPreset, { routeId: string; landing: Landing }[]> = {
  banned: [
    { routeId: 'home', landing: 'off-site' },
    { routeId: 'about', landing: 'off-site' },
    { routeId: 'sports-line', landing: 'off-site' },
    { routeId: 'office-deduce', landing: { rest: 'office/deduce' } },
  ],
  maintenance: [
    { routeId: 'home', landing: { rest: 'maintenance' } },
    { routeId: 'about', landing: { rest: 'maintenance' } },
    { routeId: 'sports-line', landing: { rest: 'maintenance' } },
    { routeId: 'maintenance', landing: { rest: 'maintenance' } },
  ],
};

/**
 * A preset's cases over a list of routes: every route × every (brand, language) pair, or spread
 * (QA_SPREAD=1, what `npm test` runs to keep CI's time): every route once, the pairs taken in
 * turn from `offset`, so each route and, given as many routes as pairs, each pair is rendered.
 */
export function presetCases(
  preset: Preset,
  items: readonly Omit<QaCase, 'brand' | 'lng' | 'preset'>[],
  pairs: readonly { brand: string; lng: string }[],
  options: {
    spread: boolean;
    offset?: number;
    /** Whether a brand serves a route (its flags may close it by design); default: every one. */
    serves?: (routeId: string, brand: string) => boolean;
  },
): QaCase[] {
  const serves = options.serves ?? (() => true);
  if (pairs.length === 0) return [];
  if (!options.spread)
    return pairs.flatMap((pair) =>
      items
        .filter((item) => serves(item.routeId, pair.brand))
        .map((item) => ({ ...item, ...pair, preset })),
    );
  const offset = options.offset ?? 0;
  // Spread: the item's own pair in turn, or the next one whose brand serves the route.
  return items.flatMap((item, index) => {
    for (let step = 0; step < pairs.length; step++) {
      const pair = pairs[(index + offset + step) % pairs.length]!;
      if (serves(item.routeId, pair.brand)) return [{ ...item, ...pair, preset }];
    }
    return [];
  });
}

/**
 * Widgets that show every visitor the same thing: layout and text (information pages, articles,
 * notices). None of them reads the session, the account or the customer's settings.
 */
export const SESSION_BLIND_WIDGETS: ReadonlySet<string> = new Set([
  'Container',
  'Stack',
  'Heading',
  'ContentPage',
  'InfoPage',
  'LinkList',
]);

/**
 * Whether a page schema shows a customer what it shows a guest: only session-blind widgets, no
 * visibility rule and no part (a part or a rule may depend on the visitor). Signed in, such a
 * page differs only by the layout's header, which every other signed-in page checks: with
 * QA_SPREAD the signed-in preset leaves it out (about 40 information and article routes).
 */
export function sessionBlindPage(
  page: unknown,
  partSchemaOf: (name: string) => unknown = () => undefined,
): boolean {
  let blind = true;
  const visit = (node: unknown): void => {
    if (!blind) return;
    if (Array.isArray(node)) {
      node.forEach(visit);
      return;
    }
    if (node === null || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    if ('visibleIf' in record || 'rules' in record || 'part' in record) blind = false;
    else if (record.widget === 'RemotePart') {
      // A remote part is as blind as its own body (schemas/parts/<name>.json); unknown: not.
      const name = (record.props as { name?: unknown } | undefined)?.name;
      const part = typeof name === 'string' ? partSchemaOf(name) : undefined;
      const partBody = (part as { body?: unknown } | null | undefined)?.body;
      if (partBody === undefined) blind = false;
      else visit(partBody);
      return;
    } else if (typeof record.widget === 'string' && !SESSION_BLIND_WIDGETS.has(record.widget))
      blind = false;
    Object.values(record).forEach(visit);
  };
  const body = (page as { body?: unknown } | null | undefined)?.body;
  if (body === undefined) return false;
  visit(body);
  return blind;
}

/** The presets a run renders: QA_PRESETS, a comma list (default: every preset). */
export function presetsOf(wanted: string | undefined): Preset[] {
  if (wanted === undefined || wanted.trim() === '' || wanted === 'all') return [...PRESETS];
  const names = wanted.split(',').map((p) => p.trim());
  const unknown = names.filter((p) => !(PRESETS as readonly string[]).includes(p));
  if (unknown.length > 0)
    throw new Error(
      `QA_PRESETS: unknown preset ${unknown.join(', ')} (known: ${PRESETS.join(', ')})`,
    );
  return PRESETS.filter((p) => names.includes(p));
}

/**
 * Whether a page's final URL is where its case had to land (no landing: anywhere on the site).
 * Off-site means the brand's banned address exactly as configured, query and all.
 */
export function landedAsExpected(
  landing: Landing | undefined,
  finalUrl: string,
  site: { origin: string; lng: string; offSite: string | undefined },
): boolean {
  const final = new URL(finalUrl);
  if (landing === undefined) return final.origin === new URL(site.origin).origin;
  if (landing === 'off-site') return site.offSite !== undefined && finalUrl === site.offSite;
  if (final.origin !== new URL(site.origin).origin) return false;
  const path = final.pathname.replace(/\/$/, '');
  return path === `/${site.lng}${landing.rest === '' ? '' : `/${landing.rest}`}`;
}

/**
 * The browser window the matrix renders in: SPEC section 2's narrowest layout width (1024 px),
 * where a page that does not fit shows first.
 */
export const QA_VIEWPORT = { width: 1024, height: 768 } as const;

/** A width beside 1024 px the signed-in preset renders a sample of routes at. */
export interface QaView {
  width: number;
  height: number;
  /** The page languages at this width (only those a brand has are rendered). */
  languages: readonly string[];
}

/**
 * The widths beside 1024 px where overflow shows (a signed-in header and bet slip in Russian at
 * 1440 px, the phone header at 390 px): a laptop's 1366 in Russian, the longest strings; a
 * desktop's 1920 in Arabic, right to left; the phone's 390 (the mobile layout) in every language.
 * Signed in, the widest header; a sample of routes (QA_VIEW_ROUTES) keeps CI's time.
 */
export const QA_VIEWS: readonly QaView[] = [
  { width: 1366, height: 768, languages: ['ru'] },
  { width: 1920, height: 1080, languages: ['ar'] },
  { width: 390, height: 844, languages: ['ru', 'en', 'ar'] },
];

/**
 * The routes rendered at the other widths: one of each kind of layout (home, the line and live
 * with the bet slip, the casino lobby and a section, toto, lotto, an information page, the office
 * with its forms and tables).
 */
export const QA_VIEW_ROUTES: readonly string[] = [
  'home',
  'sports-line',
  'sports-live',
  'casino-lobby',
  'casino-slots',
  'toto',
  'lotto',
  'bonuses',
  'news',
  'office-account',
  'office-history',
  'office-historypay',
  'office-recharge',
  'office-deduce',
  'office-settings',
  'office-payment-requests',
];

/**
 * QA_VIEWS (environment): 'all' (default) or 'none', or a comma list of widths (e.g. '390').
 * An unknown width is refused, not ignored.
 */
export function viewsOf(wanted: string | undefined): QaView[] {
  if (wanted === undefined || wanted.trim() === '' || wanted === 'all') return [...QA_VIEWS];
  if (wanted === 'none') return [];
  const widths = wanted.split(',').map((w) => Number(w.trim()));
  const unknown = widths.filter((w) => !QA_VIEWS.some((v) => v.width === w));
  if (unknown.length > 0)
    throw new Error(
      `QA_VIEWS: unknown width ${unknown.join(', ')} (known: ${QA_VIEWS.map((v) => v.width).join(', ')}, all, none)`,
    );
  return QA_VIEWS.filter((v) => widths.includes(v.width));
}

/** axe rules checked and the impacts that count as findings (lower impacts are counted only). */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] as const;
export const AXE_FAILING_IMPACTS = ['serious', 'critical'] as const;

/** Whether a rendered page earns a second try: it did not get ready (its other findings go with it). */
export function needsSecondTry(findings: readonly QaFinding[]): boolean {
  return findings.some((f) => f.kind === 'load-failure');
}

/**
 * Raw dictionary keys in visible text: `namespace:key` with a namespace the dictionaries ship
 * (i18next shows a key without a text so: appendNamespaceToMissingKey in runtime/i18n/setup.ts).
 */
export function rawKeysIn(text: string, namespaces: readonly string[]): string[] {
  if (namespaces.length === 0) return [];
  const escaped = namespaces.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
  const pattern = new RegExp(`(?<![\\w/.-])(?:${escaped}):[A-Za-z0-9_.-]*[A-Za-z0-9_]`, 'g');
  return [...new Set(text.match(pattern) ?? [])];
}

/** A known open issue: findings matching every given field do not fail the run. */
export interface AllowlistEntry {
  kind: FindingKind;
  routeId?: string;
  brand?: string;
  lng?: string;
  preset?: Preset;
  /** The window's width (QaCase.width; 1024 when absent from the finding). */
  width?: number;
  /** A substring of the finding's message. */
  messageIncludes: string;
  /** Why it is allowed, naming the issue: shown in the report. */
  reason: string;
}

export function applyAllowlist(
  findings: readonly QaFinding[],
  allowlist: readonly AllowlistEntry[],
): QaFinding[] {
  return findings.map((f) => {
    const entry = allowlist.find(
      (a) =>
        a.kind === f.kind &&
        (a.routeId === undefined || a.routeId === f.routeId) &&
        (a.brand === undefined || a.brand === f.brand) &&
        (a.lng === undefined || a.lng === f.lng) &&
        (a.preset === undefined || a.preset === f.preset) &&
        (a.width === undefined || a.width === (f.width ?? QA_VIEWPORT.width)) &&
        f.message.includes(a.messageIncludes),
    );
    return entry ? { ...f, allowlisted: entry.reason } : f;
  });
}

export function caseKey(c: Pick<QaCase, 'routeId' | 'brand' | 'lng' | 'preset' | 'width'>): string {
  return `${c.routeId} · ${c.brand} · ${c.lng} · ${c.preset}${c.width ? ` · ${c.width} px` : ''}`;
}

/** JUnit: a suite per preset, a testcase per rendered page, a failure per finding. */
export function qaJUnit(report: QaReport): string {
  const suites: JUnitSuite[] = PRESETS.filter((p) => report.pages.some((r) => r.preset === p)).map(
    (preset) => {
      const pages = report.pages.filter((r) => r.preset === preset);
      return {
        name: `qa:matrix ${preset}`,
        time: pages.reduce((t, r) => t + r.ms / 1000, 0),
        cases: pages.map((page) => ({
          name: `${page.routeId} ${page.brand} ${page.lng}${page.width ? ` ${page.width}px` : ''}`,
          classname: `qa:matrix.${preset}`,
          time: page.ms / 1000,
          failures: report.findings
            .filter((f) => !f.allowlisted && caseKey(f) === caseKey(page))
            .map((f) => ({ message: `${f.kind}: ${f.message}`, body: `${f.url}\n${f.message}` })),
        })),
      };
    },
  );
  return junitXml('qa:matrix', suites);
}

/** The readable summary: counts, then findings grouped by route, then brand · language · preset. */
export function qaSummary(report: QaReport): string {
  const lines: string[] = [];
  const open = report.findings.filter((f) => !f.allowlisted);
  lines.push(
    `qa:matrix: ${report.counts.pages} pages (${report.brands.join(', ')} × ${report.languages.join(', ')} × ${report.presets.map((p) => p.preset).join(', ')}) in ${(report.durationMs / 1000).toFixed(1)} s`,
  );
  for (const s of report.skipped) lines.push(`  skipped ${s.routeId}: ${s.reason}`);
  const byRoute = new Map<string, QaFinding[]>();
  for (const f of open) byRoute.set(f.routeId, [...(byRoute.get(f.routeId) ?? []), f]);
  for (const [routeId, findings] of [...byRoute].sort(([a], [b]) => a.localeCompare(b))) {
    lines.push(`${routeId}:`);
    const byMessage = new Map<string, QaFinding[]>();
    for (const f of findings) {
      const key = `${f.kind}: ${f.message}`;
      byMessage.set(key, [...(byMessage.get(key) ?? []), f]);
    }
    for (const [message, same] of byMessage) {
      const where = [
        ...new Set(
          same.map((f) => `${f.brand}/${f.lng}/${f.preset}${f.width ? `@${f.width}px` : ''}`),
        ),
      ].join(', ');
      lines.push(`  ${message}\n    on ${where} (${same[0]?.url ?? ''})`);
    }
  }
  const secondTries = report.secondTries ?? [];
  if (secondTries.length > 0) {
    lines.push(
      `${secondTries.length} page${secondTries.length === 1 ? '' : 's'} got ready only on a second try:`,
    );
    for (const t of secondTries)
      lines.push(`  ${t.url} (${t.brand}/${t.lng}/${t.preset}): ${t.firstTry.join('; ')}`);
  }
  const allowed = report.counts.allowlisted;
  const kinds = Object.entries(report.counts.byKind)
    .map(([k, n]) => `${k} ${n}`)
    .join(', ');
  lines.push(
    open.length === 0
      ? `qa:matrix: no findings${allowed ? ` (${allowed} allowlisted)` : ''}`
      : `qa:matrix: ${open.length} finding${open.length === 1 ? '' : 's'} (${kinds})${allowed ? `, ${allowed} allowlisted` : ''}`,
  );
  return lines.join('\n');
}

export function countFindings(findings: readonly QaFinding[]): QaReport['counts']['byKind'] {
  const byKind: Record<string, number> = {};
  for (const f of findings) if (!f.allowlisted) byKind[f.kind] = (byKind[f.kind] ?? 0) + 1;
  return byKind;
}
