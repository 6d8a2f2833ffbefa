import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../runtime/i18n';
import { Link } from 'react-router-dom';
import type { TotoTicketView } from '../../domain/toto/index';
import { useStores } from '../shared/stores';
import { localizedPath } from '../shared/localizedPath';
import { useCurrentLanguage } from '../shared/useCurrentLanguage';
import { useTotoTickets } from '../shared/toto/totoQueries';
import { useTotoFormat } from './totoFormat';
import { TotoTicketPicks } from './TotoTicketPicks';
import { TotoEmpty, TotoLoadError, TotoPager, TotoSkeleton } from './TotoStates';
import { ColumnHeads } from '../shared/ColumnHeads';
import { GuestPrompt } from '../shared/GuestButtons';

/** The customer's tickets, newest first, paged; a guest is asked to sign in. */
export const TotoCoupons = observer(function TotoCoupons({ pageSize }: { pageSize: number }) {
  const { t } = useTranslation();
  const { session } = useStores();
  const lng = useCurrentLanguage();
  const [page, setPage] = useState(1);
  const query = useTotoTickets(page, pageSize);
  if (!session.isAuthenticated) {
    return (
      <GuestPrompt
        className="toto-state"
        text={t('toto:coupons_sign_in')}
        buttonClass="toto-button"
        signIn={t('toto:sign_in')}
      />
    );
  }
  if (query.isError && !query.data) {
    return <TotoLoadError error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (!query.data) return <TotoSkeleton rows={pageSize} labelKey="toto:coupons_loading" />;
  if (query.data.items.length === 0 && page === 1) {
    return (
      <TotoEmpty textKey="toto:coupons_empty">
        <Link to={localizedPath(lng, 'toto')}>{t('toto:to_draw')}</Link>
      </TotoEmpty>
    );
  }
  return (
    <div className="toto-coupons">
      <div className="toto-scroll">
        <table className="toto-list" aria-busy={query.isFetching}>
          <caption className="visually-hidden">{t('toto:coupons_caption')}</caption>
          <ColumnHeads
            columns={[
              t('toto:col_ticket'),
              t('toto:col_picks'),
              { label: t('toto:col_lines'), className: 'toto-num' },
              { label: t('toto:col_stake'), className: 'toto-num' },
              t('toto:col_status'),
              { label: t('toto:col_correct'), className: 'toto-num' },
              { label: t('toto:col_win'), className: 'toto-num' },
            ]}
          />
          <tbody>
            {query.data.items.map((ticket) => (
              <TicketRow key={ticket.id} ticket={ticket} />
            ))}
          </tbody>
        </table>
      </div>
      <TotoPager page={page} onPage={setPage} query={query} />
    </div>
  );
});

function TicketRow({ ticket }: { ticket: TotoTicketView }) {
  const { t } = useTranslation();
  const format = useTotoFormat();
  const money = (amount: number) => format.money(amount, ticket.currencyId);
  return (
    <tr data-testid={`toto-ticket-${ticket.id}`} data-status={ticket.status}>
      <th scope="row">
        <span className="toto-list__strong">{t('toto:ticket_number', { id: ticket.id })}</span>
        <span className="toto-list__sub">
          {t('toto:draw_number', { number: ticket.drawNumber })}
        </span>
        <span className="toto-list__sub">
          <time dateTime={ticket.placedAt}>{format.dateTime(ticket.placedAt)}</time>
        </span>
      </th>
      <td>
        <TotoTicketPicks picks={ticket.picks} />
      </td>
      <td className="toto-num">{ticket.lines}</td>
      <td className="toto-num">
        {money(ticket.stake)}
        <span className="toto-list__sub">
          {t('toto:unit_stake_short', { amount: money(ticket.unitStake) })}
        </span>
      </td>
      <td>
        <span className="toto-badge" data-status={ticket.status}>
          {t(`toto:ticket_status_${ticket.status}`)}
        </span>
      </td>
      <td className="toto-num">{ticket.correct ?? '—'}</td>
      <td className="toto-num">{ticket.status === 'open' ? '—' : money(ticket.win)}</td>
    </tr>
  );
}
