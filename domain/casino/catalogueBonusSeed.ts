// The seeded casino promotions and tournaments (pages bonus/casino, .../promotions/{id},
// .../tournaments and /{id}), with their texts in ru, en and ar.
import type { TournamentPrize, TournamentSchedule } from './catalogueBonusTypes';
import type { SeedGame } from './catalogueSeed';

export interface SeedTexts {
  title: string;
  summary: string;
  terms: string[];
}

export type SeedTextsByLanguage = Record<'ru' | 'en' | 'ar', SeedTexts>;

export interface SeedPromotion {
  id: number;
  texts: SeedTextsByLanguage;
  colours: { from: string; to: string; accent: string };
  targetRoute: string | null;
}

export interface SeedTournament {
  id: number;
  texts: SeedTextsByLanguage;
  schedule: TournamentSchedule;
  currencyId: number;
  minStake: number;
  prizes: TournamentPrize[];
  colours: { from: string; to: string; accent: string };
  /** The games that count, chosen from the seeded catalogue. */
  games: (catalogue: readonly SeedGame[]) => number[];
}

export const SEED_PROMOTIONS: readonly SeedPromotion[] = [
  {
    id: 1,
    colours: { from: '#3b0a57', to: '#8e2de2', accent: '#ffd54f' },
    targetRoute: 'slots',
    texts: {
      ru: {
        title: 'Приветственный бонус казино',
        summary: '{{percent}} % к первому депозиту до {{maxAmount}} и 100 фриспинов',
        terms: [
          'Бонус начисляется на первый депозит от {{minDeposit}} при выборе казино-бонуса при регистрации.',
          'Отыгрыш бонуса — x35 в слотах в течение 7 дней.',
          'Фриспины начисляются по 20 в день в течение 5 дней.',
        ],
      },
      en: {
        title: 'Casino welcome bonus',
        summary: '{{percent}}% on your first deposit up to {{maxAmount}} and 100 free spins',
        terms: [
          'The bonus is credited on a first deposit of {{minDeposit}} or more when the casino bonus was chosen at registration.',
          'Wager the bonus 35 times in slots within 7 days.',
          'Free spins are credited 20 a day over 5 days.',
        ],
      },
      ar: {
        title: 'مكافأة الترحيب في الكازينو',
        summary: '{{percent}}% على الإيداع الأول حتى {{maxAmount}} و100 دورة مجانية',
        terms: [
          'تُضاف المكافأة عند أول إيداع بقيمة {{minDeposit}} أو أكثر عند اختيار مكافأة الكازينو أثناء التسجيل.',
          'يجب المراهنة بالمكافأة 35 مرة في ألعاب السلوت خلال 7 أيام.',
          'تُضاف الدورات المجانية بمعدل 20 دورة يوميًا لمدة 5 أيام.',
        ],
      },
    },
  },
  {
    id: 2,
    colours: { from: '#0b3d2e', to: '#11998e', accent: '#b5ff6b' },
    targetRoute: 'slots',
    texts: {
      ru: {
        title: 'Фриспины по пятницам',
        summary: 'Пополните счёт в пятницу и получите до 50 фриспинов',
        terms: [
          'Депозит от 1 500 ₽ в пятницу — 25 фриспинов, от 5 000 ₽ — 50 фриспинов.',
          'Фриспины действуют 24 часа, выигрыш отыгрывается x20.',
        ],
      },
      en: {
        title: 'Free spins Friday',
        summary: 'Deposit on a Friday and get up to 50 free spins',
        terms: [
          'A Friday deposit of $15 or more gives 25 free spins, $50 or more gives 50.',
          'Free spins are valid for 24 hours; winnings are wagered 20 times.',
        ],
      },
      ar: {
        title: 'دورات مجانية كل جمعة',
        summary: 'أودع يوم الجمعة واحصل على ما يصل إلى 50 دورة مجانية',
        terms: [
          'إيداع 15 دولارًا أو أكثر يوم الجمعة يمنحك 25 دورة مجانية، و50 دولارًا أو أكثر يمنحك 50 دورة.',
          'الدورات المجانية صالحة لمدة 24 ساعة، ويجب المراهنة بالأرباح 20 مرة.',
        ],
      },
    },
  },
  {
    id: 3,
    colours: { from: '#2b0f0f', to: '#b31217', accent: '#ffcf70' },
    targetRoute: 'casino',
    texts: {
      ru: {
        title: 'Кешбэк в лайв-казино',
        summary: 'Возвращаем 10 % проигрыша в лайв-казино каждую неделю',
        terms: [
          'Кешбэк считается по чистому проигрышу за неделю с понедельника по воскресенье.',
          'Кешбэк начисляется в понедельник и не требует отыгрыша.',
        ],
      },
      en: {
        title: 'Live casino cashback',
        summary: '10% of your live casino losses back every week',
        terms: [
          'Cashback is counted on the net loss of the week from Monday to Sunday.',
          'Cashback is credited on Monday with no wagering.',
        ],
      },
      ar: {
        title: 'استرداد نقدي في الكازينو المباشر',
        summary: 'نعيد لك 10% من خسائرك في الكازينو المباشر كل أسبوع',
        terms: [
          'يُحسب الاسترداد النقدي على صافي الخسارة للأسبوع من الاثنين إلى الأحد.',
          'يُضاف الاسترداد النقدي يوم الاثنين دون شروط مراهنة.',
        ],
      },
    },
  },
  {
    id: 4,
    colours: { from: '#1b1f3a', to: '#42275a', accent: '#ff5a36' },
    targetRoute: 'crash-games',
    texts: {
      ru: {
        title: 'Неделя краш-игр',
        summary: 'Ставьте в краш-играх и участвуйте в ежедневном спринте',
        terms: [
          'Каждая ставка от 5 ₽ в краш-играх приносит очки в ежедневном турнире.',
          'Призы начисляются после окончания дня по UTC.',
        ],
      },
      en: {
        title: 'Crash games week',
        summary: 'Play crash games and join the daily sprint',
        terms: [
          'Every crash game stake of 5 ₽ or more earns points in the daily tournament.',
          'Prizes are credited after the UTC day ends.',
        ],
      },
      ar: {
        title: 'أسبوع ألعاب الكراش',
        summary: 'العب ألعاب الكراش وشارك في السباق اليومي',
        terms: [
          'كل رهان بقيمة 5 روبل أو أكثر في ألعاب الكراش يمنحك نقاطًا في البطولة اليومية.',
          'تُمنح الجوائز بعد انتهاء اليوم بتوقيت UTC.',
        ],
      },
    },
  },
];

const byPopularity = (a: SeedGame, b: SeedGame) => b.popularity - a.popularity || a.id - b.id;

export const SEED_TOURNAMENTS: readonly SeedTournament[] = [
  {
    id: 1,
    schedule: 'weekly',
    currencyId: 643,
    minStake: 1_000,
    prizes: [
      { fromPlace: 1, toPlace: 1, amount: 4_000_000 },
      { fromPlace: 2, toPlace: 2, amount: 2_000_000 },
      { fromPlace: 3, toPlace: 3, amount: 1_200_000 },
      { fromPlace: 4, toPlace: 10, amount: 400_000 },
    ],
    colours: { from: '#5b1a8c', to: '#c2185b', accent: '#ffcc33' },
    games: (catalogue) => [
      ...catalogue.filter((g) => g.engineKey !== null && g.sectionId === 'slots').map((g) => g.id),
      ...catalogue
        .filter((g) => g.engineKey === null && g.sectionId === 'slots')
        .sort(byPopularity)
        .slice(0, 30)
        .map((g) => g.id),
    ],
    texts: {
      ru: {
        title: 'Недельная слот-гонка',
        summary: 'Призовой фонд 100 000 ₽: очки за каждую ставку в слотах турнира',
        terms: [
          'Очки — сумма ставок от 10 ₽ в играх турнира с понедельника по воскресенье (UTC).',
          'Отменённые ставки очки не приносят.',
          'Призы 10 лучшим игрокам начисляются после окончания недели.',
        ],
      },
      en: {
        title: 'Weekly slots race',
        summary: 'A 100,000 ₽ prize pool: points for every stake in the race slots',
        terms: [
          'Points are the sum of stakes of 10 ₽ or more in the tournament games, Monday to Sunday (UTC).',
          'Rolled-back stakes earn no points.',
          'Prizes for the top 10 are credited after the week ends.',
        ],
      },
      ar: {
        title: 'سباق السلوت الأسبوعي',
        summary: 'مجموع جوائز 100,000 روبل: نقاط لكل رهان في ألعاب السباق',
        terms: [
          'النقاط هي مجموع الرهانات بقيمة 10 روبل أو أكثر في ألعاب البطولة من الاثنين إلى الأحد (UTC).',
          'الرهانات الملغاة لا تمنح نقاطًا.',
          'تُمنح جوائز أفضل 10 لاعبين بعد انتهاء الأسبوع.',
        ],
      },
    },
  },
  {
    id: 2,
    schedule: 'daily',
    currencyId: 643,
    minStake: 500,
    prizes: [
      { fromPlace: 1, toPlace: 1, amount: 1_000_000 },
      { fromPlace: 2, toPlace: 2, amount: 500_000 },
      { fromPlace: 3, toPlace: 5, amount: 100_000 },
    ],
    colours: { from: '#1b1f3a', to: '#3a1c71', accent: '#ff5a36' },
    games: (catalogue) => catalogue.filter((g) => g.sectionId === 'crash-games').map((g) => g.id),
    texts: {
      ru: {
        title: 'Ежедневный краш-спринт',
        summary: 'Каждый день 18 000 ₽ лучшим игрокам краш-игр',
        terms: [
          'Очки — сумма ставок от 5 ₽ в краш-играх за сутки (UTC).',
          'Призы пяти лучшим игрокам начисляются после окончания суток.',
        ],
      },
      en: {
        title: 'Daily crash sprint',
        summary: '18,000 ₽ every day for the best crash game players',
        terms: [
          'Points are the sum of crash game stakes of 5 ₽ or more over the UTC day.',
          'Prizes for the top five are credited after the day ends.',
        ],
      },
      ar: {
        title: 'سباق الكراش اليومي',
        summary: '18,000 روبل يوميًا لأفضل لاعبي ألعاب الكراش',
        terms: [
          'النقاط هي مجموع رهانات ألعاب الكراش بقيمة 5 روبل أو أكثر خلال اليوم (UTC).',
          'تُمنح جوائز أفضل خمسة لاعبين بعد انتهاء اليوم.',
        ],
      },
    },
  },
  {
    id: 3,
    schedule: 'monthly',
    currencyId: 840,
    minStake: 100,
    prizes: [
      { fromPlace: 1, toPlace: 1, amount: 100_000 },
      { fromPlace: 2, toPlace: 2, amount: 50_000 },
      { fromPlace: 3, toPlace: 3, amount: 25_000 },
      { fromPlace: 4, toPlace: 20, amount: 2_000 },
    ],
    colours: { from: '#0e3d5c', to: '#1a2980', accent: '#3ee0c8' },
    games: (catalogue) => catalogue.filter((g) => g.engineKey !== null).map((g) => g.id),
    texts: {
      ru: {
        title: 'Кубок House Games',
        summary: 'Призовой фонд $2 090 в играх House Games за месяц',
        terms: [
          'Очки — сумма ставок от $1 в играх House Games за календарный месяц (UTC).',
          'Считаются только ставки в долларах США.',
        ],
      },
      en: {
        title: 'House Games Cup',
        summary: 'A $2,090 prize pool in House Games over the month',
        terms: [
          'Points are the sum of stakes of $1 or more in House Games over the calendar month (UTC).',
          'Only stakes in US dollars count.',
        ],
      },
      ar: {
        title: 'كأس House Games',
        summary: 'مجموع جوائز 2,090 دولارًا في ألعاب House Games خلال الشهر',
        terms: [
          'النقاط هي مجموع الرهانات بقيمة دولار واحد أو أكثر في ألعاب House Games خلال الشهر (UTC).',
          'تُحتسب الرهانات بالدولار الأمريكي فقط.',
        ],
      },
    },
  },
];

/** A prize table's total, minor units. */
export function prizePool(prizes: readonly TournamentPrize[]): number {
  return prizes.reduce((sum, p) => sum + p.amount * (p.toPlace - p.fromPlace + 1), 0);
}

/** What a place wins (0 outside the table). */
export function prizeOfPlace(prizes: readonly TournamentPrize[], place: number): number {
  return prizes.find((p) => place >= p.fromPlace && place <= p.toPlace)?.amount ?? 0;
}
