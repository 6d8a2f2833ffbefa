import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '../../runtime/i18n';
import { useCouponFormat } from '../shared/bets/couponFormat';
import { BET_HISTORY_COLUMNS, DetailsToggleCell, StatusCell } from './BetHistoryRow';

/** What a lotto or toto ticket shows in the history's columns. */
export interface PoolTicketSummary {
  id: number;
  currencyId: number;
  stake: number;
  win: number;
  status: 'open' | 'won' | 'lost';
  placedAt: string;
  settledAt: string | null;
}

/**
 * A pool game's ticket in the history, in the coupons' columns: number, date, the game's own
 * description, stake, no odds, win, status; below it, when opened, the game's own details and when
 * the ticket was settled.
 */
export function PoolTicketRow(p: {
  ticket: PoolTicketSummary;
  testId: string;
  /** The first column's text (the ticket's number). */
  title: string;
  /** The third column: the game and draw. */
  description: ReactNode;
  /** The game's `dt`/`dd` pairs of the opened details, given the ticket's money formatter. */
  details: (money: (amount: number) => string) => ReactNode;
}) {
  const { ticket } = p;
  const { t } = useTranslation();
  const format = useCouponFormat();
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const money = (amount: number) => format.money(amount, ticket.currencyId);
  return (
    <tbody className="bet-history__coupon bet-history__pool" data-open={open}>
      <tr data-testid={p.testId} data-status={ticket.status}>
        <th scope="row">{p.title}</th>
        <td>{format.dateTime(ticket.placedAt)}</td>
        <td>{p.description}</td>
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
              {p.details(money)}
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
