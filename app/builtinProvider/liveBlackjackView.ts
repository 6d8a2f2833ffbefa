// House RNG Live Blackjack's frame (SPEC section 2, live casino; domain/casino/liveBlackjack.ts):
// said at the top to be an RNG table (no video, no dealer); the seats, the customer's own with its
// hand and the simulated ones (said to be simulated) with their bets; a stake and a seat taken in
// the betting window; once bets close the cards every seat shares (the dealer's up card) and the
// customer's decisions, hit, stand, double and split as the hand allows them, until the round
// closes (a hand left in play stands); the dealer's hand and the last round's result. The
// countdown, the bets list and the verification are scheduleView.ts's.
import type {
  LiveBetShape,
  LiveBetView,
  LiveDrawView,
  LiveTableStateAnswer,
} from '../../domain/casino/builtinGames';
import { handTotal } from '../../domain/casino/blackjack';
import type { LiveBlackjackHandView } from '../../domain/casino/builtinGames';
import { blackjackCard } from './blackjackView';
import { fill, h, gameButton } from './dom';
import { fillSeats, liveStage, seatList, seatsVerified } from './liveSeatList';
import { newRequestId, providerApi } from './providerApi';
import { mountSchedule, scheduleRules } from './scheduleView';
import type { GameMount } from './tableKit';
import { refusalText } from './texts';

const ACTIONS = ['hit', 'stand', 'double', 'split'] as const;

const total = (cards: readonly (number | null)[]) =>
  cards.every((c) => c !== null) ? String(handTotal(cards as number[]).total) : '';

export const mountLiveBlackjack: GameMount = (root, view, title, t) => {
  const rules = view.liveTable;
  if (!rules) return;
  mountSchedule<LiveBetShape>(root, view, title, t, (kit, refreshNow) => {
    let seen: LiveTableStateAnswer | null = null;
    let busy = false;
    const seats = seatList();
    const last = h('div', { class: 'bp-live-last', 'data-testid': 'live-last' }, '–');
    const dealer = h('div', { class: 'bp-bj-row', 'data-testid': 'live-bj-dealer' });
    const hands = h('div', { class: 'bp-bj-hands', 'data-testid': 'live-bj-hands' });
    const status = h('p', { class: 'bp-note', 'data-testid': 'live-bj-status', role: 'status' });
    const buttons = new Map(
      ACTIONS.map((action) => [
        action,
        gameButton(`live-bj-${action}`, t(`blackjack_${action}`), 'bp-button', { disabled: true }),
      ]),
    );
    const dealerRow = (cards: readonly (number | null)[]) => [
      h('span', { class: 'bp-label' }, t('blackjack_dealer')),
      ...cards.map((rank) => blackjackCard(t, rank)),
      h('span', { class: 'bp-bj-total' }, total(cards)),
    ];
    const handRows = (hand: LiveBlackjackHandView) =>
      hand.hands.map((one, index) =>
        h(
          'div',
          {
            class: `bp-bj-row ${hand.phase === 'player' && index === hand.active ? 'bp-bj-active' : ''}`,
          },
          h(
            'span',
            { class: 'bp-label' },
            hand.hands.length > 1 ? t('blackjack_hand_n', { n: index + 1 }) : t('blackjack_you'),
          ),
          ...one.cards.map((rank) => blackjackCard(t, rank)),
          h('span', { class: 'bp-bj-total' }, total(one.cards)),
          one.units === 2 ? h('span', { class: 'bp-badge' }, t('blackjack_doubled')) : '',
        ),
      );

    /** The customer's seat in the round being dealt, if any. */
    const ownSeat = (state: LiveTableStateAnswer): LiveBetView | undefined =>
      state.bets.find((bet) => bet.drawNo === state.draw.drawNo);

    const showTable = (state: LiveTableStateAnswer) => {
      const mine = ownSeat(state);
      const deal = state.draw.deal;
      const hand = mine?.hand;
      for (const [action, button] of buttons) {
        button.disabled = busy || !hand || !hand.allowed.includes(action);
      }
      if (!deal) {
        fill(dealer);
        fill(hands);
        fill(status, t(mine ? 'live_bj_seated' : 'live_bj_take_seat'));
        return;
      }
      // The hole card face down, unless the deal showed it (a dealer blackjack).
      const hole = deal.dealer.length === 1 ? [...deal.dealer, null] : deal.dealer;
      fill(dealer, ...dealerRow(hand?.dealer ?? hole));
      if (!hand) {
        fill(
          hands,
          h(
            'div',
            { class: 'bp-bj-row' },
            h('span', { class: 'bp-label' }, t('live_bj_common')),
            ...deal.player.map((rank) => blackjackCard(t, rank)),
            h('span', { class: 'bp-bj-total' }, total(deal.player)),
          ),
        );
        fill(status, t('live_bj_no_seat'));
        return;
      }
      fill(hands, ...handRows(hand));
      fill(status, t(hand.phase === 'player' ? 'blackjack_your_move' : 'live_bj_hand_done'));
    };

    for (const [action, button] of buttons) {
      button.addEventListener('click', () => {
        const mine = seen ? ownSeat(seen) : undefined;
        if (!mine || busy) return;
        busy = true;
        kit.busy(true);
        for (const one of buttons.values()) one.disabled = true;
        fill(kit.error);
        void providerApi
          .liveAction(view.session, newRequestId(), mine.betId, action)
          .then((answer) => {
            kit.setBalance(answer.balance);
            if (seen) {
              seen = {
                ...seen,
                bets: seen.bets.map((bet) => (bet.betId === answer.bet.betId ? answer.bet : bet)),
              };
            }
          })
          .catch((err: unknown) => {
            fill(kit.error, refusalText(t, err));
          })
          .finally(() => {
            busy = false;
            kit.busy(false);
            if (seen) showTable(seen);
            void refreshNow();
          });
      });
    }

    const stage = liveStage(
      t,
      seats,
      h('div', { class: 'bp-rl-top' }, last),
      h('div', { class: 'bp-bj-felt' }, dealer, hands),
      status,
      h('div', { class: 'bp-controls' }, ...buttons.values()),
    );

    /** A bet's hand(s) in the list: the cards and the total of each. */
    const handCards = (bet: LiveBetView) =>
      (bet.hand?.hands ?? []).map((one) =>
        h(
          'span',
          { class: 'bp-bj-mini' },
          ...one.cards.map((rank) => blackjackCard(t, rank)),
          h('span', { class: 'bp-bj-total' }, total(one.cards)),
          one.units === 2 ? h('span', { class: 'bp-badge' }, t('blackjack_doubled')) : '',
        ),
      );

    return {
      prefix: 'live',
      state: (session) => providerApi.liveState(session),
      place: (drawNo) =>
        providerApi.liveBet(view.session, newRequestId(), drawNo, [
          { kind: 'hand', stake: Number(kit.stake.value) },
        ]),
      stage,
      render: (answer) => {
        const state = answer as LiveTableStateAnswer;
        seen = state;
        const mine = ownSeat(state);
        fillSeats(
          seats,
          t,
          rules,
          state.draw.seats,
          mine ? `${t('live_bj_hand')} ${kit.money(mine.bets[0]?.stake ?? 0)}` : null,
          (sim) => `${t('live_bj_hand')} ${kit.money(sim.bet.stake)}`,
        );
        showTable(state);
        const closed = state.recent[0];
        if (!closed?.outcome || !closed.deal) return;
        const won = closed.seats.filter((s) => (s.win ?? 0) > 0).length;
        fill(
          last,
          h('span', { class: 'bp-label' }, t('live_last_round', { draw: closed.drawNo })),
          h(
            'div',
            { class: 'bp-bj-row', 'data-testid': 'live-bj-last-dealer' },
            ...dealerRow(closed.deal.dealer),
          ),
          h(
            'span',
            { class: 'bp-note' },
            t('live_seats_won', { won, seated: closed.seats.length }),
          ),
        );
        last.setAttribute('data-draw', String(closed.drawNo));
      },
      deadline: (draw, nowMs) => {
        const betsClose = (draw as LiveDrawView).betsCloseAt;
        return Date.parse(betsClose) > nowMs ? betsClose : draw.closesAt;
      },
      countdown: (draw, seconds, nowMs) =>
        seen && Date.parse(seen.draw.betsCloseAt) <= nowMs
          ? t('live_bj_countdown_decide', { draw, seconds })
          : t('live_countdown', { draw, seconds }),
      betLine: (bet) => {
        const line = bet as LiveBetView;
        return [
          t('live_bet_line', {
            draw: bet.drawNo,
            bets: `${t('live_bj_hand')}: ${kit.money(bet.stake)}`,
          }),
          ...handCards(line),
        ];
      },
      result: (draw) => {
        const cards = (draw as LiveDrawView).deal?.dealer ?? [];
        return t('live_blackjack_result', {
          draw: draw.drawNo,
          dealer:
            total(cards) === '' ? '' : Number(total(cards)) > 21 ? t('live_bj_bust') : total(cards),
        });
      },
      placeLabel: t('live_bj_sit'),
      placed: (answer) => t('live_placed', { draw: answer.bet.drawNo }),
      rules: scheduleRules(t, 'live_blackjack_rules', rules, {
        betSeconds: rules.betsMs / 1000,
        decideSeconds: (rules.periodMs - rules.betsMs) / 1000,
        seats: rules.seats - 1,
        seatsClientSeed: rules.seatsClientSeed,
        rtp: rules.bets[0]?.rtpPercent ?? '',
      }),
      cleared: () => undefined,
      alsoVerify: (draw) => seatsVerified('live-blackjack', draw),
    };
  });
};
