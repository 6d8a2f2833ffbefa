import { useId, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { WidgetRenderProps } from '../../runtime/render/types';
import { useStores } from '../shared/stores';
import { AmountForm } from '../shared/AmountForm';
import { leaveAppFor } from '../shared/pageNavigation';
import type { WithdrawFormProps } from './props';

function WithdrawForm(_: WidgetRenderProps<WithdrawFormProps>) {
  const { t } = useTranslation();
  const { account } = useStores();
  const titleId = useId();
  const [status, setStatus] = useState<string | null>(null);
  return (
    <section className="office-panel" aria-labelledby={titleId}>
      <h1 id={titleId}>{t('office:deduce_title')}</h1>
      <AmountForm
        labelKey="office:withdraw_amount_label"
        submitKey="office:withdraw_submit"
        onSubmit={async (amount) => {
          setStatus(null);
          const result = await account.withdraw(amount);
          if (!result.ok) return result;
          if (result.redirectUrl) leaveAppFor(result.redirectUrl);
          else setStatus(t(`office:withdraw_status_${result.status}`));
          return { ok: true };
        }}
      />
      {status && (
        <p className="form__success" role="status">
          {status}
        </p>
      )}
    </section>
  );
}

export default observer(WithdrawForm);
