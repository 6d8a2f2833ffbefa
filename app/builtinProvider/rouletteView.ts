// European roulette's screen: the layout (0, the numbers 1–36 in three columns, dozens, columns
// and the even-money bets), chips placed by clicking, the spin, the winning pocket and the win,
// the rules and the provably fair panel. The layout keeps its physical order in every language.
import type { RouletteBetInput } from '../../domain/casino/builtinGames';
import { ROULETTE_RED } from '../../domain/casino/roulette';
import { fill, h, gameButton } from './dom';
import { FairnessPanel, playRound } from './fairnessPanel';
import { formatAmount } from './money';
import { newRequestId, providerApi } from './providerApi';
import { tableKit, type GameMount } from './tableKit';
import type { Texts } from './texts';

interface Spot {
  key: string;
  bet: Omit<RouletteBetInput, 'stake'>;
  label: string;
  className: string;
}

export function colourOf(n: number): string {
  if (n === 0) return 'bp-rl-green';
  return ROULETTE_RED.has(n) ? 'bp-rl-red' : 'bp-rl-black';
}

/** The layout's chips: what is placed where, and the buttons that place them. */
export interface RouletteBoard {
  layout: HTMLElement;
  /** The bets placed, each with its stake. */
  bets: () => RouletteBetInput[];
  clear: () => void;
}

/**
 * The roulette layout (0, the numbers 1–36 in three columns, columns, dozens, the even-money
 * bets), a chip of `chip()` placed on a spot per click; `changed` gets the sum staked. The
 * single-player table and the live one (liveTableView.ts) share it.
 */
export function rouletteBoard(
  t: Texts,
  minorUnitDigits: number,
  chip: () => number,
  changed: (sum: number) => void,
): RouletteBoard {
  const placed = new Map<string, { spot: Spot; stake: number }>();
  const chipsOn = new Map<string, HTMLElement>();

  const showPlaced = () => {
    let sum = 0;
    for (const [key, chipOn] of chipsOn) {
      const stake = placed.get(key)?.stake ?? 0;
      sum += stake;
      chipOn.textContent = stake > 0 ? formatAmount(stake, minorUnitDigits) : '';
      chipOn.hidden = stake === 0;
    }
    changed(sum);
  };

  const spotButton = (spot: Spot) => {
    const chipOn = h('span', { class: 'bp-rl-chip', hidden: true });
    chipsOn.set(spot.key, chipOn);
    const button = h(
      'button',
      {
        type: 'button',
        class: `bp-rl-spot ${spot.className}`,
        'data-testid': `roulette-spot-${spot.key}`,
        'aria-label': t('roulette_place_on', { spot: spot.label }),
      },
      h('span', {}, spot.label),
      chipOn,
    );
    button.addEventListener('click', () => {
      const current = placed.get(spot.key)?.stake ?? 0;
      placed.set(spot.key, { spot, stake: current + chip() });
      showPlaced();
    });
    return button;
  };
  const zero = spotButton({
    key: 'n0',
    bet: { kind: 'straight', numbers: [0] },
    label: '0',
    className: 'bp-rl-zero bp-rl-green',
  });
  const grid = h('div', { class: 'bp-rl-numbers' });
  // Rows of the layout from the top: 3 6 9 … 36, then 2 5 … 35, then 1 4 … 34.
  for (const column of [3, 2, 1]) {
    for (let n = column; n <= 36; n += 3) {
      grid.append(
        spotButton({
          key: `n${n}`,
          bet: { kind: 'straight', numbers: [n] },
          label: String(n),
          className: colourOf(n),
        }),
      );
    }
  }
  /** A row of the outside bets on a column or a dozen (`key` then its number). */
  const outsideRow = (
    className: string,
    kind: 'column' | 'dozen',
    key: string,
    numbers: readonly number[],
    label: (n: number) => string,
  ) =>
    h(
      'div',
      { class: className },
      ...numbers.map((n) =>
        spotButton({
          key: `${key}${n}`,
          bet: { kind, numbers: [n] },
          label: label(n),
          className: 'bp-rl-outside',
        }),
      ),
    );
  const columns = outsideRow('bp-rl-columns', 'column', 'c', [3, 2, 1], () => t('roulette_column'));
  const dozens = outsideRow('bp-rl-dozens', 'dozen', 'd', [1, 2, 3], (dozen) =>
    t(`roulette_dozen_${dozen}`),
  );
  const evens = h('div', { class: 'bp-rl-evens' });
  for (const kind of ['low', 'even', 'red', 'black', 'odd', 'high'] as const) {
    evens.append(
      spotButton({
        key: kind,
        bet: { kind },
        label: t(`roulette_${kind}`),
        className: `bp-rl-outside ${kind === 'red' ? 'bp-rl-red' : kind === 'black' ? 'bp-rl-black' : ''}`,
      }),
    );
  }
  const layout = h(
    'div',
    { class: 'bp-rl-layout', dir: 'ltr', role: 'group', 'aria-label': t('roulette_layout') },
    zero,
    grid,
    columns,
    dozens,
    evens,
  );

  return {
    layout,
    bets: () => [...placed.values()].map(({ spot, stake }) => ({ ...spot.bet, stake })),
    clear: () => {
      placed.clear();
      showPlaced();
    },
  };
}

export const mountRoulette: GameMount = (root, view, title, t) => {
  const kit = tableKit(root, view, title, t);
  const rules = view.roulette;
  const total = h('output', { 'data-testid': 'roulette-total' });
  const board = rouletteBoard(
    t,
    view.minorUnitDigits,
    () => Number(kit.stake.value),
    (sum) => {
      fill(total, t('roulette_total', { amount: kit.money(sum) }));
      spin.disabled = sum === 0;
    },
  );
  const showPlaced = () => {
    const sum = board.bets().reduce((s, b) => s + b.stake, 0);
    fill(total, t('roulette_total', { amount: kit.money(sum) }));
    spin.disabled = sum === 0;
  };
  const layout = board.layout;

  const pocket = h('div', { class: 'bp-rl-pocket', 'data-testid': 'roulette-pocket' }, '–');
  const clear = h('button', { type: 'button', class: 'bp-button' }, t('roulette_clear'));
  clear.addEventListener('click', () => board.clear());
  const spin = gameButton('builtin-spin', t('spin'), 'bp-button bp-spin');
  fill(kit.result, t('roulette_place_bets'));

  const fairness = new FairnessPanel(view.session, view.engineKey, t, () => undefined);
  fairness.showSeed(view.seed);

  let spinning = false;
  spin.addEventListener('click', () => {
    const bets = board.bets();
    if (spinning || bets.length === 0) return;
    spinning = true;
    spin.disabled = true;
    clear.disabled = true;
    fill(kit.result, t('spinning'));
    void playRound(
      kit,
      fairness,
      t,
      providerApi.rouletteSpin(view.session, newRequestId(), bets),
      ({ round }) => {
        fill(pocket, String(round.pocket));
        pocket.className = `bp-rl-pocket ${colourOf(round.pocket)}`;
        pocket.setAttribute('data-pocket', String(round.pocket));
        kit.showEnd(round.win, t('roulette_no_win', { pocket: round.pocket }));
        return {
          played: { roundId: round.roundId, nonce: round.nonce, shownOutcome: [round.pocket] },
        };
      },
      () => fill(kit.result, ''),
    ).finally(() => {
      spinning = false;
      clear.disabled = false;
      showPlaced();
    });
  });

  const rulesText = kit.rulesPanel(
    t('roulette_rules', {
      rtp: rules?.rtpPercent ?? 97.2973,
      limit: kit.money(rules?.maxTotalStake ?? 0),
    }),
  );

  fill(
    root,
    h(
      'div',
      { class: 'bp-table bp-roulette' },
      kit.header,
      h('div', { class: 'bp-rl-top' }, pocket, layout),
      kit.controls([total, clear, spin], t('roulette_chip')),
      kit.error,
      rulesText,
      fairness.element,
    ),
  );
  showPlaced();
};
