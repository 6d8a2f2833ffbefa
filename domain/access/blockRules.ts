// Block rules of a brand (SPEC sections 4 "Blocking and maintenance" and 7 "block"): by the
// visitor's country, the route asked for and who is asking (guest, customer, banned customer).
import {
  isBlockReason,
  type BlockAudience,
  type BlockReason,
  type BlockResult,
  type BlockRuleInput,
} from './contract';
import {
  formatSitePattern,
  matchSitePattern,
  parseSitePattern,
  type SitePathPattern,
} from './sitePaths';
import { ruleFieldsOf, ruleInvalid, ruleWith, type Checked } from './ruleInput';

export const BLOCK_AUDIENCES: readonly BlockAudience[] = ['all', 'guests', 'customers', 'banned'];
export const MAX_BLOCK_RULES = 200;
const MAX_COUNTRIES = 250;
const MAX_ROUTES = 100;
const BLOCK_RULE_FIELDS = [
  'brand',
  'countries',
  'routes',
  'audience',
  'displayTypeId',
  'templateTypeId',
  'priority',
  'enabled',
];

export interface BlockRuleSpec {
  id: string;
  countries: string[];
  /** Empty: every path. */
  routes: SitePathPattern[];
  audience: BlockAudience;
  displayTypeId: BlockReason;
  templateTypeId: number | null;
  priority: number;
  enabled: boolean;
}

function isInteger(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

/** A block rule as an operator sent it (unknown shape), checked field by field. */
export function checkBlockRule(
  input: unknown,
  id = 'new',
): Checked<BlockRuleSpec & { brand: string }> {
  const fields = ruleFieldsOf(input, 'block rule', BLOCK_RULE_FIELDS);
  if (!fields.ok) return fields;
  const r = fields.value;
  if (!Array.isArray(r.countries) || r.countries.length > MAX_COUNTRIES) {
    return ruleInvalid(
      'countries',
      `countries is a list of at most ${MAX_COUNTRIES} country codes`,
    );
  }
  const countries: string[] = [];
  for (const c of r.countries) {
    if (typeof c !== 'string' || !/^[A-Za-z]{2}$/.test(c)) {
      return ruleInvalid('countries', `Not an ISO 3166-1 alpha-2 country code: ${String(c)}`);
    }
    const code = c.toUpperCase();
    if (!countries.includes(code)) countries.push(code);
  }
  if (!Array.isArray(r.routes) || r.routes.length > MAX_ROUTES) {
    return ruleInvalid('routes', `routes is a list of at most ${MAX_ROUTES} site paths`);
  }
  const routes: SitePathPattern[] = [];
  for (const route of r.routes) {
    const pattern = typeof route === 'string' ? parseSitePattern(route, true) : null;
    if (pattern === null) {
      return ruleInvalid('routes', `Not a site path without the language: ${String(route)}`);
    }
    if (pattern.wildcard && pattern.path === '') {
      routes.length = 0;
      routes.push(pattern);
      break;
    }
    routes.push(pattern);
  }
  if (typeof r.audience !== 'string' || !BLOCK_AUDIENCES.includes(r.audience as BlockAudience)) {
    return ruleInvalid('audience', `audience must be one of ${BLOCK_AUDIENCES.join(', ')}`);
  }
  if (!isBlockReason(r.displayTypeId)) {
    return ruleInvalid('displayTypeId', 'displayTypeId must be a block reason of SPEC section 4');
  }
  const templateTypeId = r.templateTypeId ?? null;
  if (templateTypeId !== null && !isInteger(templateTypeId, 0, 999)) {
    return ruleInvalid('templateTypeId', 'templateTypeId must be null or an integer 0-999');
  }
  const priority = r.priority ?? 0;
  if (!isInteger(priority, -1000, 1000)) {
    return ruleInvalid('priority', 'priority must be an integer -1000 to 1000');
  }
  return ruleWith(r, id, {
    countries,
    routes: routes.some((p) => p.wildcard && p.path === '') ? [] : routes,
    audience: r.audience as BlockAudience,
    displayTypeId: r.displayTypeId,
    templateTypeId,
    priority,
  });
}

/** Who asks, as the server knows it. */
export interface BlockVisitor {
  /** ISO alpha-2, uppercase; null when the lookup does not know. */
  country: string | null;
  /** The site path without the language; null when it is not one rules can name. */
  path: string | null;
  signedIn: boolean;
  banLevel: number;
}

function audienceMatches(audience: BlockAudience, v: BlockVisitor): boolean {
  if (audience === 'all') return true;
  if (audience === 'guests') return !v.signedIn;
  if (audience === 'customers') return v.signedIn;
  return v.signedIn && v.banLevel > 0;
}

export function blockRuleMatches(rule: BlockRuleSpec, v: BlockVisitor): boolean {
  if (!rule.enabled) return false;
  if (rule.countries.length > 0 && (v.country === null || !rule.countries.includes(v.country))) {
    return false;
  }
  if (rule.routes.length > 0) {
    if (v.path === null) return false;
    if (!rule.routes.some((p) => matchSitePattern(p, v.path as string).matched)) return false;
  }
  return audienceMatches(rule.audience, v);
}

/** Rules in the order they decide: ascending priority, then id (numeric ids compare as numbers). */
export function orderBlockRules<R extends { priority: number; id: string }>(
  rules: readonly R[],
): R[] {
  return [...rules].sort(
    (a, b) => a.priority - b.priority || Number(a.id) - Number(b.id) || a.id.localeCompare(b.id),
  );
}

export const NOT_BLOCKED: BlockResult = { displayTypeId: null, templateTypeId: null };

/** The block result for a visitor: the first matching rule's reason, else not blocked. */
export function checkBlock(rules: readonly BlockRuleSpec[], visitor: BlockVisitor): BlockResult {
  const rule = orderBlockRules(rules).find((r) => blockRuleMatches(r, visitor));
  return rule === undefined
    ? NOT_BLOCKED
    : { displayTypeId: rule.displayTypeId, templateTypeId: rule.templateTypeId };
}

export function blockRuleInputOf(
  spec: BlockRuleSpec & { brand: string },
): Required<BlockRuleInput> {
  return {
    brand: spec.brand,
    countries: spec.countries,
    routes: spec.routes.map(formatSitePattern),
    audience: spec.audience,
    displayTypeId: spec.displayTypeId,
    templateTypeId: spec.templateTypeId,
    priority: spec.priority,
    enabled: spec.enabled,
  };
}
