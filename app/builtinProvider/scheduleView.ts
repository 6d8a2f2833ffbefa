// The frame of a game drawn on a shared schedule (the money wheel, bingo, virtual football, the
// live tables; SPEC section 2): the draw taking bets with its countdown (on the server's clock)
// and its seed's hash, the game's own stage and picker, the session's bets and their wins, and the
// last results with their revealed seeds, each verifiable in the browser (the game's client seed,
// nonce = the draw number). The state is asked for every few seconds and when the countdown ends.
import type {
  BuiltinSessionView,
  ScheduledAnswer,
  ScheduledBetView,
  ScheduledDrawView,
  ScheduledStateAnswer,
} from '../../domain/casino/builtinGames';
import { verifyBuiltinRound } from '../../domain/casino/builtinOutcome';
import { fill, h, gameButton } from './dom';
import { betItem, drawItem } from './drawLists';
import { tableKit, type TableKit } from './tableKit';
import { refusalText, type Texts } from './texts';

const POLL_MS = 3_000;

export interface ScheduleGame<B> {
  /** The test ids' and classes' prefix: `bingo`, `football`. */
  prefix: string;
  state(session: string): Promise<ScheduledStateAnswer<B>>;
  /**
   * Whether the customer has chosen something to place (the money wheel: a chip on the board);
   * without it the place button is offered whenever no bet is on its way.
   */
  hasChoice?(): boolean;
  /** Places what the customer chose on `drawNo`, or null when nothing is chosen. */
  place(drawNo: number): Promise<ScheduledAnswer<B>> | null;
  /** The game's part above the controls (balls, the fixture and its prices), redrawn per state. */
  stage: HTMLElement;
  /** What stands beside the countdown (the money wheel's wheel). */
  dial?: Element;
  /** Controls after the place button (the money wheel's "clear"). */
  moreControls?: Node[];
  /**
   * The prefix of the words for the seed's hash, a bet waiting and a draw verified or not:
   * `draw` (`draw_hash`, `draw_waiting`, `draw_verified`, `draw_not_verified`) unless the game
   * has its own (`wheel`: a spin, a segment).
   */
  words?: string;
  render(state: ScheduledStateAnswer<B>): void;
  /** The countdown's words for draw `drawNo` closing in `seconds` (`nowMs` on the server's clock). */
  countdown(drawNo: number, seconds: number, nowMs: number): string;
  /**
   * What the countdown counts down to: the draw's close, unless the game says otherwise (live
   * blackjack: the end of the betting window, then the close).
   */
  deadline?(draw: ScheduledDrawView, nowMs: number): string;
  /** A bet's line in the session's list, and a closed draw's result line. */
  betLine(bet: ScheduledBetView<B>, state: ScheduledStateAnswer<B>): (Node | string)[];
  result(draw: ScheduledDrawView): string;
  placeLabel: string;
  placed(answer: ScheduledAnswer<B>): string;
  rules: string;
  /** Called once the choice was placed (the slip cleared). */
  cleared(): void;
  /** More of a closed draw to check from its revealed seed (the live tables' seats). */
  alsoVerify?(draw: ScheduledDrawView): Promise<boolean>;
}

/**
 * A scheduled game's rules text: each one says how often its draw comes round (`{{seconds}}`) and
 * the client seed its outcomes are drawn with (`{{clientSeed}}`), besides the game's own `values`.
 */
export function scheduleRules(
  t: Texts,
  key: string,
  schedule: { periodMs: number; clientSeed: string },
  values: Record<string, string | number>,
): string {
  return t(key, { seconds: schedule.periodMs / 1000, clientSeed: schedule.clientSeed, ...values });
}

export function mountSchedule<B>(
  root: HTMLElement,
  view: BuiltinSessionView,
  title: string,
  t: Texts,
  build: (
    kit: TableKit,
    refreshNow: () => Promise<void>,
    /** The game calls it when its choice changed (see `hasChoice`). */
    choiceChanged: () => void,
  ) => ScheduleGame<B>,
): void {
  const kit = tableKit(root, view, title, t);
  let offerPlace = () => {};
  const game = build(
    kit,
    () => refresh(),
    () => offerPlace(),
  );
  const p = game.prefix;
  const words = game.words ?? 'draw';
  const countdown = h('output', { class: 'bp-wheel-countdown', 'data-testid': `${p}-countdown` });
  const hash = h('code', { class: 'bp-hash', 'data-testid': `${p}-hash` });
  const place = gameButton(`${p}-place`, game.placeLabel, 'bp-button bp-spin');
  offerPlace = () => {
    place.disabled = busy || game.hasChoice?.() === false;
  };
  const myBets = h('ul', { class: 'bp-wheel-bets', 'data-testid': `${p}-bets` });
  const recent = h('ul', { class: 'bp-wheel-recent', 'data-testid': `${p}-recent` });
  let state: ScheduledStateAnswer<B> | null = null;
  let offsetMs = 0;
  let busy = false;

  const verify = async (draw: ScheduledDrawView, out: HTMLElement) => {
    if (draw.serverSeed === null || draw.outcome === null) return;
    const check = await verifyBuiltinRound({
      serverSeed: draw.serverSeed,
      serverSeedHash: draw.serverSeedHash,
      clientSeed: draw.clientSeed,
      nonce: draw.nonce,
      engineKey: view.engineKey,
      outcome: draw.outcome,
    });
    const verified = check.verified && ((await game.alsoVerify?.(draw)) ?? true);
    fill(out, t(verified ? `${words}_verified` : `${words}_not_verified`));
    out.setAttribute('data-verified', String(verified));
  };

  const deadline = (draw: ScheduledDrawView) =>
    Date.parse(game.deadline?.(draw, Date.now() + offsetMs) ?? draw.closesAt);

  const show = () => {
    if (!state) return;
    const nowMs = Date.now() + offsetMs;
    const closesIn = Math.max(0, Math.ceil((deadline(state.draw) - nowMs) / 1000));
    fill(countdown, game.countdown(state.draw.drawNo, closesIn, nowMs));
  };

  const showState = (now: ScheduledStateAnswer<B>) => {
    fill(hash, now.draw.serverSeedHash);
    game.render(now);
    fill(
      myBets,
      ...now.bets.map((bet) =>
        betItem(p, bet, game.betLine(bet, now), t(`${words}_waiting`), kit, t),
      ),
    );
    fill(
      recent,
      ...now.recent.map((draw) =>
        drawItem(p, draw, game.result(draw), (out) => verify(draw, out), t),
      ),
    );
  };

  const refresh = async () => {
    try {
      const answer = await game.state(view.session);
      state = answer;
      offsetMs = Date.parse(answer.serverNow) - Date.now();
      kit.setBalance(answer.balance);
      root.setAttribute('data-draw', String(answer.draw.drawNo));
      showState(answer);
      show();
    } catch (err) {
      fill(kit.error, refusalText(t, err));
    }
  };

  place.addEventListener('click', () => {
    if (!state || busy) return;
    const placing = game.place(state.draw.drawNo);
    if (!placing) return;
    busy = true;
    kit.busy(true);
    place.disabled = true;
    fill(kit.error);
    void placing
      .then((answer) => {
        kit.setBalance(answer.balance);
        game.cleared();
        fill(kit.result, game.placed(answer));
        kit.countRound();
        return refresh();
      })
      .catch((err: unknown) => {
        fill(kit.error, refusalText(t, err));
        // A refusal such as bets_closed means the draw shown has moved on: show the one taking
        // bets before the button is offered again, or a second try names the closed draw again.
        return refresh();
      })
      .finally(() => {
        busy = false;
        kit.busy(false);
        offerPlace();
      });
  });

  fill(
    root,
    h(
      'div',
      { class: `bp-table bp-${p}-table` },
      kit.header,
      h(
        'div',
        { class: 'bp-wheel-stage' },
        game.dial,
        h('div', {}, countdown, h('p', { class: 'bp-note' }, t(`${words}_hash`), ' ', hash)),
      ),
      game.stage,
      kit.controls([place, ...(game.moreControls ?? [])]),
      kit.error,
      h('h2', { class: 'bp-subtitle' }, t('wheel_my_bets')),
      myBets,
      h('h2', { class: 'bp-subtitle' }, t('wheel_recent')),
      recent,
      kit.rulesPanel(game.rules),
    ),
  );
  offerPlace();
  void refresh();
  let polled = Date.now();
  const timer = window.setInterval(() => {
    show();
    const closed = state !== null && deadline(state.draw) <= Date.now() + offsetMs;
    if (closed || Date.now() - polled >= POLL_MS) {
      polled = Date.now();
      void refresh();
    }
  }, 1_000);
  window.addEventListener('pagehide', () => window.clearInterval(timer));
}
