import { useId } from 'react';
import { useTranslation } from '../../runtime/i18n';
import type { WidgetRenderProps } from '../../runtime/render/types';
import { QueryScope } from '../shared/bets/QueryScope';
import { SportsBetsPanel } from './SportsBetsPanel';
import type { BetHistoryProps } from '../../domain/widgetProps/BetHistory';
import '../shared/a11y.css';
import '../shared/forms.css';
import '../shared/bets/bets.css';
import '../shared/sports/ticketPicks.css';
import './BetHistory.css';

/**
 * The customer's history (SPEC section 2 office/history): sports coupons, casino rounds, toto and
 * lotto tickets in one list, the product filter choosing all or one of them.
 */
function BetHistory(_: WidgetRenderProps<BetHistoryProps>) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className="office-panel bet-history bets-panel" aria-labelledby={titleId}>
      <h1 id={titleId}>{t('history:title')}</h1>
      <QueryScope>
        <SportsBetsPanel />
      </QueryScope>
    </section>
  );
}

export default BetHistory;
