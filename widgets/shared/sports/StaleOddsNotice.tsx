import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../../runtime/i18n';
import { useStores } from '../stores';

/**
 * Said above odds that may be out of date (the server's database is away, or neither the live
 * stream nor polling reaches it): the odds stay on screen, and bets wait until they are current.
 */
export const StaleOddsNotice = observer(function StaleOddsNotice() {
  const { t } = useTranslation();
  const { sports } = useStores();
  if (!sports.live.stale) return null;
  return (
    <p className="sports-stale" role="status">
      {t('sports:odds_stale')}
    </p>
  );
});
