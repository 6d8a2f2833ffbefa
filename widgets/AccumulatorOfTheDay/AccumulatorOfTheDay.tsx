import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from '../../runtime/i18n';
import type { WidgetRenderProps } from '../../runtime/render/types';
import { accumulatorOfTheDay, dayNumber } from '../../domain/sports/accumulatorOfTheDay';
import { GameStatus } from '../../domain/sports/types';
import type { AccumulatorOfTheDayProps } from '../../domain/widgetProps/AccumulatorOfTheDay';
import { useStores } from '../shared/stores';
import { ComboCard } from '../shared/sports/ComboCard';
import { topSource } from '../shared/sports/gameSources';
import { ListState } from '../shared/sports/ListState';
import { useGameLists } from '../shared/sports/useGameLists';
import '../shared/a11y.css';
import '../shared/sports/sports.css';
import './AccumulatorOfTheDay.css';

type Props = WidgetRenderProps<AccumulatorOfTheDayProps>;

const DAY_ACC_TEXTS = {
  total: 'sports:day_acc_total',
  add: 'sports:day_acc_add',
  added: 'sports:day_acc_added',
};

/**
 * SPEC section 3 isAccumulatorOfTheDay / isLiveAccumulatorOfTheDay: the customer's display flag
 * of the section (ViewSettings) hides the widget, and nothing of it is loaded or polled then.
 */
export default observer(function AccumulatorOfTheDay(props: Props) {
  const { global } = useStores();
  const on =
    props.props.bettingType === 'live'
      ? global.isLiveAccumulatorOfTheDay
      : global.isAccumulatorOfTheDay;
  return on ? <DayExpress {...props} /> : null;
});

/**
 * The day's express of the section's top games (domain/sports/accumulatorOfTheDay.ts): the
 * line's upcoming games or the games in play, the favourite of each main market. "Add all" puts
 * every pick in the coupon as ordinary bets, where they make an express.
 */
const DayExpress = observer(function DayExpress({ props }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const { sports, global } = useStores();
  const live = props.bettingType === 'live';
  const pool = props.pool ?? 8;
  const lists = useGameLists([topSource(props.bettingType, pool)], pool);
  const candidates = lists.games
    .filter((game) =>
      live ? sports.isGameLive(game.id) : game.status === GameStatus.NotStarted && !game.isFinished,
    )
    .map((game) => {
      const market = sports.marketsOf(game)[0];
      return {
        gameId: game.id,
        isBannedExpress: market?.isBannedExpress ?? true,
        isMatch: game.opponents.length === 2,
        outcomes: market ? sports.outcomesOf(market) : [],
      };
    });
  const combo = accumulatorOfTheDay(candidates, {
    legs: props.legs ?? 3,
    day: dayNumber(Date.now(), global.timeZone),
  });
  return (
    <section
      className="sports-block day-acc"
      aria-labelledby={titleId}
      data-betting-type={props.bettingType}
    >
      <h2 id={titleId}>{t(props.titleKey)}</h2>
      <ListState lists={lists} empty={combo === null} emptyKey={props.emptyKey}>
        {combo ? (
          <div className="day-acc__card">
            <ComboCard
              combo={combo}
              block="day-acc"
              texts={DAY_ACC_TEXTS}
              pageType="day_accumulator"
            />
          </div>
        ) : null}
      </ListState>
    </section>
  );
});
