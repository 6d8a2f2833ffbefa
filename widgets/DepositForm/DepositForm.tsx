import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../runtime/i18n';
import { Link } from 'react-router-dom';
import type { WidgetRenderProps } from '../../runtime/render/types';
import { useStores } from '../shared/stores';
import { AmountForm, type AmountFailure } from '../shared/AmountForm';
import { leaveAppFor } from '../shared/pageNavigation';
import { localizedPath } from '../shared/localizedPath';
import { useCurrentLanguage } from '../shared/useCurrentLanguage';
import type { DepositFormProps } from '../../domain/widgetProps/DepositForm';

function DepositForm(_: WidgetRenderProps<DepositFormProps>) {
  const { t } = useTranslation();
  const { account } = useStores();
  const language = useCurrentLanguage();
  const titleId = useId();

  // A deposit-limit refusal says what the limit still lets through (amounts are in the main
  // account's currency, where the limit counts) and where the limits are.
  const depositLimitDetail = (failure: AmountFailure) => {
    if (failure.reason !== 'limit_deposit_exceeded' || failure.remaining === undefined) return null;
    const main = account.mainAccount ?? account.activeAccount;
    const amount = main ? account.format(failure.remaining, main) : String(failure.remaining);
    return (
      <div className="form__notice" data-testid="deposit-limit-refusal">
        <p>
          {failure.remaining > 0
            ? t('office:deposit_limit_remaining', { amount })
            : t('office:deposit_limit_used_up')}
        </p>
        <Link to={localizedPath(language, 'office/responsible')}>
          {t('office:deposit_limit_link')}
        </Link>
      </div>
    );
  };

  return (
    <section className="office-panel" aria-labelledby={titleId}>
      <h1 id={titleId}>{t('office:recharge_title')}</h1>
      <AmountForm
        labelKey="office:deposit_amount_label"
        submitKey="office:deposit_submit"
        failureDetail={depositLimitDetail}
        onSubmit={async (amount) => {
          const result = await account.deposit(amount);
          if (!result.ok) return result;
          leaveAppFor(result.redirectUrl);
          return { ok: true };
        }}
      />
    </section>
  );
}

export default observer(DepositForm);
