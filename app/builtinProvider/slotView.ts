// The slot's screen: five reels of three symbols in a cabinet, stake selector, spin, the win, the
// paytable, and the provably fair panel. A spin is one request; the reels run while it is on its
// way and stop one by one on the stops the server answered.
import type { SlotRoundView } from '../../domain/casino/builtinGames';
import { SLOT_MACHINES } from '../../domain/casino/slotMachines';
import { slotWindow } from '../../domain/casino/slotSpin';
import { fill, h, gameButton } from './dom';
import { FairnessPanel } from './fairnessPanel';
import { newRequestId, providerApi } from './providerApi';
import { symbolArt } from './symbols';
import { stakeSelect, titleBar, type GameMount } from './tableKit';
import { refusalText } from './texts';

const STOP_GAP_MS = 140;

export const mountSlot: GameMount = (root, view, title, t) => {
  const machine = SLOT_MACHINES[view.engineKey];
  const table = view.slot;
  if (!machine || !table) throw new Error(`no slot machine ${view.engineKey}`);
  const { money, header, setBalance } = titleBar(view, title, t);

  // Reels: cells[reel][row].
  const cells: HTMLElement[][] = [];
  const reels = h('div', { class: 'bp-reels', role: 'group', 'aria-label': t('reels') });
  for (let reel = 0; reel < table.reels; reel += 1) {
    const column = h('div', { class: 'bp-reel' });
    cells.push([]);
    for (let row = 0; row < table.rows; row += 1) {
      const cell = h('div', { class: 'bp-cell', role: 'img' });
      cells[reel]!.push(cell);
      column.append(cell);
    }
    reels.append(column);
  }
  const showWindow = (window: readonly (readonly string[])[], winning = new Set<string>()) => {
    window.forEach((column, reel) =>
      column.forEach((symbol, row) => {
        const cell = cells[reel]?.[row];
        if (!cell) return;
        fill(cell, symbolArt(symbol));
        cell.setAttribute('aria-label', t(`symbol_${symbol}`));
        cell.setAttribute('data-symbol', symbol);
        cell.classList.toggle('bp-cell-win', winning.has(`${reel}:${row}`));
      }),
    );
  };
  showWindow(
    slotWindow(
      machine,
      machine.strips.map((_, i) => i * 7),
    ),
  );

  const stake = stakeSelect(view);
  const spin = gameButton('builtin-spin', t('spin'), 'bp-button bp-spin');
  const win = h('output', { class: 'bp-win', role: 'status', 'data-testid': 'builtin-win' });
  fill(win, t('place_stake'));
  const error = h('p', { class: 'bp-error', role: 'alert', 'data-testid': 'builtin-error' });

  const fairness = new FairnessPanel(view.session, view.engineKey, t, () => undefined);
  fairness.showSeed(view.seed);

  const paytable = h(
    'details',
    { class: 'bp-paytable' },
    h('summary', {}, t('paytable')),
    h(
      'p',
      { class: 'bp-note' },
      table.waysCoins === undefined
        ? t('paytable_note', { lines: table.paylines.length, rtp: table.rtpPercent })
        : t('ways_note', {
            ways: table.rows ** table.reels,
            coins: table.waysCoins,
            rtp: table.rtpPercent,
          }),
    ),
    h(
      'table',
      {},
      h(
        'thead',
        {},
        h(
          'tr',
          {},
          h('th', { scope: 'col' }, t('symbol')),
          ...[2, 3, 4, 5].map((n) => h('th', { scope: 'col' }, `×${n}`)),
        ),
      ),
      h(
        'tbody',
        {},
        ...Object.entries(table.linePays).map(([symbol, pays]) =>
          h(
            'tr',
            {},
            h(
              'th',
              { scope: 'row' },
              h('span', { class: 'bp-mini' }, symbolArt(symbol)),
              t(`symbol_${symbol}`),
            ),
            ...[2, 3, 4, 5].map((n) => h('td', {}, pays[n - 1] ? String(pays[n - 1]) : '—')),
          ),
        ),
        h(
          'tr',
          {},
          h(
            'th',
            { scope: 'row' },
            h('span', { class: 'bp-mini' }, symbolArt(table.scatter)),
            t(`symbol_${table.scatter}`),
          ),
          ...[2, 3, 4, 5].map((n) =>
            h('td', {}, table.scatterPays[n] ? `${table.scatterPays[n]}×` : '—'),
          ),
        ),
      ),
    ),
    h('p', { class: 'bp-note' }, t('wild_note', { wild: t(`symbol_${table.wild}`) })),
    h('p', { class: 'bp-note' }, t('scatter_note', { scatter: t(`symbol_${table.scatter}`) })),
  );

  const shown = (round: SlotRoundView) => {
    const winning = new Set<string>();
    for (const w of round.wins) {
      if (w.line === -2) {
        // A ways win: the symbol's cells (and the wilds) on the reels it runs.
        round.window
          .slice(0, w.count)
          .forEach((column, reel) =>
            column.forEach(
              (symbol, row) =>
                (symbol === w.symbol || symbol === table.wild) && winning.add(`${reel}:${row}`),
            ),
          );
        continue;
      }
      if (w.line < 0) {
        round.window.forEach((column, reel) =>
          column.forEach((symbol, row) => symbol === w.symbol && winning.add(`${reel}:${row}`)),
        );
        continue;
      }
      const rows = table.paylines[w.line] ?? [];
      for (let reel = 0; reel < w.count; reel += 1) winning.add(`${reel}:${rows[reel]}`);
    }
    return winning;
  };

  let spinning = false;
  spin.addEventListener('click', () => {
    if (spinning) return;
    spinning = true;
    spin.disabled = true;
    stake.disabled = true;
    fill(error);
    fill(win, t('spinning'));
    reels.classList.add('bp-reels-spinning');
    root.setAttribute('aria-busy', 'true');
    const amount = Number(stake.value);
    void providerApi
      .spin(view.session, amount, newRequestId())
      .then(async (answer) => {
        // The reels stop left to right on the server's stops.
        for (let reel = 0; reel < table.reels; reel += 1) {
          await new Promise((resolve) => setTimeout(resolve, STOP_GAP_MS));
          reels.children[reel]?.classList.add('bp-reel-stopped');
        }
        showWindow(answer.round.window, shown(answer.round));
        setBalance(answer.balance);
        fill(
          win,
          answer.round.win > 0 ? t('you_won', { amount: money(answer.round.win) }) : t('no_win'),
        );
        win.setAttribute('data-amount', String(answer.round.win));
        fairness.showSeed(answer.seed);
        fairness.played(
          {
            roundId: answer.round.roundId,
            nonce: answer.round.nonce,
            shownOutcome: answer.round.stops,
          },
          false,
        );
        root.setAttribute('data-rounds', String(Number(root.getAttribute('data-rounds') ?? 0) + 1));
      })
      .catch((err: unknown) => {
        fill(error, refusalText(t, err));
        fill(win, '');
      })
      .finally(() => {
        reels.classList.remove('bp-reels-spinning');
        for (const column of Array.from(reels.children)) column.classList.remove('bp-reel-stopped');
        spinning = false;
        spin.disabled = false;
        stake.disabled = false;
        root.setAttribute('aria-busy', 'false');
      });
  });

  fill(
    root,
    h(
      'div',
      { class: 'bp-slot' },
      header,
      h('div', { class: 'bp-cabinet' }, reels),
      h(
        'div',
        { class: 'bp-controls' },
        h('label', { for: 'bp-stake', class: 'bp-label' }, t('stake')),
        stake,
        spin,
        win,
      ),
      error,
      paytable,
      fairness.element,
    ),
  );
};
