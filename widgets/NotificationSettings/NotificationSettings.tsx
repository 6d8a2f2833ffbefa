import { useEffect, useId, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../runtime/i18n';
import type { WidgetRenderProps } from '../../runtime/render/types';
import { useStores } from '../shared/stores';
import { CheckField } from '../shared/FormFields';
import { useFailureText, type WordableFailure } from '../shared/failureText';
import type { NotificationSettingsProps } from '../../domain/widgetProps/NotificationSettings';
import BonusSettingsFields from './BonusSettingsFields';
import '../shared/forms.css';

/** SPEC section 3 "Notification flags". */
const FLAGS = [
  'enable_mail_news',
  'enable_mail_deposit',
  'enable_mail_bets',
  'enable_sms_news',
] as const;

function NotificationSettings(_: WidgetRenderProps<NotificationSettingsProps>) {
  const { t } = useTranslation();
  const { userConfig } = useStores();
  const titleId = useId();
  const [status, setStatus] = useState<
    { ok: true } | { ok: false; failure: WordableFailure } | null
  >(null);
  const failureText = useFailureText();

  useEffect(() => {
    void userConfig.load();
  }, [userConfig]);

  const flags = userConfig.notifications;
  const toggle = async (flag: (typeof FLAGS)[number], on: boolean) => {
    setStatus(null);
    const result = await userConfig.saveNotifications({ [flag]: on });
    setStatus(result.ok ? { ok: true } : { ok: false, failure: result });
  };

  const hideBalance = async (hide: boolean) => {
    setStatus(null);
    const result = await userConfig.setHideBalance(hide);
    setStatus(result.ok ? { ok: true } : { ok: false, failure: result });
  };

  return (
    <section className="office-panel" aria-labelledby={titleId}>
      <h1 id={titleId}>{t('office:settings_title')}</h1>
      <fieldset className="form__fieldset">
        <legend className="form__legend">{t('office:notifications_legend')}</legend>
        {FLAGS.map((flag) => (
          <CheckField
            key={flag}
            label={t(`office:flag_${flag}`)}
            checked={flags[flag]}
            onChange={(on) => void toggle(flag, on)}
          />
        ))}
      </fieldset>
      <BonusSettingsFields
        onSaved={(result) => setStatus(result.ok ? { ok: true } : { ok: false, failure: result })}
      />
      {/* SPEC section 3 "User config" user_hide_balance: the header and the office show none. */}
      <fieldset className="form__fieldset">
        <legend className="form__legend">{t('office:display_legend')}</legend>
        <CheckField
          label={t('auth:balance_hide')}
          checked={userConfig.hidesBalance}
          onChange={(on) => void hideBalance(on)}
        />
      </fieldset>
      {status && (
        <p className={status.ok ? 'form__success' : 'form__error'} role="status">
          {status.ok ? t('office:saved') : failureText(status.failure)}
        </p>
      )}
    </section>
  );
}

export default observer(NotificationSettings);
