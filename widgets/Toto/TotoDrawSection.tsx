import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../runtime/i18n';
import type { TotoDrawView, TotoPick, TotoRulesView } from '../../domain/toto/index';
import type { TotoDrawWhich } from '../../stores';
import { useStores } from '../shared/stores';
import { useTotoDraw } from '../shared/toto/totoQueries';
import { countdownText, useNow, useTotoFormat } from './totoFormat';
import { emptyPicks, togglePick, type Picks } from './ticketDraft';
import { TotoGamesTable } from './TotoGamesTable';
import { TotoTicketPanel } from './TotoTicketPanel';
import { DEFAULT_GAMES_PER_DRAW, TotoEmpty, TotoLoadError, TotoSkeleton } from './TotoStates';

/** The open draw (`current`) or the one after it (`next`): its head, its games and the ticket. */
export const TotoDrawSection = observer(function TotoDrawSection({
  which,
}: {
  which: TotoDrawWhich;
}) {
  const { config } = useStores();
  const query = useTotoDraw(which);
  if (query.isError && !query.data) {
    return <TotoLoadError error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (!query.data) {
    const rows = config.config.toto?.gamesPerDraw ?? DEFAULT_GAMES_PER_DRAW;
    return <TotoSkeleton rows={rows} labelKey="toto:draw_loading" />;
  }
  const { draw, rules } = query.data;
  if (!draw) {
    return <TotoEmpty textKey={which === 'current' ? 'toto:draw_none' : 'toto:next_none'} />;
  }
  // A new draw starts a new ticket.
  return <DrawWithTicket key={draw.id} draw={draw} rules={rules} />;
});

function DrawWithTicket({ draw, rules }: { draw: TotoDrawView; rules: TotoRulesView }) {
  const [picks, setPicks] = useState<Picks>(() => emptyPicks(draw.games.length));
  const toggle = (position: number, pick: TotoPick) =>
    setPicks((now) => togglePick(now, position, pick));
  const open = draw.status === 'open';
  return (
    <div className="toto-draw">
      <DrawHead draw={draw} />
      <div className="toto-draw__body">
        <TotoGamesTable
          games={draw.games}
          picks={open ? picks : undefined}
          onToggle={open ? toggle : undefined}
          captionKey="toto:games_caption"
          captionValues={{ number: draw.number }}
        />
        {open ? (
          <TotoTicketPanel draw={draw} rules={rules} picks={picks} onPicks={setPicks} />
        ) : null}
      </div>
    </div>
  );
}

/** The draw's number, when sales close (with a countdown) and its pool so far per currency. */
const DrawHead = observer(function DrawHead({ draw }: { draw: TotoDrawView }) {
  const { t } = useTranslation();
  const format = useTotoFormat();
  const now = useNow();
  const closesAt = Date.parse(draw.closesAt);
  const left = draw.status === 'open' ? countdownText(t, closesAt, now) : null;
  return (
    <div className="toto-draw__head">
      <div className="toto-draw__title">
        <p className="toto-draw__number">{t('toto:draw_number', { number: draw.number })}</p>
        <span className="toto-badge" data-status={draw.status}>
          {t(`toto:draw_status_${draw.status}`)}
        </span>
      </div>
      <dl className="toto-facts">
        <div className="toto-facts__item">
          <dt>{t('toto:closes_at')}</dt>
          <dd>
            <time dateTime={draw.closesAt}>{format.start(draw.closesAt)}</time>
          </dd>
        </div>
        <div className="toto-facts__item">
          <dt>{t('toto:closes_in')}</dt>
          <dd className="toto-facts__countdown" data-testid="toto-countdown">
            {left ?? t('toto:sales_closed')}
          </dd>
        </div>
        {draw.pools.length === 0 ? (
          <div className="toto-facts__item">
            <dt>{t('toto:pool')}</dt>
            <dd>{t('toto:pool_empty')}</dd>
          </div>
        ) : (
          draw.pools.map((pool) => (
            <div className="toto-facts__item toto-facts__item--pool" key={pool.currencyId}>
              <dt>{t('toto:pool')}</dt>
              <dd>
                <span className="toto-facts__amount">
                  {format.money(pool.stakes, pool.currencyId)}
                </span>
                <span className="toto-facts__note">
                  {t('toto:pool_tickets', { tickets: pool.tickets })}
                  {pool.jackpot > 0
                    ? ` · ${t('toto:pool_jackpot', { amount: format.money(pool.jackpot, pool.currencyId) })}`
                    : ''}
                </span>
              </dd>
            </div>
          ))
        )}
      </dl>
    </div>
  );
});
