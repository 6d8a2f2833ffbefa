// Every text the bet history and printable coupon ask for exists in the history dictionary of
// every shipped language, including the keys built from a value (periods, statuses, types).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  BET_HISTORY_PERIODS,
  BET_HISTORY_STATUS_FILTERS,
  BOOKED_COUPON_TYPE_IDS,
} from '../../domain/coupon';
import { CASH_OUT_REFUSAL_CODES } from '../../domain/coupon/cashOut';
import { AUTO_RULE_ERROR_CODES } from '../../stores/sports/CashOutStore';
import { BET_HISTORY_COLUMNS } from '../../widgets/BetHistory/BetHistoryRow';
import en from '../../configs/locales/en/history.json';
import ru from '../../configs/locales/ru/history.json';
import ar from '../../configs/locales/ar/history.json';

const root = join(__dirname, '../..');
const FOLDERS = ['widgets/BetHistory', 'widgets/PrintCoupon', 'widgets/shared/bets'];
/** The pages name their titles from the dictionary too. */
const PAGES = ['schemas/pages/office-history.json', 'schemas/pages/print-coupon.json'];

const BUILT = [
  ...BET_HISTORY_PERIODS.map((period) => `period_${period}`),
  ...BET_HISTORY_STATUS_FILTERS.map((status) => `status_${status}`),
  ...BOOKED_COUPON_TYPE_IDS.map((id) => `type_${id}`),
  ...BET_HISTORY_COLUMNS.map((column) => `col_${column}`),
  ...['won', 'lost', 'void', 'pending'].map((result) => `leg_result_${result}`),
  'return_possibleWin',
  'return_payout',
  ...CASH_OUT_REFUSAL_CODES.map((code) => `cash_out_refusal_${code}`),
  ...AUTO_RULE_ERROR_CODES.map((code) => `auto_cash_out_error_${code}`),
];

function usedKeys(): Set<string> {
  const keys = new Set(BUILT);
  const files = [
    ...FOLDERS.flatMap((folder) =>
      readdirSync(join(root, folder))
        .filter((f) => /\.tsx?$/.test(f))
        .map((f) => join(folder, f)),
    ),
    ...PAGES,
  ];
  for (const file of files) {
    const code = readFileSync(join(root, file), 'utf8');
    for (const match of code.matchAll(/['"]history:([a-z0-9_]+)['"]/gi)) keys.add(match[1]!);
    // The cash-out part is shared with the slip and names its keys in the namespace it is given.
    for (const match of code.matchAll(/`\$\{ns\}:([a-z0-9_]+)`/gi)) keys.add(match[1]!);
  }
  return keys;
}

describe('history dictionary', () => {
  const used = usedKeys();

  it.each([
    ['en', en],
    ['ru', ru],
    ['ar', ar],
  ])('has every key the history widgets use in %s', (_lng, dictionary) => {
    expect(used.size).toBeGreaterThan(50);
    expect([...used].filter((key) => !(key in dictionary))).toEqual([]);
  });

  it('has the same keys in every language, and no key nobody uses', () => {
    expect(Object.keys(ru).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(ar).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(en).filter((key) => !used.has(key))).toEqual([]);
  });
});
