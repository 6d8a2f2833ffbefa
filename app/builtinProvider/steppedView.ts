// What the screens of the games played in steps share (mines, video poker, hi-lo, tower, stud,
// scratch cards, fishing): the request runner (one request at a time, the frame busy meanwhile, the
// answer's round, balance and seed shown, the fairness panel told of the round, a refusal worded
// from the dictionary), the screen's frame put into the root (title bar, felt, controls, error
// line, rules, provably fair panel), its buttons (the start button waiting with the stake while a
// round is open), the round on screen with the moves sent on it, and the result line of a round
// cashed out by hand.
import type { BuiltinSeedView, BuiltinSessionView } from '../../domain/casino/builtinGames';
import { fill, h, gameButton } from './dom';
import { formatAmount } from './money';
import { FairnessPanel, playRound } from './fairnessPanel';
import { newRequestId } from './providerApi';
import { tableKit, type TableKit } from './tableKit';
import type { Texts } from './texts';

export interface SteppedRound {
  roundId: string;
  nonce: number;
  outcome: number[];
}

export interface SteppedAnswer<R extends SteppedRound> {
  round: R;
  balance: number;
  seed: BuiltinSeedView;
}

/** A round the customer cashes out by hand, at the multiplier reached (mines, hi-lo, tower). */
export interface CashableRound {
  phase: string;
  stake: number;
  win: number;
  multiplierX100: number;
}

export interface SteppedScreen<R extends SteppedRound> {
  kit: TableKit;
  /** The round on screen: the session's open round, then the last one answered. */
  round: () => R | null;
  fairness: FairnessPanel;
  /** A request in flight: the buttons wait. */
  busy: () => boolean;
  /** Sends one request; its answer's round goes to `onRound`, then the screen is shown again. */
  run: (request: () => Promise<SteppedAnswer<R>>) => void;
  /**
   * Sends a move of the round on screen when it stands in `phase` (its id given to `request`); no
   * request without one.
   */
  move: R extends { phase: string }
    ? (phase: R['phase'], request: (roundId: string) => Promise<SteppedAnswer<R>>) => void
    : never;
  /**
   * Puts the screen into the root and shows it: the frame around the game's felt and controls,
   * `place` on the result line until the first round.
   */
  mount: (parts: {
    className: string;
    felt: (Node | null)[];
    controls: (Node | null)[];
    rules: string;
    place: string;
  }) => void;
  button: (testId: string, label: string, primary?: boolean) => HTMLButtonElement;
  /**
   * The primary button that starts a round at the stake chosen (`request` given a new request id
   * and the stake); it and the stake wait while a request is in flight or a round is open.
   */
  startButton: (
    testId: string,
    label: string,
    request: (requestId: string, stake: number) => Promise<SteppedAnswer<R>>,
  ) => HTMLButtonElement;
  /**
   * The result line of a cashable round: in play, `hint` before the first move, else what a
   * cash-out pays now (`reached` worded with the multiplier and amount); over, the win or `lost`.
   */
  showCashable: (
    round: CashableRound,
    texts: {
      moved: boolean;
      hint: string;
      reached: (vars: { multiplier: string; amount: string }) => string;
      lost: string;
    },
  ) => void;
}

export function steppedScreen<R extends SteppedRound>(
  root: HTMLElement,
  view: BuiltinSessionView,
  title: string,
  t: Texts,
  game: {
    /** The session's round still open when the screen is mounted. */
    openRound?: R | null;
    isOver: (round: R) => boolean;
    /** What the game keeps of an answered round besides the round itself. */
    onRound?: (round: R) => void;
    show: () => void;
  },
): SteppedScreen<R> {
  const kit = tableKit(root, view, title, t);
  const fairness = new FairnessPanel(view.session, view.engineKey, t, () => undefined);
  fairness.showSeed(view.seed);
  let busy = false;
  let current = game.openRound ?? null;
  let start: HTMLButtonElement | null = null;
  /** The start button and the stake wait while a request is in flight or a round is open. */
  const lockStart = () => {
    if (!start) return;
    start.disabled = busy || (current !== null && !game.isOver(current));
    kit.stake.disabled = start.disabled;
  };
  const show = () => {
    lockStart();
    game.show();
  };

  const run = (request: () => Promise<SteppedAnswer<R>>) => {
    if (busy) return;
    busy = true;
    const playing = playRound(kit, fairness, t, request(), ({ round }) => {
      current = round;
      game.onRound?.(round);
      return {
        played: { roundId: round.roundId, nonce: round.nonce, shownOutcome: round.outcome },
        open: !game.isOver(round),
      };
    });
    show();
    void playing.finally(() => {
      busy = false;
      show();
    });
  };

  const move = ((phase: string, request: (roundId: string) => Promise<SteppedAnswer<R>>) => {
    const round = current as (R & { phase?: string }) | null;
    if (round?.phase !== phase) return;
    const id = round.roundId;
    run(() => request(id));
  }) as SteppedScreen<R>['move'];

  const mount: SteppedScreen<R>['mount'] = ({ className, felt, controls, rules, place }) => {
    fill(kit.result, place);
    fill(
      root,
      h(
        'div',
        { class: `bp-table ${className}` },
        kit.header,
        h('div', { class: 'bp-bj-felt' }, ...felt),
        kit.controls(controls),
        kit.error,
        kit.rulesPanel(rules),
        fairness.element,
      ),
    );
    show();
  };

  const button: SteppedScreen<R>['button'] = (testId, label, primary = false) =>
    gameButton(testId, label, `bp-button${primary ? ' bp-spin' : ''}`);

  const startButton: SteppedScreen<R>['startButton'] = (testId, label, request) => {
    const made = button(testId, label, true);
    made.addEventListener('click', () =>
      run(() => request(newRequestId(), Number(kit.stake.value))),
    );
    start = made;
    lockStart();
    return made;
  };

  const showCashable: SteppedScreen<R>['showCashable'] = (round, texts) => {
    if (round.phase !== 'playing') {
      kit.showEnd(round.win, texts.lost);
      return;
    }
    const amount = Math.floor((round.stake * round.multiplierX100) / 100);
    fill(
      kit.result,
      texts.moved
        ? texts.reached({
            multiplier: formatAmount(round.multiplierX100, 2),
            amount: kit.money(amount),
          })
        : texts.hint,
    );
    kit.result.removeAttribute('data-amount');
  };

  return {
    kit,
    round: () => current,
    fairness,
    busy: () => busy,
    run,
    move,
    mount,
    button,
    startButton,
    showCashable,
  };
}
