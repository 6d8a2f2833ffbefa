import { useId, useState } from 'react';
import { useTranslation } from '../../runtime/i18n';
import type { CasinoRoundEntry } from '../../domain/casino/casinoHistory';
import { useCouponFormat } from '../shared/bets/couponFormat';
import { BET_HISTORY_COLUMNS, DetailsToggleCell, StatusCell } from './BetHistoryRow';

/**
 * A casino round in the history, in the coupons' columns: number, date, game, stake, no odds,
 * win, status; below it, when opened, the provider's round id and its provably fair reference.
 */
export function CasinoRoundRow({ round }: { round: CasinoRoundEntry }) {
  const { t } = useTranslation();
  const format = useCouponFormat();
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const money = (amount: number) => format.money(amount, round.currencyId);
  return (
    <tbody className="bet-history__coupon bet-history__round" data-open={open}>
      <tr data-testid={`casino-round-row-${round.id}`} data-status={round.status}>
        <th scope="row">{t('history:round_number', { id: round.id })}</th>
        <td>{format.dateTime(round.openedAt)}</td>
        <td>{round.gameName ?? t('history:round_game_unknown')}</td>
        <td className="bet-history__number">{money(round.stake)}</td>
        <td className="bet-history__number" aria-label={t('history:round_no_odds')}>
          —
        </td>
        <td className="bet-history__number">
          <span className="bet-history__return-kind">{t('history:round_win')}</span>{' '}
          {money(round.win)}
        </td>
        <StatusCell status={round.status} />
        <DetailsToggleCell open={open} detailsId={detailsId} onToggle={() => setOpen(!open)}>
          {t(open ? 'history:round_details_hide' : 'history:round_details_show')}
        </DetailsToggleCell>
      </tr>
      {open ? (
        <tr className="bet-history__details" id={detailsId}>
          <td colSpan={BET_HISTORY_COLUMNS.length}>
            <dl className="bet-history__round-details">
              <dt>{t('history:round_provider_id')}</dt>
              <dd>{round.providerRoundId}</dd>
              {round.refund > 0 ? (
                <>
                  <dt>{t('history:round_refund')}</dt>
                  <dd>{money(round.refund)}</dd>
                </>
              ) : null}
              {round.fairness ? (
                <>
                  <dt>{t('history:round_server_seed_hash')}</dt>
                  <dd className="bet-history__seed">{round.fairness.serverSeedHash}</dd>
                  {round.fairness.serverSeed ? (
                    <>
                      <dt>{t('history:round_server_seed')}</dt>
                      <dd className="bet-history__seed">{round.fairness.serverSeed}</dd>
                    </>
                  ) : null}
                  {round.fairness.clientSeed ? (
                    <>
                      <dt>{t('history:round_client_seed')}</dt>
                      <dd className="bet-history__seed">{round.fairness.clientSeed}</dd>
                    </>
                  ) : null}
                  {round.fairness.nonce !== undefined ? (
                    <>
                      <dt>{t('history:round_nonce')}</dt>
                      <dd>{round.fairness.nonce}</dd>
                    </>
                  ) : null}
                </>
              ) : (
                <>
                  <dt>{t('history:round_fairness')}</dt>
                  <dd>{t('history:round_fairness_none')}</dd>
                </>
              )}
            </dl>
          </td>
        </tr>
      ) : null}
    </tbody>
  );
}
