import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import { useTranslation } from '../../runtime/i18n';
import { MARKET_TYPE } from '../../domain/sports/pricing/fairMarket';
import type { WidgetRenderProps } from '../../runtime/render/types';
import { useStores } from '../shared/stores';
import { MarketOutcomes } from '../shared/sports/MarketOutcomes';
import { useGamePage } from '../shared/sports/useGamePage';
import type { GameMarketsProps } from '../../domain/widgetProps/GameMarkets';
import '../shared/a11y.css';
import '../shared/sports/sports.css';
import { StaleOddsNotice } from '../shared/sports/StaleOddsNotice';
import '../shared/control.css';
import './GameMarkets.css';
import { BetBuilder } from './BetBuilder';

/** Every market of the game page, filtered by market group (Main, Totals, Handicaps, ...). */
export default observer(function GameMarkets({ props }: WidgetRenderProps<GameMarketsProps>) {
  const { t } = useTranslation();
  const titleId = useId();
  const { sports } = useStores();
  const page = useGamePage(props.game);
  const [groupId, setGroupId] = useState<number | null>(null);
  const [building, setBuilding] = useState(false);
  const { game, details } = page;
  if (page.missing || !game || details?.status !== 'ready' || !details.data) return null;
  const markets = sports.marketsOf(game, 'all');
  const groups = [...details.data.groups]
    .sort((a, b) => a.order - b.order)
    .filter((group) => markets.some((market) => market.groupId === group.id));
  // The builder prices goals games (a 1X2 and a both-teams-to-score market): docs/bet-builder.md.
  const canBuild =
    !game.isFinished &&
    markets.some((m) => m.typeId === MARKET_TYPE.result1x2) &&
    markets.some((m) => m.typeId === MARKET_TYPE.bothToScore);
  const shown = groupId === null ? markets : markets.filter((m) => m.groupId === groupId);
  return (
    <section className="sports-block game-markets" aria-labelledby={titleId}>
      <h2 id={titleId}>{t(props.titleKey)}</h2>
      <StaleOddsNotice />
      {canBuild ? (
        <button
          type="button"
          className="game-markets__builder-toggle focus-ring"
          aria-expanded={building}
          onClick={() => setBuilding(!building)}
        >
          {t(building ? 'coupon:builder_close' : 'coupon:builder_open')}
        </button>
      ) : null}
      {canBuild && building ? <BetBuilder game={game} /> : null}
      {groups.length > 1 ? (
        <div className="sports-tabs" role="group" aria-label={t('sports:market_groups_label')}>
          <button type="button" aria-pressed={groupId === null} onClick={() => setGroupId(null)}>
            {t('sports:markets_all')}
          </button>
          {groups.map((group) => (
            <button
              key={group.id}
              type="button"
              aria-pressed={groupId === group.id}
              onClick={() => setGroupId(group.id)}
            >
              {group.name}
            </button>
          ))}
        </div>
      ) : null}
      {shown.length === 0 ? (
        <p className="sports-state">{t('sports:markets_empty')}</p>
      ) : (
        <div className="game-markets__list">
          {shown.map((market) => (
            <MarketOutcomes key={market.id} market={market} />
          ))}
        </div>
      )}
    </section>
  );
});
