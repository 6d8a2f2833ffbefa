import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../runtime/i18n';
import type { BonusView } from '../../domain/bonus/contract';
import { NextSteps } from '../shared/NextSteps';
import type { WidgetRenderProps } from '../../runtime/render/types';
import { withQueryScope } from '../shared/bets/QueryScope';
import { useBonuses } from '../shared/bonus/bonusQueries';
import { BonusTermsList } from '../shared/bonus/BonusTerms';
import { useStores } from '../shared/stores';
import type { BonusListProps } from '../../domain/widgetProps/BonusList';
import '../shared/a11y.css';
import '../shared/forms.css';
import '../shared/bonus/bonus.css';
import { useSiteTime } from '../shared/siteTime';
import { ColumnHeads } from '../shared/ColumnHeads';
import { BonusLoadFailed } from '../shared/bonus/BonusLoadFailed';

function kindKey(bonus: BonusView): string {
  if (bonus.kind === 'free_bet') return 'bonus:kind_free_bet';
  if (bonus.source === 'promo') return 'bonus:kind_promo';
  if (bonus.source === 'cashback') return 'bonus:kind_cashback';
  return bonus.product === 'casino'
    ? 'bonus:kind_first_deposit_casino'
    : 'bonus:kind_first_deposit_sports';
}

/** An active bonus's wagering: progress, what is left, and its terms. */
function ActiveProgress({
  bonus: b,
  money,
  expiry,
}: {
  bonus: BonusView;
  money: (b: BonusView, amount: number) => string;
  expiry: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <progress
        max={100}
        value={b.percent}
        aria-label={t('bonus:progress_label', { percent: b.percent })}
        data-testid="bonus-progress"
      />
      <p data-testid="bonus-progress-text">
        {t('bonus:progress_text', {
          wagered: money(b, b.wagered),
          required: money(b, b.required),
          percent: b.percent,
        })}
      </p>
      <p>{t('bonus:remaining_text', { remaining: money(b, b.remaining) })}</p>
      <BonusTermsList
        product={b.product}
        multiplier={b.amount > 0 ? b.required / b.amount : undefined}
        minOdds={b.minOdds}
        gameWeights={b.gameWeights}
        expiry={expiry}
      />
    </>
  );
}

function BonusList({ props }: WidgetRenderProps<BonusListProps>) {
  const { t } = useTranslation();
  const { account } = useStores();
  const titleId = useId();
  const query = useBonuses();
  const siteTime = useSiteTime();
  const date = { format: (d: Date) => siteTime.format(d) };
  const money = (b: BonusView, amount: number) =>
    account.format(amount, { currencyId: b.currencyId });
  const all = query.data?.bonuses ?? [];
  // The wager page: bonuses being wagered, and those a withdrawal forfeited (so the customer sees
  // where that bonus went). A free bet is staked on a coupon, never wagered (docs/bonus.md "Free bets"):
  // rewards lists it.
  const shown =
    props.view === 'wager'
      ? all.filter(
          (b) => (b.status === 'active' && b.kind !== 'free_bet') || b.status === 'forfeited',
        )
      : all;
  const title = props.view === 'wager' ? 'bonus:wager_title' : 'bonus:rewards_title';

  return (
    <section className="office-panel" aria-labelledby={titleId} aria-busy={query.isPending}>
      <h1 id={titleId}>{t(title)}</h1>
      {query.isError && <BonusLoadFailed onRetry={() => void query.refetch()} />}
      {query.isSuccess && shown.length === 0 && (
        <>
          <p>{t(props.view === 'wager' ? 'bonus:wager_empty' : 'bonus:rewards_empty')}</p>
          <NextSteps
            steps={[
              { path: 'office/bonuses/deposit', textKey: 'bonus:empty_deposit_bonus' },
              { path: 'office/promotion', textKey: 'bonus:empty_promo' },
            ]}
          />
        </>
      )}
      {props.view === 'wager' ? (
        <ul className="bonus-list">
          {shown.map((b) => (
            <li key={b.id} className="bonus-card" data-testid="bonus-card" data-status={b.status}>
              <h2>{t(kindKey(b))}</h2>
              <span className="bonus-card__amount">{money(b, b.amount)}</span>
              {b.status === 'forfeited' ? (
                <p data-testid="bonus-forfeited">
                  {t('bonus:forfeited_text', {
                    date: date.format(new Date(b.endedAt ?? b.creditedAt)),
                  })}
                </p>
              ) : (
                <ActiveProgress
                  bonus={b}
                  money={money}
                  expiry={date.format(new Date(b.expiresAt))}
                />
              )}
            </li>
          ))}
        </ul>
      ) : (
        shown.length > 0 && (
          <table className="bonus-table">
            <caption className="visually-hidden">{t(title)}</caption>
            <ColumnHeads
              columns={[
                t('bonus:col_date'),
                t('bonus:col_kind'),
                t('bonus:col_amount'),
                t('bonus:col_status'),
              ]}
            />
            <tbody>
              {shown.map((b) => (
                <tr key={b.id} data-testid="reward-row" data-status={b.status}>
                  <td>{date.format(new Date(b.creditedAt))}</td>
                  <td>
                    {t(kindKey(b))}
                    {b.promoCode && <span> ({b.promoCode})</span>}
                  </td>
                  <td>{money(b, b.amount)}</td>
                  <td>{t(`bonus:status_${b.status}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )
      )}
    </section>
  );
}

/** The react-query client of the office's server lists around the view. */
export default withQueryScope(observer(BonusList));
