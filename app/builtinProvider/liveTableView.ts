// The live casino's RNG tables (SPEC section 2, live casino; domain/casino/liveTables.ts): European
// roulette and baccarat rounds dealt on the shared schedule. Said at the top to be RNG tables (no
// video, no dealer); the seats around the table, the customer's own and the simulated ones (said
// to be simulated) with the bets they have placed in this round so far; the last round's result;
// the layout (roulette's of rouletteView.ts, baccarat's three spots). The countdown, the bets
// list and the verification are scheduleView.ts's; a closed round's verification also recomputes
// its simulated seats from the revealed seed.
import { playBaccarat } from '../../domain/casino/baccarat';
import type {
  LiveBetShape,
  LiveDrawView,
  LiveTableStateAnswer,
} from '../../domain/casino/builtinGames';
import { isLiveTable, type LiveTable } from '../../domain/casino/liveTables';
import { showOutcome } from './betTableView';
import { fill, h } from './dom';
import { fillSeats, liveStage, seatList, seatsVerified } from './liveSeatList';
import { formatAmount } from './money';
import { newRequestId, providerApi } from './providerApi';
import { colourOf, rouletteBoard } from './rouletteView';
import { mountSchedule, scheduleRules } from './scheduleView';
import type { GameMount } from './tableKit';
import type { Texts } from './texts';

/** A bet's words: roulette's spot (a number, a dozen, red …) or baccarat's side. */
function betLabel(t: Texts, bet: Omit<LiveBetShape, 'stake'>): string {
  const n = bet.numbers?.[0];
  if (bet.kind === 'player' || bet.kind === 'banker' || bet.kind === 'tie') {
    return t(`bt_baccarat_${bet.kind}`);
  }
  if (bet.kind === 'straight') return String(n ?? '');
  if (bet.kind === 'dozen') return t(`roulette_dozen_${n ?? 1}`);
  if (bet.kind === 'column') return t('live_column', { column: n ?? 1 });
  if (['red', 'black', 'odd', 'even', 'low', 'high'].includes(bet.kind)) {
    return t(`roulette_${bet.kind}`);
  }
  return t('live_bet_numbers', { kind: bet.kind, numbers: (bet.numbers ?? []).join('-') });
}

/** The baccarat board: player, banker and tie, a chip per click (the same spots as House Baccarat). */
function baccaratBoard(t: Texts, digits: number, chip: () => number, changed: () => void) {
  const placed = new Map<string, number>();
  const board = h('div', {
    class: 'bp-bt-board bp-bt-baccarat',
    dir: 'ltr',
    role: 'group',
    'aria-label': t('bt_board'),
  });
  const chips = new Map<string, HTMLElement>();
  const show = () => {
    for (const [kind, on] of chips) {
      const stake = placed.get(kind) ?? 0;
      on.textContent = stake > 0 ? formatAmount(stake, digits) : '';
      on.hidden = stake === 0;
    }
    changed();
  };
  for (const kind of ['player', 'tie', 'banker']) {
    const on = h('span', { class: 'bp-rl-chip', hidden: true });
    chips.set(kind, on);
    const label = t(`bt_baccarat_${kind}`);
    const button = h(
      'button',
      {
        type: 'button',
        class: `bp-rl-spot bp-bt-spot bp-bt-${kind}`,
        'data-testid': `table-spot-${kind}`,
        'aria-label': t('roulette_place_on', { spot: label }),
      },
      h('span', {}, label),
      on,
    );
    button.addEventListener('click', () => {
      placed.set(kind, (placed.get(kind) ?? 0) + chip());
      show();
    });
    board.append(button);
  }
  return {
    layout: board,
    bets: (): LiveBetShape[] => [...placed].map(([kind, stake]) => ({ kind, stake })),
    clear: () => {
      placed.clear();
      show();
    },
  };
}

export const mountLiveTable: GameMount = (root, view, title, t) => {
  const rules = view.liveTable;
  const table = view.engine;
  if (!rules || !isLiveTable(table)) return;
  const roulette = table === 'live-roulette';
  mountSchedule<LiveBetShape>(root, view, title, t, (kit) => {
    const total = h('output', { 'data-testid': 'live-total' });
    const showTotal = () =>
      fill(
        total,
        t('roulette_total', {
          amount: kit.money(board.bets().reduce((sum, bet) => sum + bet.stake, 0)),
        }),
      );
    const chip = () => Number(kit.stake.value);
    const board = roulette
      ? rouletteBoard(t, view.minorUnitDigits, chip, showTotal)
      : baccaratBoard(t, view.minorUnitDigits, chip, showTotal);
    const clear = h('button', { type: 'button', class: 'bp-button' }, t('roulette_clear'));
    clear.addEventListener('click', () => board.clear());
    const seats = seatList();
    const last = h('div', { class: 'bp-live-last', 'data-testid': 'live-last' }, '–');
    const stage = liveStage(
      t,
      seats,
      h('div', { class: 'bp-rl-top' }, last, board.layout),
      h('div', { class: 'bp-controls' }, total, clear),
    );

    const outcomeOf = (draw: LiveDrawView): HTMLElement => {
      const outcome = draw.outcome ?? [];
      if (roulette) {
        const pocket = outcome[0] ?? 0;
        return h(
          'div',
          { class: `bp-rl-pocket ${colourOf(pocket)}`, 'data-pocket': pocket },
          String(pocket),
        );
      }
      return showOutcome(t, 'baccarat', outcome);
    };

    return {
      prefix: 'live',
      state: (session) => providerApi.liveState(session),
      place: (drawNo) => {
        const bets = board.bets();
        return bets.length === 0
          ? null
          : providerApi.liveBet(view.session, newRequestId(), drawNo, bets);
      },
      stage,
      render: (seen) => {
        const state = seen as LiveTableStateAnswer;
        const mine = state.bets.filter((bet) => bet.drawNo === state.draw.drawNo);
        fillSeats(
          seats,
          t,
          rules,
          state.draw.seats,
          mine.length === 0
            ? null
            : mine
                .flatMap((bet) => bet.bets)
                .map((bet) => `${betLabel(t, bet)} ${kit.money(bet.stake)}`)
                .join(', '),
          (sim) => `${betLabel(t, sim.bet)} ${kit.money(sim.bet.stake)}`,
        );
        const closed = state.recent[0];
        if (!closed?.outcome) return;
        const won = closed.seats.filter((s) => (s.win ?? 0) > 0).length;
        fill(
          last,
          h('span', { class: 'bp-label' }, t('live_last_round', { draw: closed.drawNo })),
          outcomeOf(closed),
          h(
            'span',
            { class: 'bp-note' },
            t('live_seats_won', { won, seated: closed.seats.length }),
          ),
        );
        last.setAttribute('data-draw', String(closed.drawNo));
      },
      countdown: (draw, seconds) => t('live_countdown', { draw, seconds }),
      betLine: (bet) => [
        t('live_bet_line', {
          draw: bet.drawNo,
          bets: bet.bets.map((b) => `${betLabel(t, b)}: ${kit.money(b.stake)}`).join(', '),
        }),
      ],
      result: (draw) => {
        const outcome = draw.outcome ?? [];
        if (roulette)
          return t('live_roulette_result', { draw: draw.drawNo, pocket: outcome[0] ?? '' });
        const coup = playBaccarat(outcome);
        return t('live_baccarat_result', {
          draw: draw.drawNo,
          winner: t(`bt_baccarat_${coup.winner}`),
          player: coup.playerTotal,
          banker: coup.bankerTotal,
        });
      },
      placeLabel: t('wheel_place'),
      placed: (answer) => t('live_placed', { draw: answer.bet.drawNo }),
      rules: scheduleRules(t, roulette ? 'live_roulette_rules' : 'live_baccarat_rules', rules, {
        seats: rules.seats - 1,
        seatsClientSeed: rules.seatsClientSeed,
        limit: kit.money(rules.maxTotalStake),
        rtp: rules.bets[0]?.rtpPercent ?? '',
        player: rules.bets.find((b) => b.kind === 'player')?.rtpPercent ?? '',
        banker: rules.bets.find((b) => b.kind === 'banker')?.rtpPercent ?? '',
        tie: rules.bets.find((b) => b.kind === 'tie')?.rtpPercent ?? '',
      }),
      cleared: () => board.clear(),
      alsoVerify: (draw) => seatsVerified(table as LiveTable, draw),
    };
  });
};
