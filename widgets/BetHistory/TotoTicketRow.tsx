import { useTranslation } from '../../runtime/i18n';
import type { TotoTicketView } from '../../domain/toto/index';
import { PoolTicketRow } from './PoolTicketRow';

/**
 * A toto ticket in the history, in the coupons' columns: number, date, draw, stake, no odds, win,
 * status; below it, when opened, its picks per game, lines, stake per line and correct predictions.
 */
export function TotoTicketRow({ ticket }: { ticket: TotoTicketView }) {
  const { t } = useTranslation();
  return (
    <PoolTicketRow
      ticket={ticket}
      testId={`toto-ticket-row-${ticket.id}`}
      title={t('history:toto_number', { id: ticket.id })}
      description={t('history:toto_type', { number: ticket.drawNumber })}
      details={(money) => (
        <>
          <dt>{t('history:toto_picks')}</dt>
          <dd>
            <ol className="bet-history__picks">
              {ticket.picks.map((set, position) => (
                <li key={position}>
                  <span className="bet-history__pick-game">{position + 1}</span>
                  <span className="bet-history__pick-set">{set.join(' ')}</span>
                </li>
              ))}
            </ol>
          </dd>
          <dt>{t('history:toto_lines')}</dt>
          <dd>{ticket.lines}</dd>
          <dt>{t('history:toto_unit_stake')}</dt>
          <dd>{money(ticket.unitStake)}</dd>
          <dt>{t('history:toto_correct')}</dt>
          <dd>{ticket.correct ?? t('history:toto_correct_pending')}</dd>
        </>
      )}
    />
  );
}
