import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../runtime/i18n';
import { Link } from 'react-router-dom';
import { useStores } from './stores';
import { AmountForm, type AmountFailure } from './AmountForm';
import { leaveAppFor } from './pageNavigation';
import { localizedPath } from './localizedPath';
import { useCurrentLanguage } from './useCurrentLanguage';
import { SelectField } from './FormFields';
import {
  DEFAULT_PAYMENT_METHOD,
  PAYMENT_METHODS,
  type PaymentMethod,
} from '../../domain/money/paymentMethods';

/**
 * The deposit's amount form (the office recharge page and the header's recharge modal, SPEC
 * section 5 "Recharge modal"): the amount goes to the provider's hosted page.
 */
export const DepositFields = observer(function DepositFields() {
  const { t } = useTranslation();
  const { account } = useStores();
  const language = useCurrentLanguage();
  const [method, setMethod] = useState<PaymentMethod>(DEFAULT_PAYMENT_METHOD);

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
    <AmountForm
      labelKey="office:deposit_amount_label"
      submitKey="office:deposit_submit"
      failureDetail={depositLimitDetail}
      onSubmit={async (amount) => {
        const result = await account.deposit(amount, undefined, method);
        if (!result.ok) return result;
        leaveAppFor(result.redirectUrl);
        return { ok: true };
      }}
    >
      <SelectField
        label={t('office:deposit_method_label')}
        value={method}
        options={PAYMENT_METHODS.map((m) => ({ value: m, label: t(`office:deposit_method_${m}`) }))}
        onChange={(value) => setMethod(PAYMENT_METHODS.find((m) => m === value) ?? method)}
      />
    </AmountForm>
  );
});
