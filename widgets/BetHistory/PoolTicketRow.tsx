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
  const money = (amount: number) => format.money(amount, ticket.currencyId);
  return (
    <HistoryRoundBody
      className="bet-history__pool"
      testId={p.testId}
      status={ticket.status}
      title={p.title}
      date={format.dateTime(ticket.placedAt)}
      description={p.description}
      stake={money(ticket.stake)}
      win={ticket.status === 'open' ? '—' : money(ticket.win)}
      toggleKeys={['history:ticket_details_show', 'history:ticket_details_hide']}
      details={() => (
        <>
          {p.details(money)}
          {ticket.settledAt ? (
            <>
              <dt>{t('history:field_settled')}</dt>
              <dd>{format.dateTime(ticket.settledAt)}</dd>
            </>
          ) : null}
        </>
      )}
    />
  );
}

/**
 * The history's body of a round or ticket that is not a coupon (a casino round, a pool ticket),
 * in the coupons' columns: number, date, description, stake, no odds, win, status and the toggle;
 * below it, when opened, its details (`dt`/`dd` pairs).
 */
export function HistoryRoundBody(p: {
  className: string;
  testId: string;
  status: Parameters<typeof StatusCell>[0]['status'];
  title: string;
  date: string;
  description: ReactNode;
  stake: string;
  win: string;
  /** The toggle's texts: show, hide. */
  toggleKeys: readonly [string, string];
  details: () => ReactNode;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  return (
    <tbody className={`bet-history__coupon ${p.className}`} data-open={open}>
      <tr data-testid={p.testId} data-status={p.status}>
        <th scope="row">{p.title}</th>
        <td>{p.date}</td>
        <td>{p.description}</td>
        <td className="bet-history__number">{p.stake}</td>
        <td className="bet-history__number" aria-label={t('history:round_no_odds')}>
          —
        </td>
        <td className="bet-history__number">
          <span className="bet-history__return-kind">{t('history:round_win')}</span> {p.win}
        </td>
        <StatusCell status={p.status} />
        <DetailsToggleCell open={open} detailsId={detailsId} onToggle={() => setOpen(!open)}>
          {t(open ? p.toggleKeys[1] : p.toggleKeys[0])}
        </DetailsToggleCell>
      </tr>
      {open ? (
        <tr className="bet-history__details" id={detailsId}>
          <td colSpan={BET_HISTORY_COLUMNS.length}>
            <dl className="bet-history__round-details">{p.details()}</dl>
          </td>
        </tr>
      ) : null}
    </tbody>
  );
}
