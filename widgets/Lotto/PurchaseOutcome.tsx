import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../runtime/i18n';
import type { LotteryView } from '../../domain/lotto/index';
import { formatMajorUnits } from '../../domain/session';
import { failureOf } from '../../stores/actionResult';
import type { LottoPurchase } from '../../stores';
import { useStores } from '../shared/stores';
import { useFailureText } from '../shared/failureText';
import { LottoBalls } from './LottoBalls';
import { lottoRefusalText } from './lottoTexts';

/** What came of a purchase: the ticket bought, the refusals worded, or what failed. */
export const PurchaseOutcome = observer(function PurchaseOutcome({
  outcome,
  lottery,
}: {
  outcome: LottoPurchase;
  lottery: LotteryView;
}) {
  const { t } = useTranslation();
  const word = useFailureText();
  const { account } = useStores();
  if (outcome.kind === 'bought') {
    const { ticket } = outcome;
    return (
      <div className="lotto-outcome" data-kind="bought" role="status">
        <p>
          {t('lotto:bought', {
            id: ticket.id,
            number: ticket.drawNumber,
            stake: formatMajorUnits(ticket.stake, { currencyId: ticket.currencyId }),
          })}
        </p>
        <LottoBalls numbers={ticket.numbers} size="small" label={t('lotto:ticket_numbers')} />
      </div>
    );
  }
  if (outcome.kind === 'refused') {
    const currencyId = account.mainAccount?.currencyId ?? null;
    return (
      <div className="lotto-outcome" data-kind="refused" role="alert">
        <p>{t('lotto:refused_title')}</p>
        <ul>
          {outcome.refusals.map((refusal) => (
            <li key={refusal.code} data-code={refusal.code}>
              {lottoRefusalText(t, refusal, lottery, currencyId)}
            </li>
          ))}
        </ul>
      </div>
    );
  }
  const fallback = t(outcome.kind === 'unknown' ? 'lotto:buy_unknown' : 'lotto:buy_failed');
  return (
    <div className="lotto-outcome" data-kind={outcome.kind} role="alert">
      <p>{outcome.kind === 'unknown' ? fallback : word(failureOf(outcome.failure), fallback)}</p>
    </div>
  );
});
