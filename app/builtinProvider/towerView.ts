// The tower's screen: its floors, the top one first, each with its multiplier and three doors
// (physical order in every language); the doors of the floor to climb open to a click, the floors
// climbed show the door chosen and the trap; the stake, start, cash out with the multiplier
// reached, the rules (the same return for every way to play) and the provably fair panel.
import type { TowerRoundView } from '../../domain/casino/builtinGames';
import { h, gameButton } from './dom';
import { formatAmount } from './money';
import { providerApi } from './providerApi';
import { steppedScreen } from './steppedView';
import type { GameMount } from './tableKit';

export const mountTower: GameMount = (root, view, title, t) => {
  const rules = view.tower;
  const floors = rules?.floors ?? 0;
  const doorCount = rules?.doors ?? 3;
  const multipliers = rules?.multipliersX100 ?? [];
  const screen = steppedScreen<TowerRoundView>(root, view, title, t, {
    openRound: rules?.openRound ?? null,
    isOver: (r) => r.phase !== 'playing',
    show: () => show(),
  });
  const { move, button } = screen;
  const start = screen.startButton('tower-start', t('tower_start'), (id, stake) =>
    providerApi.towerStart(view.session, id, stake),
  );
  const cashOut = button('tower-cash-out', t('cash_out'));

  const act = (action: string) =>
    move('playing', (id) => providerApi.towerAction(view.session, id, action));
  const doors: HTMLButtonElement[][] = [];
  const rows: HTMLElement[] = [];
  for (let floor = 0; floor < floors; floor += 1) {
    const row: HTMLButtonElement[] = [];
    for (let door = 0; door < doorCount; door += 1) {
      const b = gameButton(`tower-door-${floor}-${door}`, String(door + 1), 'bp-pick');
      b.addEventListener('click', () => act(`door_${door}`));
      row.push(b);
    }
    doors.push(row);
    rows.push(
      h(
        'div',
        {
          class: 'bp-tower-floor',
          role: 'group',
          'aria-label': t('tower_floor', {
            floor: floor + 1,
            multiplier: formatAmount(multipliers[floor] ?? 0, 2),
          }),
          'data-testid': `tower-floor-${floor}`,
        },
        h('span', { class: 'bp-tower-multiplier' }, `×${formatAmount(multipliers[floor] ?? 0, 2)}`),
        h('div', { class: 'bp-pick-row', dir: 'ltr' }, ...row),
      ),
    );
  }
  const tower = h(
    'div',
    { class: 'bp-tower', 'aria-label': t('tower_name'), 'data-testid': 'tower' },
    ...[...rows].reverse(),
  );

  const show = () => {
    const round = screen.round();
    const busy = screen.busy();
    const playing = round?.phase === 'playing';
    const climbed = round?.picks.length ?? 0;
    cashOut.disabled = busy || !playing || climbed === 0;
    doors.forEach((row, floor) => {
      rows[floor]!.classList.toggle('bp-tower-current', playing && floor === climbed);
      row.forEach((b, door) => {
        b.disabled = busy || !playing || floor !== climbed;
        const picked = round?.picks[floor] === door;
        const trap = round?.traps[floor] === door;
        b.classList.toggle('bp-pick-win', picked && !trap);
        b.classList.toggle('bp-pick-lost', trap);
        b.setAttribute('aria-pressed', String(picked));
        b.setAttribute('data-trap', String(trap));
        b.setAttribute(
          'aria-label',
          `${t('tower_door', { door: door + 1 })}${trap ? `: ${t('tower_trap')}` : ''}`,
        );
      });
    });
    if (!round) return;
    const next = formatAmount(round.nextX100, 2);
    screen.showCashable(round, {
      moved: climbed > 0,
      hint: t('tower_first'),
      reached: (vars) => t('tower_reached', { ...vars, next }),
      lost: t('tower_lost'),
    });
  };

  cashOut.addEventListener('click', () => act('cash_out'));

  screen.mount({
    className: 'bp-tower-game',
    felt: [tower],
    controls: [start, cashOut],
    rules: t('tower_rules', { floors, rtp: rules?.rtpPercent ?? '' }),
    place: t('tower_place'),
  });
};
