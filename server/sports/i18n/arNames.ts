// Arabic sports names. Championship and team names stay in English (the catalogue's nameEn).
import type { SportsNameTable } from './sportsNameTable';

const UNIT = { half: 'الشوط', period: 'الفترة', set: 'المجموعة', map: 'الخريطة' };
const SERIES = { set: 'المجموعات', map: 'الخرائط' };

export const AR_NAMES: SportsNameTable = {
  categories: { 1: 'الرياضات الجماعية', 2: 'رياضات المضرب', 3: 'الرياضات الإلكترونية' },
  sports: {
    1: 'كرة القدم',
    2: 'هوكي الجليد',
    3: 'كرة السلة',
    4: 'التنس',
    40: 'Counter-Strike 2',
    85: 'كرة القدم الإلكترونية',
  },
  countries: {
    INT: 'دولي',
    GB: 'إنجلترا',
    ES: 'إسبانيا',
    DE: 'ألمانيا',
    IT: 'إيطاليا',
    RU: 'روسيا',
    US: 'الولايات المتحدة',
    SE: 'السويد',
    FR: 'فرنسا',
    AT: 'النمسا',
    PL: 'بولندا',
  },
  championships: {},
  marketGroups: {
    1: 'الرئيسية',
    2: 'المجاميع',
    3: 'الهانديكاب',
    4: 'مجاميع الفرق',
    5: 'الفترات',
  },
  markets: {
    result1x2: 'نتيجة المباراة',
    winner: 'الفائز بالمباراة',
    winnerWithOvertime: 'الفائز (شامل الوقت الإضافي)',
    total: (line) => `المجموع ${line}`,
    handicap: (line) => `هانديكاب ${line}`,
    bothToScore: 'كلا الفريقين يسجل',
    homeTotal: (line) => `مجموع الفريق 1 ${line}`,
    awayTotal: (line) => `مجموع الفريق 2 ${line}`,
    periodResult: (unit, n) => `${UNIT[unit]} ${n}. النتيجة`,
    periodWinner: (unit, n) => `${UNIT[unit]} ${n}. الفائز`,
    seriesHandicap: (unit, line) => `هانديكاب ${SERIES[unit]} ${line}`,
    seriesTotal: (unit, line) => `مجموع ${SERIES[unit]} ${line}`,
  },
  outcomes: {
    home: '1',
    draw: 'X',
    away: '2',
    homeHandicap: (line) => `هـ1 (${line})`,
    awayHandicap: (line) => `هـ2 (${line})`,
    over: (line) => `أكثر من ${line}`,
    under: (line) => `أقل من ${line}`,
    yes: 'نعم',
    no: 'لا',
  },
};
