// The messages between the studio (the parent page) and a site page in preview mode (its
// frame), both of this origin. Pure, no React: the studio imports it, and so does the frame's
// lazy preview chunk; the customer bundle never does.

/** The query that asks a framed site page for preview mode. */
export const PREVIEW_QUERY = 'studio-preview=1';

export const PREVIEW_USERS = ['guest', 'signed-in', 'banned'] as const;
export type PreviewUser = (typeof PREVIEW_USERS)[number];

/** Rule-context overrides: they change what rules and widgets see, never the real session. */
export interface PreviewContext {
  user: PreviewUser;
  /** The ban level a banned preview user has (above 0 is a ban; SPEC section 4 "Bans"). */
  banLevel?: number;
  maintenance: boolean;
  /** Site config flags forced on or off. */
  flags: Record<string, boolean>;
}

/** The words the frame draws, in the operator's language (the studio's dictionary). */
export interface PreviewTexts {
  /** 'hidden because {{reasons}}' */
  hiddenBecause: string;
  /** '`{{name}}` is {{value}}' */
  variableIs: string;
  /** 'Rule' */
  rule: string;
  /** 'Hidden widget {{widget}}: show why' */
  outline: string;
}

/** Studio -> frame: render `page` (as typed, unsaved) in place of the route's page. */
export interface PreviewRenderMessage {
  type: 'studio:render';
  page?: unknown;
  /** A brand book draft's entries: the frame sanitizes them and shows their colours. */
  brandBook?: { css_prop: string; css_value: string }[];
  context: PreviewContext;
  texts?: Partial<PreviewTexts>;
}

export interface HiddenExplanation {
  widget: string;
  path: string;
  rule: unknown;
  /** Every variable of the rule with its value. */
  values: Record<string, unknown>;
  /** The variables that made the rule false, with their values. */
  reasons: { variable: string; value: unknown }[];
}

/** Frame -> studio. */
export type PreviewFrameMessage =
  | { type: 'studio:ready' }
  | { type: 'studio:rendered'; problem: string | null }
  | { type: 'studio:why-hidden'; explanation: HiddenExplanation };

const FLAG_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;
const MAX_FLAGS = 200;

/** A render message as sent, or null for anything else (never trusted beyond its shape). */
export function parseRenderMessage(data: unknown): PreviewRenderMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const m = data as Record<string, unknown>;
  if (m.type !== 'studio:render') return null;
  const c = m.context as Record<string, unknown> | null | undefined;
  if (typeof c !== 'object' || c === null) return null;
  if (!PREVIEW_USERS.includes(c.user as PreviewUser)) return null;
  if (typeof c.maintenance !== 'boolean') return null;
  const banLevel = c.banLevel;
  if (banLevel !== undefined && !(Number.isInteger(banLevel) && (banLevel as number) > 0))
    return null;
  const rawFlags = (c.flags ?? {}) as Record<string, unknown>;
  if (typeof rawFlags !== 'object' || rawFlags === null || Array.isArray(rawFlags)) return null;
  const entries = Object.entries(rawFlags);
  if (entries.length > MAX_FLAGS) return null;
  const flags: Record<string, boolean> = {};
  for (const [name, value] of entries) {
    if (!FLAG_NAME.test(name) || name === '__proto__' || typeof value !== 'boolean') return null;
    flags[name] = value;
  }
  const texts: Partial<PreviewTexts> = {};
  if (typeof m.texts === 'object' && m.texts !== null) {
    for (const [key, value] of Object.entries(m.texts)) {
      if (typeof value === 'string' && value.length <= 200)
        texts[key as keyof PreviewTexts] = value;
    }
  }
  const brandBook = brandBookOf(m.brandBook);
  if (brandBook === null) return null;
  return {
    type: 'studio:render',
    ...(m.page === undefined || m.page === null ? {} : { page: m.page }),
    ...(brandBook === undefined ? {} : { brandBook }),
    context: {
      user: c.user as PreviewUser,
      ...(banLevel === undefined ? {} : { banLevel: banLevel as number }),
      maintenance: c.maintenance,
      flags,
    },
    texts,
  };
}

const MAX_BRAND_BOOK_ENTRIES = 100;

/** undefined: none sent; null: malformed. */
function brandBookOf(raw: unknown): PreviewRenderMessage['brandBook'] | null {
  if (raw === undefined) return undefined;
  if (!Array.isArray(raw) || raw.length > MAX_BRAND_BOOK_ENTRIES) return null;
  const entries: NonNullable<PreviewRenderMessage['brandBook']> = [];
  for (const entry of raw as unknown[]) {
    const e = entry as Record<string, unknown> | null;
    if (typeof e?.css_prop !== 'string' || typeof e.css_value !== 'string') return null;
    entries.push({ css_prop: e.css_prop, css_value: e.css_value });
  }
  return entries;
}

/** The frame's own words when the studio sends none (English, the studio's default language). */
export const DEFAULT_PREVIEW_TEXTS: PreviewTexts = {
  hiddenBecause: 'hidden because {{reasons}}',
  variableIs: '`{{name}}` is {{value}}',
  rule: 'Rule',
  outline: 'Hidden widget {{widget}}: show why',
};

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

/** "hidden because `config.show_one_click` is false". */
export function whyHiddenSentence(
  explanation: HiddenExplanation,
  texts: PreviewTexts = DEFAULT_PREVIEW_TEXTS,
): string {
  const reasons = explanation.reasons.map((r) =>
    fill(texts.variableIs, { name: r.variable, value: showValue(r.value) }),
  );
  return fill(texts.hiddenBecause, { reasons: reasons.join(', ') });
}

export function showValue(value: unknown): string {
  if (value === undefined) return 'null';
  return typeof value === 'string' ? JSON.stringify(value) : String(JSON.stringify(value));
}

export const fillText = fill;
