// The crash game's screen: the multiplier climbing on the server's clock (m(t) = e^(k·t) from the
// round's start, the offset to the server taken from each answer), bet with an optional automatic
// cash-out, cash out, the round's end as the server states it, recent crash points, the rules and
// the provably fair panel.
import type { CrashRoundAnswer, CrashRoundView } from '../../domain/casino/builtinGames';
import { CRASH_GROWTH_PER_MS, multiplierX100At } from '../../domain/casino/crashGame';
import { fill, h, svg, gameButton } from './dom';
import { FairnessPanel } from './fairnessPanel';
import { newRequestId, providerApi } from './providerApi';
import { stakeSelect, titleBar, type GameMount } from './tableKit';
import { refusalText } from './texts';

const POLL_MS = 400;

export const mountCrash: GameMount = (root, view, title, t) => {
  const rules = view.crash;
  if (!rules) throw new Error('no crash rules');
  const { money, header, setBalance } = titleBar(view, title, t);

  const multiplier = h(
    'output',
    { class: 'bp-multiplier', 'data-testid': 'builtin-multiplier' },
    '1.00×',
  );
  const curve = svg('polyline', { class: 'bp-curve', points: '0,100', fill: 'none' });
  const chart = svg(
    'svg',
    {
      class: 'bp-chart',
      viewBox: '0 0 200 100',
      preserveAspectRatio: 'none',
      'aria-hidden': 'true',
    },
    curve,
  );
  const state = h(
    'p',
    { class: 'bp-win', role: 'status', 'data-testid': 'builtin-round-state' },
    t('crash_ready'),
  );
  const history = h('ol', { class: 'bp-history', 'aria-label': t('recent_crashes') });
  const error = h('p', { class: 'bp-error', role: 'alert', 'data-testid': 'builtin-error' });

  const stake = stakeSelect(view);
  const auto = h('input', {
    id: 'bp-auto',
    class: 'bp-select',
    type: 'number',
    min: rules.minCashOut,
    max: rules.maxCrashPoint,
    step: 0.01,
    inputmode: 'decimal',
    placeholder: '2.00',
    'data-testid': 'builtin-auto-cash-out',
  });
  const bet = gameButton('builtin-bet', t('bet'), 'bp-button bp-spin');
  const cashOut = gameButton('builtin-cash-out', t('cash_out'), 'bp-button bp-cash', {
    disabled: true,
  });

  const fairness = new FairnessPanel(view.session, view.engineKey, t, () => undefined);
  fairness.showSeed(view.seed);

  let round: CrashRoundView | null = null;
  let offset = 0;
  let frame = 0;
  let poll: ReturnType<typeof setTimeout> | undefined;

  const elapsed = (r: CrashRoundView) => Date.now() + offset - Date.parse(r.startedAt);
  const draw = () => {
    if (!round || round.status !== 'running') return;
    const ms = Math.max(0, elapsed(round));
    const x100 = multiplierX100At(ms);
    multiplier.textContent = `${(x100 / 100).toFixed(2)}×`;
    const points: string[] = [];
    const span = Math.max(ms, 8000);
    for (let i = 0; i <= 40; i += 1) {
      const at = (ms * i) / 40;
      // The curve itself unfloored (smooth); the figure shows the floored multiplier.
      const m = Math.exp(CRASH_GROWTH_PER_MS * at);
      const top = Math.max(2, multiplierX100At(span) / 100);
      points.push(
        `${((at / span) * 200).toFixed(1)},${(100 - ((m - 1) / (top - 1)) * 96).toFixed(1)}`,
      );
    }
    curve.setAttribute('points', points.join(' '));
    frame = requestAnimationFrame(draw);
  };

  const apply = (answer: CrashRoundAnswer) => {
    offset = Date.parse(answer.round.serverNow) - Date.now();
    round = answer.round;
    setBalance(answer.balance);
    fairness.showSeed(answer.seed);
    const running = round.status === 'running';
    cashOut.disabled = !running;
    bet.disabled = running;
    stake.disabled = running;
    root.setAttribute('data-round-status', round.status);
    fairness.setRoundOpen(running);
    if (running) {
      fill(state, t('crash_running'));
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(draw);
      clearTimeout(poll);
      poll = setTimeout(() => void refresh(), POLL_MS);
      return;
    }
    cancelAnimationFrame(frame);
    clearTimeout(poll);
    const point = (round.crashPoint ?? 1).toFixed(2);
    multiplier.textContent = `${round.status === 'cashed_out' ? (round.cashedOutAt ?? 1).toFixed(2) : point}×`;
    multiplier.classList.toggle('bp-crashed', round.status === 'crashed');
    fill(
      state,
      round.status === 'cashed_out'
        ? t('cashed_out_at', {
            at: (round.cashedOutAt ?? 0).toFixed(2),
            amount: money(round.win),
            point,
          })
        : t('crashed_at', { point }),
    );
    history.prepend(h('li', { class: Number(point) >= 2 ? 'bp-high' : '' }, `${point}×`));
    while (history.children.length > 12) history.lastElementChild?.remove();
    fairness.played(
      {
        roundId: round.roundId,
        nonce: round.nonce,
        shownOutcome: [Math.round((round.crashPoint ?? 1) * 100)],
      },
      false,
    );
  };

  const fail = (err: unknown) => {
    fill(error, refusalText(t, err));
  };

  const refresh = async () => {
    if (!round) return;
    try {
      apply(await providerApi.crashRound(view.session, round.roundId));
    } catch (err) {
      fail(err);
      poll = setTimeout(() => void refresh(), POLL_MS * 3);
    }
  };

  bet.addEventListener('click', () => {
    fill(error);
    multiplier.classList.remove('bp-crashed');
    const target = auto.value.trim() === '' ? undefined : Number(auto.value);
    bet.disabled = true;
    void providerApi
      .crashBet(view.session, Number(stake.value), newRequestId(), target)
      .then(apply)
      .catch((err: unknown) => {
        bet.disabled = false;
        fail(err);
      });
  });
  cashOut.addEventListener('click', () => {
    if (!round) return;
    cashOut.disabled = true;
    void providerApi
      .cashOut(view.session, round.roundId)
      .then(apply)
      .catch((err: unknown) => {
        fail(err);
        void refresh();
      });
  });

  fill(
    root,
    h(
      'div',
      { class: 'bp-crash' },
      header,
      h('div', { class: 'bp-stage' }, chart, multiplier),
      state,
      history,
      h(
        'div',
        { class: 'bp-controls' },
        h('label', { for: 'bp-stake', class: 'bp-label' }, t('stake')),
        stake,
        h('label', { for: 'bp-auto', class: 'bp-label' }, t('auto_cash_out')),
        auto,
        bet,
        cashOut,
      ),
      error,
      h(
        'details',
        { class: 'bp-paytable' },
        h('summary', {}, t('crash_rules_title')),
        h(
          'p',
          { class: 'bp-note' },
          t('crash_rules', {
            edge: rules.houseEdgePercent,
            rtp: 100 - rules.houseEdgePercent,
            min: rules.minCashOut.toFixed(2),
            max: rules.maxCrashPoint,
          }),
        ),
      ),
      fairness.element,
    ),
  );
  if (rules.openRound) {
    apply({ round: rules.openRound, balance: view.balance, seed: view.seed });
  }
};
