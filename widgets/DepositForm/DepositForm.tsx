import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { WidgetRenderProps } from '../../runtime/render/types';
import { useStores } from '../shared/stores';
import { AmountForm } from '../shared/AmountForm';
import { leaveAppFor } from '../shared/pageNavigation';
import type { DepositFormProps } from './props';

function DepositForm(_: WidgetRenderProps<DepositFormProps>) {
  const { t } = useTranslation();
  const { account } = useStores();
  const titleId = useId();
  return (
    <section className="office-panel" aria-labelledby={titleId}>
      <h1 id={titleId}>{t('office:recharge_title')}</h1>
      <AmountForm
        labelKey="office:deposit_amount_label"
        submitKey="office:deposit_submit"
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
