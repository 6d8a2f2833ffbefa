import { useId, useState } from 'react';
import { useTranslation } from '../../runtime/i18n';
import type { TotoTicketView } from '../../domain/toto/index';
import { useCouponFormat } from '../shared/bets/couponFormat';
import { BET_HISTORY_COLUMNS, DetailsToggleCell, StatusCell } from './BetHistoryRow';

/**
 * A toto ticket in the history, in the coupons' columns: number, date, draw, stake, no odds, win,
 * status; below it, when opened, its picks per game, lines, stake per line and correct predictions.
 */
export function TotoTicketRow({ ticket }: { ticket: TotoTicketView }) {
  const { t } = useTranslation();
  const format = useCouponFormat();
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const money = (amount: number) => format.money(amount, ticket.currencyId);
  return (
    <tbody className="bet-history__coupon bet-history__pool" data-open={open}>
      <tr data-testid={`toto-ticket-row-${ticket.id}`} data-status={ticket.status}>
        <th scope="row">{t('history:toto_number', { id: ticket.id })}</th>
        <td>{format.dateTime(ticket.placedAt)}</td>
        <td>{t('history:toto_type', { number: ticket.drawNumber })}</td>
        <td className="bet-history__number">{money(ticket.stake)}</td>
        <td className="bet-history__number" aria-label={t('history:round_no_odds')}>
          —
        </td>
        <td className="bet-history__number">
          <span className="bet-history__return-kind">{t('history:round_win')}</span>{' '}
          {ticket.status === 'open' ? '—' : money(ticket.win)}
        </td>
        <StatusCell status={ticket.status} />
        <DetailsToggleCell open={open} detailsId={detailsId} onToggle={() => setOpen(!open)}>
          {t(open ? 'history:ticket_details_hide' : 'history:ticket_details_show')}
        </DetailsToggleCell>
      </tr>
      {open ? (
        <tr className="bet-history__details" id={detailsId}>
          <td colSpan={BET_HISTORY_COLUMNS.length}>
            <dl className="bet-history__round-details">
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
              {ticket.settledAt ? (
                <>
                  <dt>{t('history:field_settled')}</dt>
                  <dd>{format.dateTime(ticket.settledAt)}</dd>
                </>
              ) : null}
            </dl>
          </td>
        </tr>
      ) : null}
    </tbody>
  );
}
