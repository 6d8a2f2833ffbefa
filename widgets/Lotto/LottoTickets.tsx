import { useId, useState } from 'react';
import { useTranslation } from '../../runtime/i18n';
import type { LotteryView, LottoTicketView } from '../../domain/lotto/index';
import { formatMajorUnits } from '../../domain/session';
import { LottoPagedList } from './LottoPager';
import { useCurrentLanguage } from '../shared/useCurrentLanguage';
import { formatDateTime } from '../shared/casino/dates';
import { useLottoTickets } from '../shared/lotto/lottoQueries';
import { LottoBalls } from './LottoBalls';
import { useSiteTime } from '../shared/siteTime';
import { ColumnHeads } from '../shared/ColumnHeads';

function TicketRow({ ticket }: { ticket: LottoTicketView }) {
  const { t } = useTranslation();
  const lng = useCurrentLanguage();
  const { zone } = useSiteTime();
  const money = (amount: number) => formatMajorUnits(amount, { currencyId: ticket.currencyId });
  return (
    <tr data-status={ticket.status}>
      <td>
        {t('lotto:draw_number', { number: ticket.drawNumber })}
        <span className="lotto-muted lotto-ticket__time">
          {formatDateTime(ticket.placedAt, lng, zone)}
        </span>
      </td>
      <td>
        <LottoBalls
          numbers={ticket.numbers}
          matched={ticket.drawnNumbers}
          size="small"
          label={t('lotto:ticket_numbers')}
        />
        {ticket.quickPick ? <span className="lotto-tag">{t('lotto:quick_pick_tag')}</span> : null}
        {ticket.matched !== null ? (
          <span className="lotto-muted">
            {t('lotto:matched_of', { matched: ticket.matched, picked: ticket.numbers.length })}
          </span>
        ) : null}
      </td>
      <td data-numeric>{money(ticket.stake)}</td>
      <td>
        <span className="lotto-status" data-status={ticket.status}>
          {t(`lotto:status_${ticket.status}`)}
        </span>
      </td>
      <td data-numeric>{ticket.status === 'won' ? money(ticket.win) : '—'}</td>
    </tr>
  );
}

/** The signed-in customer's tickets of this lottery, newest first, page by page. */
export function LottoTickets({ lottery }: { lottery: LotteryView }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [page, setPage] = useState(1);
  const tickets = useLottoTickets(lottery.id, page);
  return (
    <section className="lotto-tickets" aria-labelledby={titleId}>
      <h3 id={titleId}>{t('lotto:my_tickets')}</h3>
      <LottoPagedList
        query={tickets}
        skeleton={
          <div
            className="shimmer lotto-skeleton lotto-skeleton--rows"
            role="status"
            aria-busy="true"
          >
            <span className="visually-hidden">{t('lotto:loading')}</span>
          </div>
        }
        emptyKey="lotto:tickets_empty"
        pagesLabel="lotto:tickets_pages"
        page={page}
        onPage={setPage}
      >
        {(data) => (
          <div className="lotto-table-scroll">
            <table className="casino-table lotto-tickets__table">
              <caption className="visually-hidden">{t('lotto:my_tickets')}</caption>
              <ColumnHeads
                columns={[
                  t('lotto:ticket_draw'),
                  t('lotto:ticket_numbers'),
                  { label: t('lotto:stake'), numeric: true },
                  t('lotto:ticket_status'),
                  { label: t('lotto:ticket_win'), numeric: true },
                ]}
              />
              <tbody>
                {data.items.map((ticket) => (
                  <TicketRow key={ticket.id} ticket={ticket} />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </LottoPagedList>
    </section>
  );
}
