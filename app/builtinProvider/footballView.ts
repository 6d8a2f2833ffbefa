// Virtual football's screen (SPEC section 2, virtual sports): the fixture taking bets with its
// prices from the sports feed's goal model (result 1X2, total goals over/under 2.5), stakes put on
// prices, the last scores; the schedule, bets list and verification are scheduleView.ts's.
import type { FootballBetShape, ScheduledDrawView } from '../../domain/casino/builtinGames';
import {
  footballExactRtp,
  footballMatch,
  FOOTBALL_TEAMS,
  type FootballMarket,
} from '../../domain/casino/virtualFootball';
import { fill, h } from './dom';
import { newRequestId, providerApi } from './providerApi';
import { mountSchedule, scheduleRules } from './scheduleView';
import type { GameMount } from './tableKit';

const MARKETS: readonly { market: FootballMarket; picks: readonly string[] }[] = [
  { market: 'result', picks: ['football_home', 'football_draw', 'football_away'] },
  { market: 'total', picks: ['football_over', 'football_under'] },
];

const teamName = (index: number) => FOOTBALL_TEAMS[index]?.name ?? '';

export const mountFootball: GameMount = (root, view, title, t) => {
  const rules = view.virtualFootball;
  if (!rules) return;
  mountSchedule<FootballBetShape>(root, view, title, t, (kit) => {
    const slip = new Map<string, number>();
    const fixture = h('p', { class: 'bp-football-fixture', 'data-testid': 'football-fixture' });
    const prices = h('div', { class: 'bp-football-prices', 'data-testid': 'football-prices' });
    let matchNo = -1;
    const showPrices = () => {
      if (matchNo < 0) return;
      const match = footballMatch(matchNo);
      fill(
        fixture,
        h('strong', {}, `${teamName(match.home)} – ${teamName(match.away)}`),
        ' ',
        t('football_expected', {
          home: match.homeExpected.toFixed(2),
          away: match.awayExpected.toFixed(2),
        }),
      );
      fill(
        prices,
        ...MARKETS.map(({ market, picks }) =>
          h(
            'div',
            { class: 'bp-football-market' },
            h(
              'span',
              { class: 'bp-label' },
              t(`football_${market}_market`, {
                rtp: (footballExactRtp(match, market) * 100).toFixed(2),
              }),
            ),
            ...picks.map((key, pick) => {
              const staked = slip.get(`${market}:${pick}`) ?? 0;
              const button = h(
                'button',
                {
                  type: 'button',
                  class: `bp-wheel-spot${staked > 0 ? ' bp-wheel-spot-on' : ''}`,
                  'data-testid': `football-pick-${market}-${pick}`,
                },
                h('span', {}, t(key)),
                h('strong', {}, match.prices[market][pick]!.toFixed(2)),
                staked > 0 ? h('span', {}, kit.money(staked)) : null,
              );
              button.addEventListener('click', () => {
                slip.set(`${market}:${pick}`, staked + Number(kit.stake.value));
                showPrices();
              });
              return button;
            }),
          ),
        ),
      );
    };
    const pickName = (bet: FootballBetShape) =>
      t(MARKETS.find((m) => m.market === bet.market)?.picks[bet.pick] ?? '');
    return {
      prefix: 'football',
      state: (session) => providerApi.footballState(session),
      place: (drawNo) => {
        if (slip.size === 0) return null;
        const bets = [...slip].map(([key, stake]) => {
          const [market, pick] = key.split(':');
          return { market: market as FootballMarket, pick: Number(pick), stake };
        });
        return providerApi.footballBet(view.session, newRequestId(), drawNo, bets);
      },
      stage: h(
        'div',
        { class: 'bp-football-stage' },
        fixture,
        h('p', { class: 'bp-note' }, t('football_pick')),
        prices,
      ),
      render: (state) => {
        if (state.draw.drawNo === matchNo) return;
        matchNo = state.draw.drawNo;
        slip.clear();
        showPrices();
      },
      countdown: (match, seconds) => t('football_countdown', { match, seconds }),
      betLine: (bet) => [
        t('football_bet_line', {
          match: bet.drawNo,
          bets: bet.bets.map((b) => `${pickName(b)}: ${kit.money(b.stake)}`).join(', '),
        }),
      ],
      result: (draw: ScheduledDrawView) => {
        const match = footballMatch(draw.drawNo);
        const [homeGoals = 0, awayGoals = 0] = draw.outcome ?? [];
        return t('football_result', {
          match: draw.drawNo,
          home: teamName(match.home),
          away: teamName(match.away),
          homeGoals,
          awayGoals,
        });
      },
      placeLabel: t('wheel_place'),
      placed: (answer) => t('football_placed', { match: answer.bet.drawNo }),
      rules: scheduleRules(t, 'football_rules', rules, {
        rtpResult: rules.rtpPercentByMarket.result,
        rtpTotal: rules.rtpPercentByMarket.total,
      }),
      cleared: () => {
        slip.clear();
        showPrices();
      },
    };
  });
};
