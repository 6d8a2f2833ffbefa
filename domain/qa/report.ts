// The QA matrix's report as scripts/qa-matrix.ts writes it and the studio's QA panel reads it
// (scripts/qa/matrix.ts builds it; app/studio/qa/QaPanel.tsx shows it): its shape only.

export const PRESETS = ['guest', 'signed-in', 'banned', 'maintenance'] as const;
export type Preset = (typeof PRESETS)[number];

/** Where a case must land: off the site, or the page at this rest below /{lng}/. */
export type Landing = 'off-site' | { rest: string };

export const FINDING_KINDS = [
  'runtime-error',
  'error-page',
  'missing-translation',
  'broken-link',
  'axe',
  'empty-page',
  'load-failure',
  'wrong-landing',
  'sideways-scroll',
  'clipped-control',
] as const;

export type FindingKind = (typeof FINDING_KINDS)[number];

export interface QaCase {
  routeId: string;
  brand: string;
  lng: string;
  preset: Preset;
  /** The path below /{lng}/ ('' for home). */
  rest: string;
  /** Where the example parameters came from. */
  example: 'none' | 'harvested' | 'synthetic';
  /** Where a rule-context case must land (CONTEXT_SAMPLES); none: anywhere on the site. */
  landing?: Landing;
  /** The window's width in CSS px, when not the matrix's 1024 (QA_VIEWS: 1366, 1920, 390). */
  width?: number;
}

export interface QaFinding {
  kind: FindingKind;
  routeId: string;
  brand: string;
  lng: string;
  preset: Preset;
  url: string;
  message: string;
  /** The window's width, when not 1024 (QaCase.width). */
  width?: number;
  /** Set when a documented allowlist entry covers it: then it does not fail the run. */
  allowlisted?: string;
}

export interface QaPageResult extends QaCase {
  url: string;
  finalUrl: string;
  ms: number;
  /** Of which axe. */
  axeMs: number;
  findings: number;
  /** axe violations below the failing impacts (moderate, minor), counted only. */
  axeMinor: number;
}

/**
 * A page that did not get ready on its first try but did on its second (a fresh tab of the same
 * context). A load failure can be the machine rather than the site (CI runs the matrix last, on a
 * loaded machine), so it gets one more try; the first try's words stay in the report and the
 * summary, which name the requests it was still waiting on.
 */
export interface QaSecondTry {
  routeId: string;
  brand: string;
  lng: string;
  preset: Preset;
  url: string;
  firstTry: string[];
}

export interface QaReport {
  tool: 'qa:matrix';
  startedAt: string;
  finishedAt: string;
  durationMs: number;
  ok: boolean;
  brands: string[];
  languages: string[];
  presets: { preset: Preset; routes: 'all' | string[]; languages: string[] }[];
  axe: { tags: string[]; failingImpacts: string[]; mode?: 'all' | 'once' };
  /** The widths beside 1024 px, each with its routes and languages (signed in; QA_VIEWS). */
  views?: { width: number; routes: string[]; languages: string[] }[];
  /** Every route once per preset, brand × language pairs in turn (QA_SPREAD=1). */
  spread?: boolean;
  pages: QaPageResult[];
  /** Routes without an example URL (no harvested link and no synthetic value that matches). */
  skipped: { routeId: string; reason: string }[];
  findings: QaFinding[];
  /** Pages that got ready only on a second try (see QaSecondTry); they fail nothing. */
  secondTries?: QaSecondTry[];
  counts: { pages: number; findings: number; allowlisted: number; byKind: Record<string, number> };
}
