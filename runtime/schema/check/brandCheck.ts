// Brand configs beyond their JSON Schemas: hosts owned by one brand only, languages that are
// shipped, groups of real config keys, and a brand book the sanitizer accepts.
import { brandBookToCss } from '../brandBookCss.ts';
import { brandBookContrastFindings } from '../brandBookContrast.ts';
import { pointerJoin, type Finding } from '../finding.ts';
import { siteConfigResponseSchema } from '../schemaSources.ts';
import { didYouMean } from '../suggest.ts';
import type { BrandBook, BrandSiteFile } from '../types.ts';

export interface LoadedBrand {
  id: string;
  siteFile: string;
  site: BrandSiteFile;
}

const CONFIG_KEYS = Object.keys(siteConfigResponseSchema.properties);

export function checkBrandSite(brand: LoadedBrand, shippedLanguages: readonly string[]): Finding[] {
  const { site, siteFile: file } = brand;
  const findings: Finding[] = [];
  const report = (pointer: string, message: string) => findings.push({ file, pointer, message });
  if (site.brand !== brand.id) {
    report('/brand', `brand '${site.brand}' must match its folder name '${brand.id}'`);
  }
  if (!site.languages.includes(site.defaultLanguage)) {
    report(
      '/defaultLanguage',
      `defaultLanguage '${site.defaultLanguage}' is not one of languages: ${site.languages.join(', ')}`,
    );
  }
  site.languages.forEach((lng, i) => {
    if (!shippedLanguages.includes(lng)) {
      report(
        pointerJoin('/languages', i),
        `language '${lng}' has no dictionaries (configs/locales/${lng} is missing)`,
      );
    }
  });
  (site.langHiddenUnauthorized ?? []).forEach((lng, i) => {
    if (!site.languages.includes(lng)) {
      report(
        pointerJoin('/langHiddenUnauthorized', i),
        `hidden language '${lng}' is not one of languages: ${site.languages.join(', ')}`,
      );
    }
  });
  for (const [group, keys] of Object.entries(site.groups ?? {})) {
    keys.forEach((key, i) => {
      if (!CONFIG_KEYS.includes(key)) {
        report(
          pointerJoin('/groups', group, i),
          `group '${group}' lists '${key}', which is not a site config key${didYouMean(key, CONFIG_KEYS)}`,
        );
      }
    });
  }
  poolGameFindings(site, report);
  bonusFindings(site, report);
  analyticsCounterFindings(site, report);
  return findings;
}

/** What a batch may carry (domain/analytics/contract.ts ANALYTICS_COUNTERS_MAX). */
const ANALYTICS_COUNTERS_MAX = 10;

/** A domain's counters: each id once in the brand, on the brand's own hosts, 10 a domain at most. */
function analyticsCounterFindings(
  site: BrandSiteFile,
  report: (pointer: string, message: string) => void,
): void {
  const ids = new Set<string>();
  const perDomain = new Map<string, number>();
  (site.analyticsCounters ?? []).forEach((counter, i) => {
    if (ids.has(counter.id)) {
      report(
        pointerJoin('/analyticsCounters', i, 'id'),
        `counter id '${counter.id}' is used twice`,
      );
    }
    ids.add(counter.id);
    counter.domains.forEach((domain, j) => {
      const at = pointerJoin('/analyticsCounters', i, 'domains', j);
      if (!site.hosts.includes(domain)) {
        report(at, `domain '${domain}' is not one of hosts: ${site.hosts.join(', ')}`);
      }
      const n = (perDomain.get(domain) ?? 0) + 1;
      perDomain.set(domain, n);
      if (n === ANALYTICS_COUNTERS_MAX + 1) {
        report(at, `domain '${domain}' has more than ${ANALYTICS_COUNTERS_MAX} counters`);
      }
    });
  });
}

/**
 * What the JSON Schema of `bonuses` cannot say (domain/bonus bonusConfigProblems says the same):
 * odds apply to the sports bonus only, game weights to the casino bonus only.
 */
function bonusFindings(
  site: BrandSiteFile,
  report: (pointer: string, message: string) => void,
): void {
  const offers = site.bonuses?.firstDeposit;
  if (offers?.casino?.minOdds !== undefined) {
    report('/bonuses/firstDeposit/casino/minOdds', 'odds apply to the sports bonus only');
  }
  if (offers?.sports?.gameWeights !== undefined) {
    report(
      '/bonuses/firstDeposit/sports/gameWeights',
      'game weights apply to the casino bonus only',
    );
  }
}

/** Sums and ranges the JSON Schema cannot say: toto's shares and tiers, each lottery's table. */
function poolGameFindings(
  site: BrandSiteFile,
  report: (pointer: string, message: string) => void,
): void {
  const { toto, lotto } = site;
  if (toto) {
    const shares = toto.tiers.reduce((n, t) => n + t.shareBp, 0);
    if (shares !== 10_000) {
      report('/toto/tiers', `the tiers' shares add up to ${shares} bp; they must add up to 10000`);
    }
    const seen = new Set<number>();
    toto.tiers.forEach((tier, i) => {
      if (seen.has(tier.correct)) {
        report(pointerJoin('/toto/tiers', i, 'correct'), `two tiers pay ${tier.correct} correct`);
      }
      seen.add(tier.correct);
      if (tier.correct > toto.gamesPerDraw) {
        report(
          pointerJoin('/toto/tiers', i, 'correct'),
          `${tier.correct} correct is more than the ${toto.gamesPerDraw} games of a draw`,
        );
      }
    });
    stakeRangeFindings(toto.unitStake, '/toto/unitStake', report);
  }
  const ids = new Set<string>();
  (lotto?.lotteries ?? []).forEach((lottery, i) => {
    const at = (...rest: (string | number)[]) => pointerJoin('/lotto/lotteries', i, ...rest);
    if (ids.has(lottery.id)) report(at('id'), `lottery id '${lottery.id}' is used twice`);
    ids.add(lottery.id);
    if (lottery.drawn > lottery.of) {
      report(at('drawn'), `draws ${lottery.drawn} numbers of only ${lottery.of}`);
    }
    if (lottery.pickMin > lottery.pickMax || lottery.pickMax > lottery.of) {
      report(at('pickMax'), `picks need pickMin <= pickMax <= of (${lottery.of})`);
    }
    for (const [picked, row] of Object.entries(lottery.prizes)) {
      const p = Number(picked);
      if (p < lottery.pickMin || p > lottery.pickMax) {
        report(
          at('prizes', picked),
          `${picked} numbers is not a pick count (${lottery.pickMin} ... ${lottery.pickMax})`,
        );
      }
      for (const [matched, multiplier] of Object.entries(row)) {
        if (Number(matched) > Math.min(p, lottery.drawn)) {
          report(
            at('prizes', picked, matched),
            `${picked} picked cannot match ${matched} of ${lottery.drawn} drawn`,
          );
        }
        if (
          !Number.isInteger(Math.round(multiplier * 100)) ||
          Math.abs(multiplier * 100 - Math.round(multiplier * 100)) > 1e-9
        ) {
          report(
            at('prizes', picked, matched),
            `multiplier ${multiplier} has more than 2 decimals`,
          );
        }
      }
    }
    stakeRangeFindings(lottery.stake, at('stake'), report);
  });
}

function stakeRangeFindings(
  range: { min: number; max: number; step: number },
  pointer: string,
  report: (pointer: string, message: string) => void,
): void {
  if (range.max < range.min) report(pointer, `max ${range.max} is below min ${range.min}`);
  const ratio = range.min / range.step;
  if (Math.abs(ratio - Math.round(ratio)) > 1e-9) {
    report(pointer, `min ${range.min} is not a multiple of step ${range.step}`);
  }
}

/**
 * A host served by two brands would make the brand depend on file order; so would an analytics
 * project id two brands share.
 */
export function checkSharedHosts(brands: readonly LoadedBrand[]): Finding[] {
  const owner = new Map<string, LoadedBrand>();
  const projectOwner = new Map<string, LoadedBrand>();
  const findings: Finding[] = [];
  for (const brand of brands) {
    const project = brand.site.analyticsProjectId;
    const firstProject = project === undefined ? undefined : projectOwner.get(project);
    if (project !== undefined && firstProject === undefined) projectOwner.set(project, brand);
    else if (firstProject !== undefined) {
      findings.push({
        file: brand.siteFile,
        pointer: '/analyticsProjectId',
        message: `analytics project '${project}' is also brand '${firstProject.id}''s (${firstProject.siteFile})`,
      });
    }
    brand.site.hosts.forEach((host, i) => {
      const first = owner.get(host);
      if (first === undefined) owner.set(host, brand);
      else {
        findings.push({
          file: brand.siteFile,
          pointer: pointerJoin('/hosts', i),
          message: `host '${host}' is also claimed by brand '${first.id}' (${first.siteFile})`,
        });
      }
    });
  }
  return findings;
}

/** Safe values, and WCAG AA contrast of every text/background pair the widgets draw. */
export function checkBrandBook(book: BrandBook, file: string): Finding[] {
  return [
    ...brandBookToCss(book.partnerCssBrandBook, file).findings,
    ...brandBookContrastFindings(book.partnerCssBrandBook, file),
  ];
}
