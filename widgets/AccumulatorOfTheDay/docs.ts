import type { WidgetDocs } from '../../runtime/render/types';

// The catalogue's words about AccumulatorOfTheDay: read by schemas:check and the studio, never by customer pages.
export const widgetDocs: WidgetDocs = {
  widget: 'AccumulatorOfTheDay',
  description:
    "The accumulator of the day: an express of a few top matches of the line (or of live; outrights are passed), the favourite of each main market, the same games all day; one button puts every pick in the coupon. The customer's display flags isAccumulatorOfTheDay and isLiveAccumulatorOfTheDay (SPEC section 3, on by default) hide it.",
  props: {
    bettingType:
      'line (upcoming games, flag isAccumulatorOfTheDay) or live (games in play, flag isLiveAccumulatorOfTheDay).',
    titleKey: 'Dictionary key of the title.',
    emptyKey: 'Dictionary key of the text shown when fewer than two games qualify.',
    legs: 'Games wanted (2-6, default 3); fewer when fewer qualify.',
    pool: 'How many top games of the section it picks from (2-50, default 8; the same request as TopGames of that limit).',
  },
  examples: [
    {
      title: 'As on home',
      props: {
        bettingType: 'line',
        titleKey: 'sports:day_acc_title',
        emptyKey: 'sports:day_acc_empty',
        legs: 3,
        pool: 8,
      },
    },
    {
      title: 'As on sports-live',
      props: {
        bettingType: 'live',
        titleKey: 'sports:day_acc_live_title',
        emptyKey: 'sports:day_acc_live_empty',
        legs: 2,
      },
    },
  ],
};
