import { useTranslation } from '../../runtime/i18n';
import type { LottoTicketView } from '../../domain/lotto/index';
import { PoolTicketRow } from './PoolTicketRow';

/** The lottery's name from the lotto dictionary (its config nameKey is lotto:lottery_<id>). */
function lotteryNameKey(lotteryId: string): string {
  return `lotto:lottery_${lotteryId.replace(/-/g, '_')}`;
}

/** Numbers as balls; once drawn, the drawn ones are marked (in words too, never colour alone). */
function NumberBalls(p: { numbers: readonly number[]; marked: ReadonlySet<number> | null }) {
  const { t } = useTranslation();
  return (
    <ul className="bet-history__balls">
      {p.numbers.map((n) => {
        const hit = p.marked?.has(n) ?? false;
        return (
          <li key={n} className="bet-history__ball" data-matched={hit || undefined}>
            {n}
            {hit ? (
              <span className="visually-hidden"> {t('history:lotto_matched_mark')}</span>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * A lotto ticket in the history, in the coupons' columns: number, date, lottery and draw with the
 * ticket's numbers (drawn ones marked), stake, no odds, win, status; below it, when opened, the
 * draw's numbers with the ticket's marked, and how many matched.
 */
export function LottoTicketRow({ ticket }: { ticket: LottoTicketView }) {
  const { t } = useTranslation();
  const drawn = ticket.drawnNumbers ? new Set(ticket.drawnNumbers) : null;
  const mine = new Set(ticket.numbers);
  return (
    <PoolTicketRow
      ticket={ticket}
      testId={`lotto-ticket-row-${ticket.id}`}
      title={t('history:lotto_number', { id: ticket.id })}
      description={
        <>
          {t('history:lotto_type', {
            lottery: t(lotteryNameKey(ticket.lotteryId), { defaultValue: ticket.lotteryId }),
            number: ticket.drawNumber,
          })}
          <NumberBalls numbers={ticket.numbers} marked={drawn} />
        </>
      }
      details={() => (
        <>
          <dt>{t('history:lotto_numbers')}</dt>
          <dd>
            <NumberBalls numbers={ticket.numbers} marked={drawn} />
            {ticket.quickPick ? (
              <span className="bet-history__return-kind">{t('history:lotto_quick_pick')}</span>
            ) : null}
          </dd>
          <dt>{t('history:lotto_drawn')}</dt>
          <dd>
            {ticket.drawnNumbers ? (
              <NumberBalls numbers={ticket.drawnNumbers} marked={mine} />
            ) : (
              t('history:lotto_not_drawn')
            )}
          </dd>
          <dt>{t('history:lotto_matched')}</dt>
          <dd>{ticket.matched ?? '—'}</dd>
        </>
      )}
    />
  );
}
