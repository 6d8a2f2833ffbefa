// A bet builder as a coupon leg (docs/bet-builder.md): its market type and outcome id, and its
// name in the customer's language, for history, print and the slip.
import type { BuilderPick } from './betBuilder';

// ---------------------------------------------------------------- the leg it is booked as

/** coupon_legs.market_type_id of a bet builder leg (domain/sports/pricing/fairMarket.ts MARKET_TYPE). */
export const BET_BUILDER_MARKET_TYPE = 81;

/** A builder's leg id in a coupon: one builder a game, never a feed outcome's id (those are > 0). */
export function builderOutcomeId(gameId: number): number {
  return -gameId;
}

export type BuilderLanguage = 'ru' | 'en' | 'ar';

const PICK_WORDS: Record<
  BuilderLanguage,
  {
    builder: string;
    home: string;
    draw: string;
    away: string;
    over: string;
    under: string;
    total: string;
    teamTotal: [string, string];
    handicap: [string, string];
    btts: [string, string];
    score: string;
    period: string;
  }
> = {
  ru: {
    builder: 'Конструктор ставки',
    home: 'П1',
    draw: 'X',
    away: 'П2',
    over: 'Больше',
    under: 'Меньше',
    total: 'Тотал',
    teamTotal: ['ИТ1', 'ИТ2'],
    handicap: ['Ф1', 'Ф2'],
    btts: ['Обе забьют: да', 'Обе забьют: нет'],
    score: 'Точный счёт',
    period: '1-й период',
  },
  en: {
    builder: 'Bet builder',
    home: '1',
    draw: 'X',
    away: '2',
    over: 'Over',
    under: 'Under',
    total: 'Total',
    teamTotal: ['Home total', 'Away total'],
    handicap: ['H1', 'H2'],
    btts: ['Both teams score: yes', 'Both teams score: no'],
    score: 'Correct score',
    period: '1st period',
  },
  ar: {
    builder: 'منشئ الرهان',
    home: '1',
    draw: 'X',
    away: '2',
    over: 'أكثر من',
    under: 'أقل من',
    total: 'المجموع',
    teamTotal: ['مجموع المضيف', 'مجموع الضيف'],
    handicap: ['هانديكاب 1', 'هانديكاب 2'],
    btts: ['كلا الفريقين يسجل: نعم', 'كلا الفريقين يسجل: لا'],
    score: 'النتيجة الصحيحة',
    period: 'الشوط الأول',
  },
};

function signed(line: number): string {
  return line > 0 ? `+${line}` : String(line);
}

/** One pick's name in a language (history, print, the slip). */
export function builderPickName(pick: BuilderPick, language: BuilderLanguage): string {
  const w = PICK_WORDS[language];
  switch (pick.market) {
    case 'result':
      return w[pick.pick];
    case 'total':
      return `${w.total} ${w[pick.pick]} ${pick.line}`;
    case 'teamTotal':
      return `${w.teamTotal[pick.team === 'home' ? 0 : 1]} ${w[pick.pick]} ${pick.line}`;
    case 'handicap':
      return pick.pick === 'home'
        ? `${w.handicap[0]} (${signed(pick.line)})`
        : `${w.handicap[1]} (${signed(-pick.line)})`;
    case 'btts':
      return w.btts[pick.pick === 'yes' ? 0 : 1];
    case 'correctScore':
      return `${w.score} ${pick.home}:${pick.away}`;
    case 'periodResult':
      return `${w.period}: ${w[pick.pick]}`;
  }
}

/** The builder leg's market and outcome names in a language. */
export function builderLegNames(
  picks: readonly BuilderPick[],
  language: BuilderLanguage,
): { marketName: string; outcomeName: string } {
  return {
    marketName: PICK_WORDS[language].builder,
    outcomeName: picks.map((p) => builderPickName(p, language)).join(' + '),
  };
}
