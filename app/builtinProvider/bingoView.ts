// Bingo's screen (SPEC section 2, bingo): tickets bought for the draw on sale, the balls of the
// last draw, the simulated players' wins (said to be simulated), the session's tickets marked with
// the balls of their draw; the schedule, bets list and verification are scheduleView.ts's.
import { bingoBalls, bingoPattern, BINGO_LINE } from '../../domain/casino/bingo';
import type { BingoStateAnswer } from '../../domain/casino/builtinGames';
import { fill, h } from './dom';
import { newRequestId, providerApi } from './providerApi';
import { mountSchedule, scheduleRules } from './scheduleView';
import type { GameMount } from './tableKit';

type Ticket = { ticket: number[]; stake: number };

function ticketGrid(ticket: readonly number[], drawn: ReadonlySet<number>): HTMLElement {
  return h(
    'table',
    { class: 'bp-bingo-ticket' },
    h(
      'tbody',
      {},
      ...[0, 1, 2].map((l) =>
        h(
          'tr',
          {},
          ...ticket
            .slice(l * BINGO_LINE, (l + 1) * BINGO_LINE)
            .map((n) =>
              h('td', drawn.has(n) ? { class: 'bp-bingo-hit', 'data-hit': 'true' } : {}, String(n)),
            ),
        ),
      ),
    ),
  );
}

export const mountBingo: GameMount = (root, view, title, t) => {
  const rules = view.bingo;
  if (!rules) return;
  mountSchedule<Ticket>(root, view, title, t, (kit) => {
    const count = h('select', {
      id: 'bp-bingo-count',
      class: 'bp-select',
      'data-testid': 'bingo-tickets',
    });
    for (let n = 1; n <= rules.maxTickets; n += 1) {
      count.append(h('option', { value: n }, String(n)));
    }
    const balls = h('div', { class: 'bp-bingo-balls', 'data-testid': 'bingo-balls' });
    const simulated = h('p', { class: 'bp-note', 'data-testid': 'bingo-simulated' });
    const stage = h(
      'div',
      { class: 'bp-bingo-stage' },
      h('p', { class: 'bp-note' }, t('bingo_simulated_note')),
      h(
        'div',
        { class: 'bp-controls' },
        h('label', { for: 'bp-bingo-count', class: 'bp-label' }, t('bingo_tickets')),
        count,
      ),
      balls,
      simulated,
    );
    const drawnOf = (state: BingoStateAnswer, drawNo: number) =>
      new Set(bingoBalls(state.recent.find((d) => d.drawNo === drawNo)?.outcome ?? []));
    return {
      prefix: 'bingo',
      state: (session) => providerApi.bingoState(session),
      place: (drawNo) =>
        providerApi.bingoBuy(
          view.session,
          newRequestId(),
          drawNo,
          Number(count.value),
          Number(kit.stake.value),
        ),
      stage,
      render: (state) => {
        const last = state.recent[0];
        if (!last?.outcome) return;
        const drawn = bingoBalls(last.outcome);
        fill(
          balls,
          h('span', { class: 'bp-label' }, t('bingo_last_balls', { draw: last.drawNo })),
          ...drawn.map((n) => h('span', { class: 'bp-bingo-ball' }, String(n))),
        );
        const [line = 0, twoLines = 0, fullHouse = 0] = last.outcome.slice(drawn.length);
        fill(
          simulated,
          t('bingo_simulated_wins', {
            tickets: rules.simulatedTickets,
            line,
            twoLines,
            fullHouse,
          }),
        );
      },
      countdown: (draw, seconds) => t('bingo_countdown', { draw, seconds }),
      betLine: (bet, state) => {
        const drawn = drawnOf(state, bet.drawNo);
        return [
          t('bingo_bet_line', {
            draw: bet.drawNo,
            tickets: bet.bets.length,
            stake: kit.money(bet.bets[0]?.stake ?? 0),
          }),
          h(
            'div',
            { class: 'bp-bingo-tickets' },
            ...bet.bets.map(({ ticket }) =>
              h(
                'div',
                {},
                ticketGrid(ticket, drawn),
                drawn.size > 0
                  ? h('span', { class: 'bp-note' }, t(`bingo_${bingoPattern(ticket, [...drawn])}`))
                  : null,
              ),
            ),
          ),
        ];
      },
      result: (draw) => t('bingo_result', { draw: draw.drawNo, balls: rules.balls }),
      placeLabel: t('bingo_buy'),
      placed: (answer) => t('bingo_placed', { draw: answer.bet.drawNo }),
      rules: scheduleRules(t, 'bingo_rules', rules, {
        balls: rules.balls,
        line: rules.pays.line,
        twoLines: rules.pays.twoLines,
        fullHouse: rules.pays.fullHouse,
        pLine: (rules.chances.line * 100).toFixed(4),
        pTwoLines: (rules.chances.twoLines * 100).toFixed(4),
        pFullHouse: (rules.chances.fullHouse * 100).toFixed(4),
        tickets: rules.simulatedTickets,
        rtp: rules.rtpPercent,
      }),
      cleared: () => undefined,
    };
  });
};
