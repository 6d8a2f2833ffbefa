import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { numberFormat, useTranslation } from '../../runtime/i18n';
import { Link } from 'react-router-dom';
import type { WidgetRenderProps } from '../../runtime/render/types';
import { withQueryScope } from '../shared/bets/QueryScope';
import { useDepositOffer } from '../shared/bonus/bonusQueries';
import { BonusTermsList } from '../shared/bonus/BonusTerms';
import { localizedPath } from '../shared/localizedPath';
import { useStores } from '../shared/stores';
import { useCurrentLanguage } from '../shared/useCurrentLanguage';
import type { BonusDepositOfferProps } from '../../domain/widgetProps/BonusDepositOffer';
import '../shared/forms.css';
import '../shared/bonus/bonus.css';
import { BonusLoadFailed } from '../shared/bonus/BonusLoadFailed';

function BonusDepositOffer(_: WidgetRenderProps<BonusDepositOfferProps>) {
  const { t, i18n } = useTranslation();
  const lng = useCurrentLanguage();
  const { account } = useStores();
  const titleId = useId();
  const query = useDepositOffer();
  const offer = query.data;
  const number = numberFormat(i18n.language, { maximumFractionDigits: 2 });
  const main = account.accounts.find((a) => a.type === 0);
  const major = (amount: number) =>
    main ? account.format(Math.round(amount * 100), main) : number.format(amount);

  return (
    <section className="office-panel" aria-labelledby={titleId} aria-busy={query.isPending}>
      <h1 id={titleId}>{t('bonus:deposit_title')}</h1>
      {query.isError && <BonusLoadFailed onRetry={() => void query.refetch()} />}
      {offer && !offer.product && <p>{t('bonus:deposit_refused')}</p>}
      {offer?.product && !offer.terms && <p>{t('bonus:deposit_not_offered')}</p>}
      {offer && (!offer.product || !offer.terms) && (
        <p>
          <Link className="button" to={localizedPath(lng, 'office/promotion')}>
            {t('bonus:empty_promo')}
          </Link>
        </p>
      )}
      {offer?.product && offer.terms && (
        <div className="bonus-card" data-testid="deposit-offer" data-product={offer.product}>
          <h2>{t(`bonus:kind_first_deposit_${offer.product}`)}</h2>
          <p className="bonus-card__amount">
            {t('bonus:deposit_headline', {
              percent: number.format(offer.terms.percent),
              max: major(offer.terms.maxAmount),
            })}
          </p>
          <p>{t('bonus:deposit_min', { min: major(offer.terms.minDeposit) })}</p>
          <BonusTermsList
            product={offer.product}
            multiplier={offer.terms.multiplier}
            minOdds={offer.terms.minOdds}
            gameWeights={offer.terms.gameWeights}
            expiry={t('bonus:terms_expiry_days', { count: offer.terms.expiryDays })}
          />
          {offer.available ? (
            <Link className="button button--primary" to={localizedPath(lng, 'office/recharge')}>
              {t('bonus:deposit_cta')}
            </Link>
          ) : (
            <p>
              {t('bonus:deposit_used')}{' '}
              <Link to={localizedPath(lng, 'office/bonuses/wager')}>{t('bonus:see_wager')}</Link>
            </p>
          )}
        </div>
      )}
    </section>
  );
}

/** The react-query client of the office's server lists around the view. */
export default withQueryScope(observer(BonusDepositOffer));
