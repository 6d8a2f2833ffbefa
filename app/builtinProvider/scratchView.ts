// Scratch cards' screen: the prize table with its chances, the stake, buy, the ticket's nine
// cells (covered until scratched one by one or all at once; physical order in every language),
// the prize once every cell is open, the rules and the provably fair panel. The ticket is settled
// by the server when bought; scratching only shows it.
import type { ScratchRoundView } from '../../domain/casino/builtinGames';
import { SCRATCH_CELLS } from '../../domain/casino/scratchCards';
import { fill, h } from './dom';
import { newRequestId, providerApi } from './providerApi';
import { steppedScreen } from './steppedView';
import type { GameMount } from './tableKit';

/** The symbols' glyphs, 1–7 (the prize table's order, the top prize first). */
const GLYPHS = ['', '♛', '◆', '★', '♣', '♥', '♠', '●'];

export const mountScratch: GameMount = (root, view, title, t) => {
  const rules = view.scratch;
  let open: boolean[] = [];
  const screen = steppedScreen<ScratchRoundView>(root, view, title, t, {
    isOver: () => true,
    onRound: () => {
      open = Array.from({ length: SCRATCH_CELLS }, () => false);
    },
    show: () => show(),
  });
  const { kit, run, button } = screen;
  const buy = button('scratch-buy', t('scratch_buy'), true);
  const revealAll = button('scratch-reveal', t('scratch_reveal'));
  const cells: HTMLButtonElement[] = [];
  const grid = h('div', {
    class: 'bp-scratch-grid',
    dir: 'ltr',
    role: 'group',
    'aria-label': t('scratch_ticket'),
    'data-testid': 'scratch-ticket',
  });

  const show = () => {
    const ticket = screen.round();
    const busy = screen.busy();
    const revealed = ticket !== null && open.every(Boolean);
    buy.disabled = busy || (ticket !== null && !revealed);
    kit.stake.disabled = busy || (ticket !== null && !revealed);
    revealAll.disabled = busy || ticket === null || revealed;
    cells.forEach((cell, i) => {
      const symbol = ticket?.cells[i] ?? 0;
      const shown = ticket !== null && open[i] === true;
      const winning = revealed && symbol === ticket?.symbol;
      cell.disabled = busy || ticket === null || shown;
      cell.className = `bp-scratch-cell${shown ? ' bp-scratch-open' : ''}${winning ? ' bp-scratch-win' : ''}`;
      cell.setAttribute('data-symbol', shown ? String(symbol) : '');
      fill(cell, shown ? (GLYPHS[symbol] ?? '') : '');
      cell.setAttribute(
        'aria-label',
        `${t('scratch_cell', { row: Math.floor(i / 3) + 1, column: (i % 3) + 1 })}: ${
          shown ? (GLYPHS[symbol] ?? '') : t('scratch_covered')
        }`,
      );
    });
    if (!ticket) return;
    if (!revealed) {
      fill(kit.result, t('scratch_scratch'));
      kit.result.removeAttribute('data-amount');
      return;
    }
    kit.showEnd(ticket.win, t('no_win'));
  };

  for (let i = 0; i < SCRATCH_CELLS; i += 1) {
    const cell = h('button', {
      type: 'button',
      class: 'bp-scratch-cell',
      'data-testid': `scratch-cell-${i}`,
    });
    cell.addEventListener('click', () => {
      if (screen.round() === null) return;
      open[i] = true;
      show();
    });
    cells.push(cell);
    grid.append(cell);
  }
  buy.addEventListener('click', () =>
    run(() => providerApi.scratchBuy(view.session, newRequestId(), Number(kit.stake.value))),
  );
  revealAll.addEventListener('click', () => {
    open = open.map(() => true);
    show();
  });

  const total = rules?.totalWeight ?? 1;
  const prizes = h(
    'table',
    { class: 'bp-poker-pays', 'data-testid': 'scratch-prizes' },
    h(
      'thead',
      {},
      h(
        'tr',
        {},
        h('th', { scope: 'col' }, t('symbol')),
        h('th', { scope: 'col' }, t('scratch_prize')),
        h('th', { scope: 'col' }, t('scratch_chance')),
      ),
    ),
    h(
      'tbody',
      {},
      ...(rules?.prizes ?? []).map((prize) =>
        h(
          'tr',
          {},
          h('th', { scope: 'row' }, t('scratch_symbol', { symbol: GLYPHS[prize.symbol] ?? '' })),
          h('td', {}, `×${prize.pays}`),
          h('td', {}, `1 : ${Number((total / prize.weight).toFixed(2))}`),
        ),
      ),
    ),
  );
  screen.mount({
    className: 'bp-scratch',
    felt: [grid, prizes],
    controls: [buy, revealAll],
    rules: t('scratch_rules', { rtp: rules?.rtpPercent ?? '' }),
    place: t('scratch_place'),
  });
};
