import { useTranslation } from '../../runtime/i18n';
import type { CasinoRoundEntry } from '../../domain/casino/casinoHistory';
import { useCouponFormat } from '../shared/bets/couponFormat';
import { HistoryRoundBody } from './PoolTicketRow';

/**
 * A casino round in the history, in the coupons' columns: number, date, game, stake, no odds,
 * win, status; below it, when opened, the provider's round id and its provably fair reference.
 */
export function CasinoRoundRow({ round }: { round: CasinoRoundEntry }) {
  const { t } = useTranslation();
  const format = useCouponFormat();
  const money = (amount: number) => format.money(amount, round.currencyId);
  return (
    <HistoryRoundBody
      className="bet-history__round"
      testId={`casino-round-row-${round.id}`}
      status={round.status}
      title={t('history:round_number', { id: round.id })}
      date={format.dateTime(round.openedAt)}
      description={round.gameName ?? t('history:round_game_unknown')}
      stake={money(round.stake)}
      win={money(round.win)}
      toggleKeys={['history:round_details_show', 'history:round_details_hide']}
      details={() => (
        <>
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
        </>
      )}
    />
  );
}
