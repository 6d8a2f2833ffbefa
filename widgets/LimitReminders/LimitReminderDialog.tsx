import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../runtime/i18n';
import { Link } from 'react-router-dom';
import { formatMinorUnits } from '../../domain/session';
import { useStores } from '../shared/stores';
import { ModalDialog } from '../shared/ModalDialog';
import { useCurrentLanguage } from '../shared/useCurrentLanguage';
import { localizedPath } from '../shared/localizedPath';
import { durationText, limitDateText } from '../shared/limitTexts';
import '../shared/forms.css';
import './LimitReminders.css';
import { useSiteTime } from '../shared/siteTime';

/** The reality check or the session-limit notice, whichever is due (LimitReminders.tsx). */
function LimitReminderDialog() {
  const { t } = useTranslation();
  const limits = useStores().limits.loaded;
  const language = useCurrentLanguage();
  const { zone } = useSiteTime();
  const check = limits.realityCheck;
  const notice = limits.sessionLimitNotice;

  if (check) {
    const net = formatMinorUnits(Math.abs(check.netResult), { currencyId: check.currencyId });
    const netText =
      check.netResult > 0
        ? t('main:reality_check_net_won', { amount: net })
        : check.netResult < 0
          ? t('main:reality_check_net_lost', { amount: net })
          : t('main:reality_check_net_even');
    const acknowledge = () => void limits.acknowledgeRealityCheck();
    return (
      <ModalDialog
        title={t('main:reality_check_title')}
        closeLabel={t('main:reality_check_continue')}
        onClose={acknowledge}
      >
        <div className="limit-reminder" data-testid="reality-check">
          <p>{t('main:reality_check_played', { played: durationText(t, check.playedSeconds) })}</p>
          <p className="limit-reminder__net" data-sign={Math.sign(check.netResult)}>
            {netText}
          </p>
          <p className="form__hint">
            {t('main:reality_check_interval', { count: check.intervalMinutes })}
          </p>
          <div className="form__actions">
            <button type="button" className="button button--primary" onClick={acknowledge}>
              {t('main:reality_check_continue')}
            </button>
            <Link
              className="button"
              to={localizedPath(language, 'office/responsible')}
              onClick={acknowledge}
            >
              {t('main:reality_check_limits')}
            </Link>
          </div>
        </div>
      </ModalDialog>
    );
  }

  if (notice) {
    return (
      <ModalDialog
        title={t('main:main_session_limit_ended')}
        closeLabel={t('main:notice_close')}
        onClose={limits.dismissSessionLimitNotice}
      >
        <div className="limit-reminder" data-testid="session-limit-ended">
          <p>{t('main:main_session_limit_visit_tomorrow')}</p>
          {notice.signInAgainAt !== null && (
            <p className="form__hint">
              {t('main:session_limit_sign_in_again', {
                date: limitDateText(language, notice.signInAgainAt, zone),
              })}
            </p>
          )}
          <div className="form__actions">
            <button
              type="button"
              className="button button--primary"
              onClick={limits.dismissSessionLimitNotice}
            >
              {t('main:notice_understood')}
            </button>
          </div>
        </div>
      </ModalDialog>
    );
  }
  return null;
}

export default observer(LimitReminderDialog);
