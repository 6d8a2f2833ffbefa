// The money wheel's screen (TV games): the wheel every viewer sees and chips on the segment
// values; the schedule, bets list and verification are scheduleView.ts's.
import { fill, h, svg } from './dom';
import { newRequestId, providerApi } from './providerApi';
import { mountSchedule, scheduleRules } from './scheduleView';
import type { GameMount } from './tableKit';

type WheelBet = { value: number; stake: number };

const COLOURS: Record<number, string> = {
  0: '#111827',
  1: '#facc15',
  3: '#38bdf8',
  6: '#a78bfa',
  12: '#f472b6',
  25: '#34d399',
  50: '#f97316',
};

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
  mountSchedule<WheelBet>(root, view, title, t, (kit, _refreshNow, choiceChanged) => {
    const { element: wheel, turn } = wheelSvg(rules.segments);
    const slip = new Map<number, number>();
    const spots = h('div', { class: 'bp-wheel-spots', 'data-testid': 'wheel-spots' });
    const clear = h('button', { type: 'button', class: 'bp-button' }, t('wheel_clear'));
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
      choiceChanged();
    };
    const cleared = () => {
      slip.clear();
      showSpots();
    };
    clear.addEventListener('click', cleared);
    showSpots();
    fill(kit.result, t('wheel_pick'));

    return {
      prefix: 'wheel',
      words: 'wheel',
      state: (session) => providerApi.wheelState(session),
      hasChoice: () => slip.size > 0,
      place: (drawNo) => {
        if (slip.size === 0) return null;
        const bets = [...slip].map(([value, stake]) => ({ value, stake }));
        return providerApi.wheelBet(view.session, newRequestId(), drawNo, bets);
      },
      dial: wheel,
      stage: spots,
      moreControls: [clear],
      render: (state) => {
        const segment = state.recent[0]?.outcome?.[0];
        if (segment === undefined || segment === shownSegment) return;
        shownSegment = segment;
        turn.style.transform = `rotate(${-((segment + 0.5) * 360) / rules.segments.length}deg)`;
        root.setAttribute('data-last-draw', String(state.recent[0]!.drawNo));
      },
      countdown: (draw, seconds) => t('wheel_countdown', { draw, seconds }),
      betLine: (bet) => [
        t('wheel_bet_line', {
          draw: bet.drawNo,
          bets: bet.bets.map((b) => `${b.value}: ${kit.money(b.stake)}`).join(', '),
        }),
      ],
      result: (draw) =>
        t('wheel_result', {
          draw: draw.drawNo,
          value: label(rules.segments[draw.outcome?.[0] ?? 0] ?? 0),
        }),
      placeLabel: t('wheel_place'),
      placed: (answer) => t('wheel_placed', { draw: answer.bet.drawNo }),
      rules: scheduleRules(t, 'wheel_rules', rules, {
        rtp1: rules.rtpPercentByValue[1] ?? '',
        rtp6: rules.rtpPercentByValue[6] ?? '',
        rtp50: rules.rtpPercentByValue[50] ?? '',
      }),
      cleared,
    };
  });
};
