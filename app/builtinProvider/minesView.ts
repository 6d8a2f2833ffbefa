// Mines' screen: the 5 × 5 field (tiles keep their physical order in every language), the stake
// and the count of mines, start, cash out with the multiplier reached, the next multiplier, the
// mines shown once the round is over, the rules and the provably fair panel.
import type { MinesRoundView } from '../../domain/casino/builtinGames';
import { MINES_TILES } from '../../domain/casino/mines';
import { fill, h } from './dom';
import { formatAmount } from './money';
import { providerApi } from './providerApi';
import { steppedScreen } from './steppedView';
import type { GameMount } from './tableKit';

export const mountMines: GameMount = (root, view, title, t) => {
  const rules = view.mines;
  const screen = steppedScreen<MinesRoundView>(root, view, title, t, {
    openRound: rules?.openRound ?? null,
    isOver: (r) => r.phase !== 'playing',
    show: () => show(),
  });
  const { move, button } = screen;
  const count = h('select', { id: 'bp-mines', class: 'bp-select', 'data-testid': 'mines-count' });
  for (const n of rules?.choices ?? []) count.append(h('option', { value: n }, String(n)));
  count.value = String(rules?.choices.includes(3) ? 3 : (rules?.choices[0] ?? 1));
  const start = screen.startButton('mines-start', t('mines_start'), (id, stake) =>
    providerApi.minesStart(view.session, id, stake, Number(count.value)),
  );
  const cashOut = button('mines-cash-out', t('cash_out'));
  const next = h('output', { 'data-testid': 'mines-next' });
  const tiles: HTMLButtonElement[] = [];
  const field = h('div', {
    class: 'bp-mines-field',
    dir: 'ltr',
    role: 'group',
    'aria-label': t('mines_field'),
  });

  const multipliers = (mines: number) => rules?.multipliersX100[mines] ?? [];

  const show = () => {
    const round = screen.round();
    const busy = screen.busy();
    const playing = round?.phase === 'playing';
    count.disabled = playing || busy;
    cashOut.disabled = busy || !playing || (round?.opened.length ?? 0) === 0;
    const mines = new Set(round?.mineTiles ?? []);
    tiles.forEach((tile, i) => {
      const open = round?.opened.includes(i) ?? false;
      const mine = mines.has(i);
      tile.disabled = busy || !playing || open;
      tile.className = `bp-mines-tile${open ? ' bp-mines-safe' : ''}${mine ? ' bp-mines-mine' : ''}${round?.hit === i ? ' bp-mines-hit' : ''}`;
      tile.setAttribute('data-state', mine ? 'mine' : open ? 'safe' : 'closed');
      tile.textContent = mine ? '✹' : open ? '◆' : '';
    });
    const mineCount = round?.mines ?? Number(count.value);
    const k = round?.opened.length ?? 0;
    const upcoming = multipliers(mineCount)[playing ? k : 0];
    fill(
      next,
      upcoming === undefined ? '' : t('mines_next', { multiplier: formatAmount(upcoming, 2) }),
    );
    if (!round) return;
    screen.showCashable(round, {
      moved: k > 0,
      hint: t('mines_open_one'),
      reached: (vars) => t('mines_reached', vars),
      lost: t('mines_boom'),
    });
  };

  for (let i = 0; i < MINES_TILES; i += 1) {
    const tile = h('button', {
      type: 'button',
      class: 'bp-mines-tile',
      'data-testid': `mines-tile-${i}`,
      'aria-label': t('mines_tile', { row: Math.floor(i / 5) + 1, column: (i % 5) + 1 }),
    });
    tile.addEventListener('click', () =>
      move('playing', (id) => providerApi.minesAction(view.session, id, 'open', i)),
    );
    tiles.push(tile);
    field.append(tile);
  }
  cashOut.addEventListener('click', () =>
    move('playing', (id) => providerApi.minesAction(view.session, id, 'cash_out')),
  );
  count.addEventListener('change', show);

  screen.mount({
    className: 'bp-mines',
    felt: [field],
    controls: [
      h('label', { for: 'bp-mines', class: 'bp-label' }, t('mines_count')),
      count,
      start,
      cashOut,
      next,
    ],
    rules: t('mines_rules'),
    place: t('mines_place'),
  });
};
