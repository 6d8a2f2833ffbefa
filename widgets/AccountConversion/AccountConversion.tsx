import { useEffect, useId, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../runtime/i18n';
import type { WidgetRenderProps } from '../../runtime/render/types';
import { findCurrency } from '../../domain/money/currencies';
import { formatMinorUnits } from '../../domain/session';
import { useStores } from '../shared/stores';
import { useFailureText } from '../shared/failureText';
import type { AccountConversionProps } from '../../domain/widgetProps/AccountConversion';
import '../shared/forms.css';
import { FormNote } from '../shared/FormFields';

function AccountConversion(_: WidgetRenderProps<AccountConversionProps>) {
  const { t } = useTranslation();
  const conversion = useStores().accountConversion.loaded;
  const wordFailure = useFailureText();
  const titleId = useId();
  const [busy, setBusy] = useState<number | null>(null);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);

  useEffect(() => {
    void conversion.load();
  }, [conversion]);

  const state = conversion.state;
  const legacy = state?.legacy_currency_id ?? null;
  const target = state?.target_currency_id ?? null;

  const convert = async (accountId: number) => {
    if (target === null) return;
    setBusy(accountId);
    const result = await conversion.convert(accountId);
    setBusy(null);
    setMessage(
      result.ok
        ? {
            text: t('referral:conversion_done', {
              amount: formatMinorUnits(result.toAmount, { currencyId: target }),
            }),
            error: false,
          }
        : { text: wordFailure(result), error: true },
    );
  };

  return (
    <section className="office-panel account-conversion" aria-labelledby={titleId}>
      <h1 id={titleId}>{t('referral:conversion_title')}</h1>
      {conversion.error && <FormNote>{wordFailure(conversion.error)}</FormNote>}
      {message && (
        <p className={message.error ? 'form__error' : 'form__success'} role="status">
          {message.text}
        </p>
      )}
      {state && legacy !== null && target !== null && state.rate !== null && (
        <p>
          {t('referral:conversion_intro', {
            legacy: findCurrency(legacy)?.iso ?? '',
            target: findCurrency(target)?.iso ?? '',
            rate: state.rate,
          })}
        </p>
      )}
      {state && (
        <p data-testid="conversion-status" data-status={state.status}>
          {t(`referral:conversion_status_${state.status}`)}
        </p>
      )}
      {state && legacy !== null && target !== null && state.accounts.length > 0 && (
        <ul className="account-conversion__list item-list">
          {state.accounts.map((a) => (
            <li key={a.account_id} className="account-conversion__item item-list__item">
              <span>
                <strong>
                  {t(a.type === 0 ? 'referral:conversion_main' : 'referral:conversion_additional')}
                </strong>
                <br />
                {formatMinorUnits(a.money, { currencyId: legacy })} →{' '}
                {formatMinorUnits(a.converted_money, { currencyId: target })}
              </span>
              <button
                type="button"
                className="button button--primary"
                disabled={busy !== null}
                onClick={() => void convert(a.account_id)}
              >
                {t('referral:conversion_button')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export default observer(AccountConversion);
