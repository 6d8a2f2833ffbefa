// The money wheel's screen (TV games): the wheel every viewer sees, the draw taking bets with its
// countdown (on the server's clock) and its seed's hash, chips on the segment values, the
// session's bets and their wins, and the last results with their revealed seeds, each verifiable
// in the browser (client seed and nonce = the draw number). The state is asked for every few
// seconds and when the countdown ends.
import type { WheelDrawView, WheelStateAnswer } from '../../domain/casino/builtinGames';
import { verifyBuiltinRound } from '../../domain/casino/builtinOutcome';
import { fill, h, svg, gameButton } from './dom';
import { betItem, drawItem } from './drawLists';
import { newRequestId, providerApi } from './providerApi';
import { tableKit, type GameMount } from './tableKit';
import { refusalText } from './texts';

const COLOURS: Record<number, string> = {
  0: '#111827',
  1: '#facc15',
  3: '#38bdf8',
  6: '#a78bfa',
  12: '#f472b6',
  25: '#34d399',
  50: '#f97316',
};
const POLL_MS = 3_000;

function wheelSvg(segments: readonly number[]): { element: SVGSVGElement; turn: SVGGElement } {
  const turn = svg('g', { class: 'bp-wheel-turn' });
  const step = (2 * Math.PI) / segments.length;
  segments.forEach((value, i) => {
    const a0 = i * step - Math.PI / 2;
    const a1 = a0 + step;
    const point = (a: number, r: number) => `${100 + r * Math.cos(a)} ${100 + r * Math.sin(a)}`;
    turn.append(
      svg('path', {
        d: `M100 100 L${point(a0, 96)} A96 96 0 0 1 ${point(a1, 96)} Z`,
        fill: COLOURS[value] ?? '#999',
        stroke: '#1f2937',
        'stroke-width': 0.6,
      }),
    );
    const mid = a0 + step / 2;
    const [x, y] = point(mid, 82).split(' ');
    const label = svg('text', {
      x: x!,
      y: y!,
      'font-size': 7,
      'text-anchor': 'middle',
      'dominant-baseline': 'middle',
      fill: value === 0 ? '#fff' : '#111',
      transform: `rotate(${(mid * 180) / Math.PI + 90} ${x} ${y})`,
    });
    label.textContent = value === 0 ? '★' : String(value);
    turn.append(label);
  });
  const pointer = svg('path', { d: 'M92 0 L108 0 L100 14 Z', fill: '#fff', stroke: '#111' });
  const element = svg(
    'svg',
    { viewBox: '0 0 200 200', class: 'bp-wheel', role: 'img', 'aria-hidden': 'true' },
    turn,
    pointer,
  );
  return { element, turn };
}

export const mountWheel: GameMount = (root, view, title, t) => {
  const rules = view.moneyWheel;
  if (!rules) return;
  const kit = tableKit(root, view, title, t);
  const { element: wheel, turn } = wheelSvg(rules.segments);
  const countdown = h('output', { class: 'bp-wheel-countdown', 'data-testid': 'wheel-countdown' });
  const hash = h('code', { class: 'bp-hash', 'data-testid': 'wheel-hash' });
  const slip = new Map<number, number>();
  const spots = h('div', { class: 'bp-wheel-spots', 'data-testid': 'wheel-spots' });
  const place = gameButton('wheel-place', t('wheel_place'), 'bp-button bp-spin');
  const clear = h('button', { type: 'button', class: 'bp-button' }, t('wheel_clear'));
  const myBets = h('ul', { class: 'bp-wheel-bets', 'data-testid': 'wheel-bets' });
  const recent = h('ul', { class: 'bp-wheel-recent', 'data-testid': 'wheel-recent' });
  let state: WheelStateAnswer | null = null;
  let offsetMs = 0;
  let busy = false;
  let shownSegment: number | null = null;

  const label = (value: number) => (value === 0 ? t('wheel_house') : String(value));
  const showSpots = () => {
    fill(
      spots,
      ...rules.values.map((value) => {
        const staked = slip.get(value) ?? 0;
        const spot = h(
          'button',
          {
            type: 'button',
            class: `bp-wheel-spot${staked > 0 ? ' bp-wheel-spot-on' : ''}`,
            'data-testid': `wheel-spot-${value}`,
            'aria-label': t('wheel_spot', { value, rtp: rules.rtpPercentByValue[value] ?? '' }),
          },
          h('strong', {}, `${value}:1`),
          staked > 0 ? h('span', {}, kit.money(staked)) : null,
        );
        spot.addEventListener('click', () => {
          slip.set(value, staked + Number(kit.stake.value));
          showSpots();
        });
        return spot;
      }),
    );
    place.disabled = busy || slip.size === 0;
  };

  const verify = async (draw: WheelDrawView, out: HTMLElement) => {
    if (draw.serverSeed === null || draw.segment === null) return;
    const check = await verifyBuiltinRound({
      serverSeed: draw.serverSeed,
      serverSeedHash: draw.serverSeedHash,
      clientSeed: draw.clientSeed,
      nonce: draw.nonce,
      engineKey: view.engineKey,
      outcome: [draw.segment],
    });
    fill(out, t(check.verified ? 'wheel_verified' : 'wheel_not_verified'));
    out.setAttribute('data-verified', String(check.verified));
  };

  const show = () => {
    if (!state) return;
    const closesIn = Math.max(
      0,
      Math.ceil((Date.parse(state.draw.closesAt) - (Date.now() + offsetMs)) / 1000),
    );
    fill(countdown, t('wheel_countdown', { draw: state.draw.drawNo, seconds: closesIn }));
    fill(hash, state.draw.serverSeedHash);
    const last = state.recent[0];
    if (last && last.segment !== null && last.segment !== shownSegment) {
      shownSegment = last.segment;
      const deg = -((last.segment + 0.5) * 360) / rules.segments.length;
      turn.style.transform = `rotate(${deg}deg)`;
      root.setAttribute('data-last-draw', String(last.drawNo));
    }
    fill(
      myBets,
      ...state.bets.map((bet) => {
        const stakes = bet.bets.map((b) => `${b.value}: ${kit.money(b.stake)}`).join(', ');
        const line = t('wheel_bet_line', { draw: bet.drawNo, bets: stakes });
        return betItem('wheel', bet, [line], t('wheel_waiting'), kit, t);
      }),
    );
    fill(
      recent,
      ...state.recent.map((draw) => {
        const value = label(rules.segments[draw.segment ?? 0] ?? 0);
        const result = t('wheel_result', { draw: draw.drawNo, value });
        return drawItem('wheel', draw, result, (out) => verify(draw, out), t);
      }),
    );
  };

  let lastDraw = -1;
  const refresh = async () => {
    try {
      const answer = await providerApi.wheelState(view.session);
      state = answer;
      offsetMs = Date.parse(answer.serverNow) - Date.now();
      kit.setBalance(answer.balance);
      if (answer.draw.drawNo !== lastDraw) {
        lastDraw = answer.draw.drawNo;
        root.setAttribute('data-draw', String(lastDraw));
      }
      show();
    } catch (err) {
      fill(kit.error, refusalText(t, err));
    }
  };

  place.addEventListener('click', () => {
    if (!state || busy || slip.size === 0) return;
    const bets = [...slip].map(([value, stake]) => ({ value, stake }));
    busy = true;
    kit.busy(true);
    fill(kit.error);
    showSpots();
    void providerApi
      .wheelBet(view.session, newRequestId(), state.draw.drawNo, bets)
      .then((answer) => {
        kit.setBalance(answer.balance);
        slip.clear();
        fill(kit.result, t('wheel_placed', { draw: answer.bet.drawNo }));
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
        showSpots();
      });
  });
  clear.addEventListener('click', () => {
    slip.clear();
    showSpots();
  });

  fill(kit.result, t('wheel_pick'));
  fill(
    root,
    h(
      'div',
      { class: 'bp-table bp-wheel-table' },
      kit.header,
      h(
        'div',
        { class: 'bp-wheel-stage' },
        wheel,
        h('div', {}, countdown, h('p', { class: 'bp-note' }, t('wheel_hash'), ' ', hash)),
      ),
      spots,
      kit.controls([place, clear]),
      kit.error,
      h('h2', { class: 'bp-subtitle' }, t('wheel_my_bets')),
      myBets,
      h('h2', { class: 'bp-subtitle' }, t('wheel_recent')),
      recent,
      kit.rulesPanel(
        t('wheel_rules', {
          seconds: rules.periodMs / 1000,
          clientSeed: rules.clientSeed,
          rtp1: rules.rtpPercentByValue[1] ?? '',
          rtp6: rules.rtpPercentByValue[6] ?? '',
          rtp50: rules.rtpPercentByValue[50] ?? '',
        }),
      ),
    ),
  );
  showSpots();
  void refresh();
  let polled = Date.now();
  const timer = window.setInterval(() => {
    show();
    const closed = state !== null && Date.parse(state.draw.closesAt) <= Date.now() + offsetMs;
    if (closed || Date.now() - polled >= POLL_MS) {
      polled = Date.now();
      void refresh();
    }
  }, 1_000);
  window.addEventListener('pagehide', () => window.clearInterval(timer));
};
