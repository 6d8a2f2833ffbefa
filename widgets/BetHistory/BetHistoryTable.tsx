import { useTranslation } from '../../runtime/i18n';
import type { BetHistoryEntry } from '../../stores';
import { BetHistoryRow, BET_HISTORY_COLUMNS } from './BetHistoryRow';
import { CasinoRoundRow } from './CasinoRoundRow';
import { LottoTicketRow } from './LottoTicketRow';
import { TotoTicketRow } from './TotoTicketRow';

/** One page of the history: coupons, casino rounds, toto and lotto tickets; each row opens to its details. */
export function BetHistoryTable(p: { entries: readonly BetHistoryEntry[]; busy: boolean }) {
  const { t } = useTranslation();
  return (
    <table className="bet-history__table" aria-busy={p.busy}>
      <caption className="visually-hidden">{t('history:table_caption')}</caption>
      <thead>
        <tr>
          {BET_HISTORY_COLUMNS.map((column) => (
            <th key={column} scope="col">
              {t(`history:col_${column}`)}
            </th>
          ))}
        </tr>
      </thead>
      {p.entries.map((entry) => {
        switch (entry.kind) {
          case 'coupon':
            return <BetHistoryRow key={`coupon-${entry.coupon.id}`} coupon={entry.coupon} />;
          case 'casino':
            return <CasinoRoundRow key={`round-${entry.round.id}`} round={entry.round} />;
          case 'toto':
            return <TotoTicketRow key={`toto-${entry.ticket.id}`} ticket={entry.ticket} />;
          case 'lotto':
            return <LottoTicketRow key={`lotto-${entry.ticket.id}`} ticket={entry.ticket} />;
        }
      })}
    </table>
  );
}
