// A brand's toto rules (site config `toto`, checked by schemas:check with totoRulesProblems) and
// the names of a draw's games in the request's language. A brand without `toto` offers none.
import type { TotoRules, TotoRulesView } from '../../domain/toto/index';
import type { BrandSiteFile } from '../../runtime/schema/types';
import { SPORTS_NAME_TABLES, sportsNames, type SportsLanguage } from '../sports/i18n';

/** The brand's rules, or null when it offers no toto. */
export function totoRulesOf(site: BrandSiteFile): TotoRules | null {
  return site.toto ?? null;
}

/** A copy of the rules as the API shows them (no shared arrays with the config). */
export function rulesView(rules: TotoRules): TotoRulesView {
  return {
    gamesPerDraw: rules.gamesPerDraw,
    operatorShareBp: rules.operatorShareBp,
    tiers: rules.tiers.map((t) => ({ correct: t.correct, shareBp: t.shareBp })),
    unitStake: { ...rules.unitStake },
    maxLines: rules.maxLines,
  };
}

/** What names a draw's game in any language (stored at formation). */
export interface GameNaming {
  champId: number;
  champName: string;
  champNameEn: string;
  home: string;
  homeEn: string;
  away: string;
  awayEn: string;
}

/** The championship and teams in `language`, as the sports API names them. */
export function gameNames(
  game: GameNaming,
  language: SportsLanguage,
): { champName: string; home: string; away: string } {
  const names = sportsNames(language);
  const champ =
    SPORTS_NAME_TABLES[language].championships[game.champId] ??
    (language === 'ru' ? game.champName : game.champNameEn);
  return {
    champName: champ,
    home: names.opponentName(game.home, game.homeEn),
    away: names.opponentName(game.away, game.awayEn),
  };
}
