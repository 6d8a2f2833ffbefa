import { useTranslation } from '../../runtime/i18n';
import { prizeHundredths, type LotteryView } from '../../domain/lotto/index';
import { minorToMajorNumber } from '../../domain/money/amounts';
import { DEFAULT_CURRENCY_ID } from '../../domain/money/currencies';
import { minorUnitDigitsOf } from '../../domain/session';
import { formatLottoAmount } from './lottoTexts';

/** A multiplier in hundredths as "×1000" or "×3.5". */
function multiplierText(hundredths: number): string {
  const whole = Math.floor(hundredths / 100);
  const rest = hundredths % 100;
  return rest === 0 ? `×${whole}` : `×${whole}.${String(rest).padStart(2, '0').replace(/0$/, '')}`;
}

/**
 * What a ticket of `picked` numbers wins by numbers matched, best first: the multiplier and,
 * when a stake is given (minor units of `currencyId`; a guest's has none), the win for it:
 * floor(stake × multiplier).
 */
export function PrizeTable({
  lottery,
  picked,
  stakeMinor,
  currencyId,
}: {
  lottery: Pick<LotteryView, 'prizes'>;
  picked: number;
  stakeMinor?: number | null;
  currencyId?: number | null;
}) {
  const { t } = useTranslation();
  const rows = Object.keys(lottery.prizes[String(picked)] ?? {})
    .map(Number)
    .sort((a, b) => b - a)
    .map((matched) => ({ matched, hundredths: prizeHundredths(lottery, picked, matched) }));
  const stake = stakeMinor === undefined || stakeMinor === null ? null : stakeMinor;
  const digits = minorUnitDigitsOf(currencyId ?? DEFAULT_CURRENCY_ID);
  const winText = (hundredths: number) =>
    formatLottoAmount(
      minorToMajorNumber(Math.floor(((stake ?? 0) * hundredths) / 100), digits),
      currencyId ?? null,
    );
  return (
    <table className="casino-table lotto-prizes">
      <caption>{t('lotto:prizes_for', { picked })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('lotto:matched')}</th>
          <th scope="col" data-numeric>
            {t('lotto:multiplier')}
          </th>
          {stake !== null ? (
            <th scope="col" data-numeric>
              {t('lotto:win_for_stake')}
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.matched}>
            <th scope="row">{t('lotto:matched_of', { matched: row.matched, picked })}</th>
            <td data-numeric>{multiplierText(row.hundredths)}</td>
            {stake !== null ? <td data-numeric>{winText(row.hundredths)}</td> : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
