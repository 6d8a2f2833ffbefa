// The bet tables' screen (baccarat, dragon tiger, sic bo, dice): a board of spots where chips are
// placed by clicking (dice: a target, under or over, with its chance and multiplier), the round's
// outcome (the cards dealt, the dice thrown, the roll), the win, each bet's return to player from
// the rules and the provably fair panel. The board keeps its physical order in every language.
import { playBaccarat } from '../../domain/casino/baccarat';
import type { BetTableEngine, BoardBet, BoardSpot } from '../../domain/casino/betTables';
import type { BetTableRoundView, BuiltinSessionView } from '../../domain/casino/builtinGames';
import {
  diceMultiplierX100,
  diceWinningRolls,
  DICE_MAX_CHANCE,
  DICE_MIN_CHANCE,
  DICE_VALUES,
} from '../../domain/casino/diceGame';
import { fill, h, gameButton } from './dom';
import { FairnessPanel, playRound } from './fairnessPanel';
import { formatAmount } from './money';
import { newRequestId, providerApi } from './providerApi';
import { tableKit } from './tableKit';
import type { Texts } from './texts';

const RANK_LABEL = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const spotKey = (spot: BoardSpot) => `${spot.kind}${spot.number ?? ''}`;

/** A spot's words: `bt_<kind>` of the builtin-games dictionary, with its number. */
function spotLabel(t: Texts, engine: BetTableEngine, spot: BoardSpot): string {
  const key = `bt_${engine.replace('-', '_')}_${spot.kind.replace('-', '_')}`;
  return t(key, { number: spot.number ?? '' });
}

function card(rank: number): HTMLElement {
  return h('span', { class: 'bp-card', 'aria-label': RANK_LABEL[rank] }, RANK_LABEL[rank] ?? '?');
}

/** The outcome as the table shows it, and a line of words for the result. */
export function showOutcome(t: Texts, engine: BetTableEngine, outcome: number[]): HTMLElement {
  if (engine === 'baccarat') {
    const coup = playBaccarat(outcome);
    const side = (name: 'player' | 'banker', cards: number[], points: number) =>
      h(
        'div',
        { class: 'bp-bj-row', 'data-testid': `baccarat-${name}` },
        h('strong', {}, t(`bt_baccarat_${name}`)),
        ...cards.map(card),
        h('span', { 'data-points': points }, t('bt_points', { points })),
      );
    return h(
      'div',
      { class: 'bp-bt-outcome', 'data-winner': coup.winner },
      side('player', coup.player, coup.playerTotal),
      side('banker', coup.banker, coup.bankerTotal),
    );
  }
  if (engine === 'dragon-tiger') {
    const [dragon = 1, tiger = 1] = outcome;
    return h(
      'div',
      { class: 'bp-bt-outcome bp-bj-row' },
      h('strong', {}, t('bt_dragon_tiger_dragon')),
      card(dragon),
      h('strong', {}, t('bt_dragon_tiger_tiger')),
      card(tiger),
    );
  }
  if (engine === 'sic-bo') {
    return h(
      'div',
      { class: 'bp-bt-outcome bp-bj-row', 'data-dice': outcome.join(',') },
      ...outcome.map((d) => h('span', { class: 'bp-die', 'aria-label': String(d) }, String(d))),
      h('span', {}, t('bt_total', { total: outcome.reduce((s, d) => s + d, 0) })),
    );
  }
  return h(
    'div',
    { class: 'bp-bt-outcome bp-bt-roll', 'data-roll': outcome[0] ?? 0 },
    formatAmount(outcome[0] ?? 0, 2),
  );
}

export function mountBetTable(
  root: HTMLElement,
  view: BuiltinSessionView & { engine: BetTableEngine },
  title: string,
  t: Texts,
): void {
  const engine = view.engine;
  const kit = tableKit(root, view, title, t);
  const rules = view.betTable;
  const placed = new Map<string, { spot: BoardSpot; stake: number }>();
  const chipsOn = new Map<string, HTMLElement>();
  const total = h('output', { 'data-testid': 'table-total' });
  const outcome = h('div', { class: 'bp-bt-show', 'data-testid': 'table-outcome' }, '–');
  const play = gameButton(
    'builtin-spin',
    t(engine === 'dice' ? 'bt_roll' : 'bt_deal'),
    'bp-button bp-spin',
  );

  const showPlaced = () => {
    let sum = 0;
    for (const [key, chip] of chipsOn) {
      const stake = placed.get(key)?.stake ?? 0;
      sum += stake;
      chip.textContent = stake > 0 ? formatAmount(stake, view.minorUnitDigits) : '';
      chip.hidden = stake === 0;
    }
    fill(total, t('roulette_total', { amount: kit.money(sum) }));
    play.disabled = engine === 'dice' ? diceBet() === null : sum === 0;
  };

  // Dice: one bet a roll, a target in hundredths with under or over.
  const direction = h('select', {
    id: 'bp-dice-dir',
    class: 'bp-select',
    'data-testid': 'dice-direction',
  });
  for (const kind of ['under', 'over'])
    direction.append(h('option', { value: kind }, t(`bt_dice_${kind}`)));
  const target = h('input', {
    id: 'bp-dice-target',
    class: 'bp-select',
    type: 'number',
    min: '1',
    max: '99',
    step: '0.01',
    value: '50.00',
    dir: 'ltr',
    'data-testid': 'dice-target',
  });
  const odds = h('output', { 'data-testid': 'dice-odds' });
  const diceBet = (): BoardSpot | null => {
    const number = Math.round(Number(target.value) * 100);
    const spot = { kind: direction.value, number };
    return Number.isInteger(number) && diceWinningRolls(spot) > 0 ? spot : null;
  };
  const showOdds = () => {
    const spot = diceBet();
    fill(
      odds,
      spot
        ? t('bt_dice_odds', {
            chance: formatAmount(diceWinningRolls(spot), 2),
            multiplier: formatAmount(diceMultiplierX100(spot), 2),
          })
        : t('bt_dice_range', {
            min: formatAmount(DICE_MIN_CHANCE, 2),
            max: formatAmount(DICE_MAX_CHANCE, 2),
          }),
    );
    showPlaced();
  };
  direction.addEventListener('change', showOdds);
  target.addEventListener('input', showOdds);

  const board = h('div', {
    class: `bp-bt-board bp-bt-${engine}`,
    dir: 'ltr',
    role: 'group',
    'aria-label': t('bt_board'),
  });
  if (engine === 'dice') {
    board.append(
      h('label', { for: 'bp-dice-dir', class: 'bp-label' }, t('bt_dice_bet')),
      direction,
      h('label', { for: 'bp-dice-target', class: 'bp-label' }, t('bt_dice_target')),
      target,
      odds,
    );
  } else {
    for (const spot of rules?.bets ?? []) {
      const key = spotKey(spot);
      const chip = h('span', { class: 'bp-rl-chip', hidden: true });
      chipsOn.set(key, chip);
      const label = spotLabel(t, engine, spot);
      const button = h(
        'button',
        {
          type: 'button',
          class: `bp-rl-spot bp-bt-spot bp-bt-${spot.kind}`,
          'data-testid': `table-spot-${key}`,
          'aria-label': t('roulette_place_on', { spot: label }),
        },
        h('span', {}, label),
        chip,
      );
      button.addEventListener('click', () => {
        const current = placed.get(key)?.stake ?? 0;
        placed.set(key, { spot, stake: current + Number(kit.stake.value) });
        showPlaced();
      });
      board.append(button);
    }
  }

  const clear = h('button', { type: 'button', class: 'bp-button' }, t('roulette_clear'));
  clear.addEventListener('click', () => {
    placed.clear();
    showPlaced();
  });
  fill(kit.result, t(engine === 'dice' ? 'bt_dice_place' : 'roulette_place_bets'));
  const fairness = new FairnessPanel(view.session, view.engineKey, t, () => undefined);
  fairness.showSeed(view.seed);

  const shown = (round: BetTableRoundView) => {
    fill(outcome, showOutcome(t, engine, round.outcome));
    outcome.setAttribute('data-outcome', round.outcome.join(','));
    kit.showEnd(round.win, t('no_win'));
  };

  let playing = false;
  play.addEventListener('click', () => {
    if (playing) return;
    const stake = Number(kit.stake.value);
    const dice = diceBet();
    const bets: BoardBet[] =
      engine === 'dice'
        ? dice
          ? [{ ...dice, stake }]
          : []
        : [...placed.values()].map(({ spot, stake: s }) => ({
            kind: spot.kind,
            ...(spot.number === undefined ? {} : { number: spot.number }),
            stake: s,
          }));
    if (bets.length === 0) return;
    playing = true;
    play.disabled = true;
    clear.disabled = true;
    void playRound(
      kit,
      fairness,
      t,
      providerApi.tablePlay(view.session, newRequestId(), bets),
      ({ round }) => {
        shown(round);
        return {
          played: { roundId: round.roundId, nonce: round.nonce, shownOutcome: round.outcome },
        };
      },
      () => fill(kit.result, ''),
    ).finally(() => {
      playing = false;
      clear.disabled = false;
      showPlaced();
    });
  });

  const rtpRows =
    engine === 'dice'
      ? []
      : (rules?.bets ?? []).map((bet) =>
          h(
            'tr',
            {},
            h('th', { scope: 'row' }, spotLabel(t, engine, bet)),
            h('td', {}, `${bet.rtpPercent} %`),
          ),
        );
  const rulesText = kit.rulesPanel(
    t(`bt_${engine.replace('-', '_')}_rules`, {
      limit: kit.money(rules?.maxTotalStake ?? 0),
      chip: kit.money(rules?.stakeUnit ?? 0),
      values: DICE_VALUES,
    }),
    rtpRows.length > 0
      ? h(
          'table',
          {},
          h(
            'thead',
            {},
            h(
              'tr',
              {},
              h('th', { scope: 'col' }, t('bt_bet')),
              h('th', { scope: 'col' }, t('bt_rtp')),
            ),
          ),
          h('tbody', {}, ...rtpRows),
        )
      : null,
  );

  fill(
    root,
    h(
      'div',
      { class: `bp-table bp-bet-table` },
      kit.header,
      h('div', { class: 'bp-bj-felt' }, outcome, board),
      kit.controls(
        engine === 'dice' ? [play] : [total, clear, play],
        t(engine === 'dice' ? 'stake' : 'roulette_chip'),
      ),
      kit.error,
      rulesText,
      fairness.element,
    ),
  );
  if (engine === 'dice') showOdds();
  else showPlaced();
}
