// Redirect rules of a brand (SPEC sections 5 and 7 "redirect-light"): validated when saved (a rule
// must stay on the site and no chain of rules may loop) and followed when the client asks.
import {
  REDIRECT_CODES,
  type RedirectCode,
  type RedirectLightResult,
  type RedirectRuleInput,
} from './contract';
import {
  formatSitePattern,
  isOffSite,
  matchSitePattern,
  parseSitePath,
  parseSitePattern,
  type SitePathPattern,
} from './sitePaths';
import { ruleFieldsOf, ruleInvalid, ruleWith, type Checked, type RuleProblem } from './ruleInput';

/** A chain longer than this is treated as a loop (saved rules never make one). */
export const MAX_REDIRECT_HOPS = 10;
/** Rules per brand. */
export const MAX_REDIRECT_RULES = 500;

/** A rule ready to follow. */
export interface RedirectRuleSpec {
  id: string;
  from: SitePathPattern;
  /** A plain site path ('' = the language root). */
  to: string;
  code: RedirectCode;
  reason: string;
  enabled: boolean;
}

const REASON_CODE = /^[a-z0-9_]{1,40}$/;
const REDIRECT_RULE_FIELDS = ['brand', 'from', 'to', 'code', 'reason', 'enabled'];

/** The fields of a rule as an operator sent them (unknown shape) checked one by one. */
export function checkRedirectRule(
  input: unknown,
  id = 'new',
): Checked<RedirectRuleSpec & { brand: string }> {
  const fields = ruleFieldsOf(input, 'redirect rule', REDIRECT_RULE_FIELDS);
  if (!fields.ok) return fields;
  const r = fields.value;
  if (typeof r.to === 'string' && isOffSite(r.to)) {
    return {
      ok: false,
      problem: {
        reason: 'redirect_offsite',
        field: 'to',
        message: 'A redirect must lead to a path on this site',
      },
    };
  }
  const from = typeof r.from === 'string' ? parseSitePattern(r.from) : null;
  if (from === null) {
    return ruleInvalid(
      'from',
      "from must be a site path without the language ('promo/old' or 'promo/*')",
    );
  }
  const to = typeof r.to === 'string' ? parseSitePath(r.to, true) : null;
  if (to === null)
    return ruleInvalid('to', "to must be a site path without the language ('promo/new')");
  if (!REDIRECT_CODES.includes(r.code as RedirectCode)) {
    return ruleInvalid('code', `code must be one of ${REDIRECT_CODES.join(', ')}`);
  }
  if (typeof r.reason !== 'string' || !REASON_CODE.test(r.reason)) {
    return ruleInvalid('reason', 'reason must be 1-40 lowercase letters, digits or _');
  }
  return ruleWith(r, id, { from, to, code: r.code as RedirectCode, reason: r.reason });
}

export interface RedirectStep {
  rule: RedirectRuleSpec;
  from: string;
  to: string;
}

/** The enabled rule for a path: an exact rule first, else the longest matching wildcard. */
export function ruleFor(
  rules: readonly RedirectRuleSpec[],
  path: string,
): { rule: RedirectRuleSpec; rest: string } | undefined {
  let best: { rule: RedirectRuleSpec; rest: string } | undefined;
  for (const rule of rules) {
    if (!rule.enabled) continue;
    const m = matchSitePattern(rule.from, path);
    if (!m.matched) continue;
    if (!rule.from.wildcard) return { rule, rest: '' };
    if (best === undefined || rule.from.path.length > best.rule.from.path.length) {
      best = { rule, rest: m.rest };
    }
  }
  return best;
}

function join(to: string, rest: string): string {
  if (rest === '') return to;
  return to === '' ? rest : `${to}/${rest}`;
}

export type Chain = { kind: 'none' } | { kind: 'steps'; steps: RedirectStep[] } | { kind: 'loop' };

/** Follows the rules from a path until none applies; a path met twice or too many hops is a loop. */
export function followRedirects(rules: readonly RedirectRuleSpec[], path: string): Chain {
  const steps: RedirectStep[] = [];
  const seen = new Set([path]);
  let at = path;
  for (;;) {
    const hit = ruleFor(rules, at);
    if (hit === undefined) break;
    const next = join(hit.rule.to, hit.rest);
    steps.push({ rule: hit.rule, from: at, to: next });
    if (seen.has(next) || steps.length > MAX_REDIRECT_HOPS) return { kind: 'loop' };
    seen.add(next);
    at = next;
  }
  return steps.length === 0 ? { kind: 'none' } : { kind: 'steps', steps };
}

/** A path a rule's `from` matches, to try its chain with ('promo/*' tries 'promo/probe-path'). */
function probePathOf(from: SitePathPattern): string {
  return from.wildcard ? join(from.path, 'probe-path') : from.path;
}

/**
 * The problem a brand's rules would have with `candidate` saved (replacing the rule of the same
 * id): two enabled rules with the same `from`, or any chain that loops.
 */
export function problemWithRules(
  others: readonly RedirectRuleSpec[],
  candidate: RedirectRuleSpec,
): RuleProblem | undefined {
  const rules = [...others.filter((r) => r.id !== candidate.id), candidate];
  if (rules.length > MAX_REDIRECT_RULES) {
    return {
      reason: 'rule_invalid',
      field: 'from',
      message: `At most ${MAX_REDIRECT_RULES} redirect rules a brand`,
    };
  }
  const fromText = formatSitePattern(candidate.from);
  if (others.some((r) => r.id !== candidate.id && formatSitePattern(r.from) === fromText)) {
    return { reason: 'rule_invalid', field: 'from', message: `A rule for ${fromText} exists` };
  }
  if (!candidate.enabled) return undefined;
  for (const rule of rules) {
    if (!rule.enabled) continue;
    const probes = [probePathOf(rule.from), rule.to];
    for (const probe of probes) {
      if (followRedirects(rules, probe).kind === 'loop') {
        return {
          reason: 'redirect_loop',
          field: 'to',
          message: `The rules would loop: ${formatSitePattern(rule.from)} leads back to itself`,
        };
      }
    }
  }
  return undefined;
}

/**
 * The redirect-light answer for a path of a brand ('' = root) in a language: every field when a
 * rule applies (SPEC section 5), else `redirect: false`. A loop among stored rules (which saving
 * refuses) answers no redirect rather than sending the client in circles.
 */
export function redirectLight(
  rules: readonly RedirectRuleSpec[],
  lng: string,
  path: string,
  query: string,
): RedirectLightResult {
  const chain = followRedirects(rules, path);
  if (chain.kind !== 'steps') return { redirect: false };
  const url = (p: string) => (p === '' ? `/${lng}` : `/${lng}/${p}`);
  const last = chain.steps[chain.steps.length - 1]!;
  return {
    redirect: true,
    code: chain.steps[0]!.rule.code,
    url: `${url(last.to)}${query}`,
    reasons: chain.steps.map((s) => s.rule.reason),
    breadcrumbs: [url(path), ...chain.steps.map((s) => url(s.to))],
  };
}

/** What an operator sent, once checked, back in the contract's shape. */
export function redirectRuleInputOf(
  spec: RedirectRuleSpec & { brand: string },
): Required<RedirectRuleInput> {
  return {
    brand: spec.brand,
    from: formatSitePattern(spec.from),
    to: spec.to,
    code: spec.code,
    reason: spec.reason,
    enabled: spec.enabled,
  };
}
