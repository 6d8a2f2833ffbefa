import { useId, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../runtime/i18n';
import type { PromoCheckResponse } from '../../domain/bonus/contract';
import type { WidgetRenderProps } from '../../runtime/render/types';
import { withQueryScope } from '../shared/bets/QueryScope';
import { BONUS_QUERY_KEY } from '../shared/bonus/bonusQueries';
import { useFailureText } from '../shared/failureText';
import { TextField } from '../shared/FormFields';
import { useStores, useLazyStore } from '../shared/stores';
import type { PromoCodeFormProps } from '../../domain/widgetProps/PromoCodeForm';
import '../shared/forms.css';
import '../shared/bonus/bonus.css';
import { bonusApiStore } from '../../stores/bonus';

function PromoCodeForm(_: WidgetRenderProps<PromoCodeFormProps>) {
  const { t } = useTranslation();
  const { account } = useStores();
  const bonus = useLazyStore(bonusApiStore);
  const queryClient = useQueryClient();
  const failureText = useFailureText();
  const titleId = useId();
  const [code, setCode] = useState('');
  const [checked, setChecked] = useState<PromoCheckResponse | null>(null);
  const [error, setError] = useState('');
  const [done, setDone] = useState('');
  const [busy, setBusy] = useState(false);

  const describe = (p: PromoCheckResponse) =>
    t(p.kind === 'free_bet' ? 'bonus:promo_gives_free_bet' : 'bonus:promo_gives_amount', {
      amount: account.format(p.amount, { currencyId: p.currencyId }),
      multiplier: p.multiplier,
    });

  const onCheck = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError('');
    setDone('');
    const result = await bonus.check(code);
    setBusy(false);
    if (result.ok) setChecked(result.promo);
    else {
      setChecked(null);
      setError(failureText(result));
    }
  };

  const onRedeem = async () => {
    setBusy(true);
    setError('');
    const result = await bonus.redeem(code);
    setBusy(false);
    if (!result.ok) {
      setError(failureText(result));
      return;
    }
    setChecked(null);
    setCode('');
    setDone(t('bonus:promo_redeemed', { what: describe(result.promo) }));
    void queryClient.invalidateQueries({ queryKey: [BONUS_QUERY_KEY] });
    void account.load();
  };

  return (
    <section className="office-panel" aria-labelledby={titleId}>
      <h1 id={titleId}>{t('bonus:promo_title')}</h1>
      <p>{t('bonus:promo_intro')}</p>
      <form className="form" onSubmit={(e) => void onCheck(e)} noValidate>
        <TextField
          label={t('bonus:promo_code')}
          name="promo-code"
          value={code}
          onChange={(value) => {
            setCode(value);
            setChecked(null);
            setError('');
          }}
          autoComplete="off"
          required
          error={error || undefined}
        />
        <div className="form__actions">
          <button type="submit" className="button" disabled={busy || code.trim() === ''}>
            {t('bonus:promo_check')}
          </button>
        </div>
      </form>
      {checked && (
        <div className="bonus-card" data-testid="promo-checked">
          <p>{describe(checked)}</p>
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={() => void onRedeem()}
          >
            {t('bonus:promo_redeem')}
          </button>
        </div>
      )}
      {done && (
        <p role="status" data-testid="promo-done">
          {done}
        </p>
      )}
    </section>
  );
}

/** The react-query client of the office's server lists around the view. */
export default withQueryScope(observer(PromoCodeForm));
