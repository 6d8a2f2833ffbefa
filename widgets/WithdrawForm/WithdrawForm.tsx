import { useId, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../runtime/i18n';
import type { WidgetRenderProps } from '../../runtime/render/types';
import { useStores } from '../shared/stores';
import { AmountForm } from '../shared/AmountForm';
import { QueryScope } from '../shared/bets/QueryScope';
import { useBonuses } from '../shared/bonus/bonusQueries';
import { leaveAppFor } from '../shared/pageNavigation';
import type { WithdrawFormProps } from '../../domain/widgetProps/WithdrawForm';
import '../shared/forms.css';
import { FormNote } from '../shared/FormFields';

/**
 * Words, before the customer confirms, that a withdrawal forfeits a first-deposit bonus of the
 * active account's currency still being wagered (server/bonus/bonusService.ts
 * forfeitDepositBonuses). Nothing while the bonuses load or when they cannot be read.
 */
const BonusForfeitWarning = observer(function BonusForfeitWarning() {
  const { t } = useTranslation();
  const { account } = useStores();
  const query = useBonuses();
  const currencyId = account.activeAccount?.currencyId;
  const atStake = (query.data?.bonuses ?? []).filter(
    (b) => b.status === 'active' && b.source === 'first_deposit' && b.currencyId === currencyId,
  );
  if (atStake.length === 0 || currencyId === undefined) return null;
  const amount = atStake.reduce((sum, b) => sum + b.amount, 0);
  return (
    <p className="form__warning" role="note" data-testid="withdraw-bonus-warning">
      {t('office:withdraw_bonus_forfeit_warning', {
        amount: account.format(amount, { currencyId }),
      })}
    </p>
  );
});

function WithdrawForm(_: WidgetRenderProps<WithdrawFormProps>) {
  const { t } = useTranslation();
  const { account, session } = useStores();
  const titleId = useId();
  const [status, setStatus] = useState<string | null>(null);
  // A banned customer's bonus list is refused (403): no warning is asked for them.
  return (
    <section className="office-panel" aria-labelledby={titleId}>
      <h1 id={titleId}>{t('office:deduce_title')}</h1>
      {session.banLevel === 0 ? (
        <QueryScope>
          <BonusForfeitWarning />
        </QueryScope>
      ) : null}
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
      {status && <FormNote kind="success">{status}</FormNote>}
    </section>
  );
}

export default observer(WithdrawForm);
