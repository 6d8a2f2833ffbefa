// Russian sports names (the simulated provider's own language).
import type { SportsNameTable } from './sportsNameTable';

const ORDINAL_SUFFIX = { half: 'й тайм', period: 'й период', set: 'й сет', map: 'я карта' };
const SERIES_HANDICAP = {
  set: 'Фора по сетам',
  map: 'Фора по картам',
  region: 'Фора по регионам',
};
const SERIES_TOTAL = { set: 'Тотал сетов', map: 'Тотал карт', region: 'Тотал регионов' };

export const RU_NAMES: SportsNameTable = {
  categories: {
    1: 'Командные виды',
    2: 'Ракеточные виды',
    3: 'Киберспорт',
    4: 'Специальные ставки',
  },
  sports: {
    1: 'Футбол',
    2: 'Хоккей',
    3: 'Баскетбол',
    4: 'Теннис',
    40: 'Counter-Strike 2',
    85: 'Киберфутбол',
    90: 'ММА',
    91: 'Политика',
    92: 'Мраморные гонки',
  },
  countries: {
    INT: 'Международный',
    GB: 'Англия',
    ES: 'Испания',
    DE: 'Германия',
    IT: 'Италия',
    RU: 'Россия',
    US: 'США',
    SE: 'Швеция',
    FR: 'Франция',
    AT: 'Австрия',
    PL: 'Польша',
  },
  championships: {},
  marketGroups: {
    1: 'Основные',
    2: 'Тоталы',
    3: 'Форы',
    4: 'Индивидуальные тоталы',
    5: 'Периоды',
  },
  markets: {
    result1x2: 'Исход матча',
    winner: 'Победитель матча',
    winnerWithOvertime: 'Победитель (с учётом ОТ)',
    total: (line) => `Тотал ${line}`,
    handicap: (line) => `Фора ${line}`,
    bothToScore: 'Обе забьют',
    homeTotal: (line) => `ИТ1 ${line}`,
    awayTotal: (line) => `ИТ2 ${line}`,
    periodResult: (unit, n) => `${n}-${ORDINAL_SUFFIX[unit]}. Исход`,
    periodWinner: (unit, n) => `${n}-${ORDINAL_SUFFIX[unit]}. Победитель`,
    seriesHandicap: (unit, line) => `${SERIES_HANDICAP[unit]} ${line}`,
    seriesTotal: (unit, line) => `${SERIES_TOTAL[unit]} ${line}`,
    outright: 'Победитель',
    roundsTotal: (line) => `Тотал раундов ${line}`,
    fightWinner: 'Победитель боя',
  },
  outcomes: {
    home: 'П1',
    draw: 'X',
    away: 'П2',
    homeHandicap: (line) => `Ф1 (${line})`,
    awayHandicap: (line) => `Ф2 (${line})`,
    over: (line) => `Больше ${line}`,
    under: (line) => `Меньше ${line}`,
    yes: 'Да',
    no: 'Нет',
  },
};
