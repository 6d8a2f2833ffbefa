import { useEffect, useId, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { DATE_ONLY, useTranslation } from '../../runtime/i18n';
import type { WidgetRenderProps } from '../../runtime/render/types';
import { findCurrency } from '../../domain/money/currencies';
import { formatMinorUnits } from '../../domain/session';
import { useLazyStore, useStores } from '../shared/stores';
import { referralProgramStore } from '../../stores/office/referralProgramStore';
import { useFailureText } from '../shared/failureText';
import { useCurrentLanguage } from '../shared/useCurrentLanguage';
import type { ReferralProgramProps } from '../../domain/widgetProps/ReferralProgram';
import '../shared/forms.css';
import './ReferralProgram.css';
import { useSiteTime } from '../shared/siteTime';
import { ColumnHeads } from '../shared/ColumnHeads';
import { FormNote } from '../shared/FormFields';

function ReferralProgram(_: WidgetRenderProps<ReferralProgramProps>) {
  const { t } = useTranslation();
  const { account } = useStores();
  const program = useLazyStore(referralProgramStore);
  const wordFailure = useFailureText();
  const language = useCurrentLanguage();
  const titleId = useId();
  const linkId = useId();
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    void program.load();
  }, [program]);

  const stats = program.stats;
  const link = program.link(window.location.origin, language);
  const currencyId = account.mainAccount?.currencyId;
  const iso = currencyId === undefined ? undefined : findCurrency(currencyId)?.iso;
  const reward = iso && stats?.rewards ? stats.rewards[iso] : undefined;
  const siteTime = useSiteTime();
  const date = { format: (d: Date) => siteTime.format(d, DATE_ONLY) };

  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  return (
    <section className="office-panel referral-program" aria-labelledby={titleId}>
      <h1 id={titleId}>{t('referral:title')}</h1>
      <p>{t('referral:intro')}</p>
      {program.error && <FormNote>{wordFailure(program.error)}</FormNote>}
      {stats && (
        <>
          <div className="form__field">
            <label htmlFor={linkId}>{t('referral:link_label')}</label>
            <div className="referral-program__link">
              <input
                id={linkId}
                readOnly
                value={link ?? ''}
                dir="ltr"
                data-testid="referral-link"
              />
              <button type="button" className="button button--primary" onClick={() => void copy()}>
                {t('referral:copy')}
              </button>
            </div>
            <p className="form__hint" role="status">
              {copied ? t('referral:copied') : t('referral:link_hint')}
            </p>
          </div>
          {reward !== undefined && currencyId !== undefined && (
            <p>
              {t(
                stats.trigger === 'registration'
                  ? 'referral:reward_on_registration'
                  : 'referral:reward_on_deposit',
                { amount: formatMinorUnits(reward, { currencyId }) },
              )}
            </p>
          )}
          <dl className="referral-program__figures">
            <div>
              <dt>{t('referral:signups')}</dt>
              <dd data-testid="referral-signups">{stats.signups}</dd>
            </div>
            <div>
              <dt>{t('referral:rewarded')}</dt>
              <dd>{stats.rewarded}</dd>
            </div>
            <div>
              <dt>{t('referral:pending')}</dt>
              <dd>{stats.pending}</dd>
            </div>
            <div>
              <dt>{t('referral:earned')}</dt>
              <dd data-testid="referral-earned">
                {stats.earned.length === 0
                  ? formatMinorUnits(0, { currencyId: currencyId ?? 643 })
                  : stats.earned
                      .map((e) => formatMinorUnits(e.amount, { currencyId: e.currency_id }))
                      .join(', ')}
              </dd>
            </div>
          </dl>
          <h2>{t('referral:friends_title')}</h2>
          {stats.referrals.length === 0 ? (
            <p>{t('referral:friends_none')}</p>
          ) : (
            <table className="referral-program__table">
              <ColumnHeads
                columns={[
                  t('referral:friend_date'),
                  t('referral:friend_status'),
                  t('referral:friend_reward'),
                ]}
              />
              <tbody>
                {stats.referrals.map((r, i) => (
                  <tr key={`${r.registered_at}-${i}`}>
                    <td>{date.format(new Date(r.registered_at))}</td>
                    <td>{t(`referral:status_${r.reward_status}`)}</td>
                    <td>
                      {r.reward_amount !== null && r.reward_currency_id !== null
                        ? formatMinorUnits(r.reward_amount, { currencyId: r.reward_currency_id })
                        : '—'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </section>
  );
}

export default observer(ReferralProgram);
