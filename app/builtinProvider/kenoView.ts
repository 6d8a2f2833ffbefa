// Keno's screen: the 80 numbers to pick from (1 to 10), the stake, the draw of 20 numbers with
// the hits marked, the paytable of the picks made and the provably fair panel.

import { KENO_MAX_PICKS, KENO_NUMBERS } from '../../domain/casino/keno';
import { fill, h, gameButton } from './dom';
import { FairnessPanel, playRound } from './fairnessPanel';
import { newRequestId, providerApi } from './providerApi';
import { tableKit, type GameMount } from './tableKit';

export const mountKeno: GameMount = (root, view, title, t) => {
  const kit = tableKit(root, view, title, t);
  const picks = new Set<number>();
  const cells = new Map<number, HTMLButtonElement>();
  const board = h('div', { class: 'bp-keno-board', role: 'group', 'aria-label': t('keno_board') });
  const picked = h('output', { 'data-testid': 'keno-picked' });
  const paytable = h('div', { class: 'bp-keno-pays' });

  const showPaytable = () => {
    const table = view.keno?.paytableTenths[picks.size];
    if (!table) {
      fill(paytable, h('p', { class: 'bp-note' }, t('keno_pick_some', { max: KENO_MAX_PICKS })));
      return;
    }
    fill(
      paytable,
      h(
        'p',
        { class: 'bp-note' },
        t('keno_paytable_note', {
          picks: picks.size,
          rtp: view.keno?.rtpPercentByPicks[picks.size] ?? '',
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
            h('th', { scope: 'col' }, t('keno_hits')),
            h('th', { scope: 'col' }, t('keno_pays')),
          ),
        ),
        h(
          'tbody',
          {},
          ...Object.entries(table).map(([hits, tenths]) =>
            h('tr', {}, h('th', { scope: 'row' }, hits), h('td', {}, `×${tenths / 10}`)),
          ),
        ),
      ),
    );
  };

  const showPicks = () => {
    fill(picked, t('keno_picked', { count: picks.size, max: KENO_MAX_PICKS }));
    for (const [n, cell] of cells) cell.setAttribute('aria-pressed', String(picks.has(n)));
    play.disabled = picks.size === 0;
    showPaytable();
  };

  for (let n = 1; n <= KENO_NUMBERS; n += 1) {
    const cell = h(
      'button',
      {
        type: 'button',
        class: 'bp-keno-cell',
        'aria-pressed': 'false',
        'data-testid': `keno-${n}`,
      },
      String(n),
    );
    cell.addEventListener('click', () => {
      if (picks.has(n)) picks.delete(n);
      else if (picks.size < KENO_MAX_PICKS) picks.add(n);
      showPicks();
    });
    cells.set(n, cell);
    board.append(cell);
  }

  const clear = h('button', { type: 'button', class: 'bp-button' }, t('keno_clear'));
  clear.addEventListener('click', () => {
    picks.clear();
    showPicks();
  });
  const play = gameButton('builtin-spin', t('keno_play'), 'bp-button bp-spin');
  fill(kit.result, t('keno_pick_some', { max: KENO_MAX_PICKS }));
  const fairness = new FairnessPanel(view.session, view.engineKey, t, () => undefined);
  fairness.showSeed(view.seed);

  let playing = false;
  play.addEventListener('click', () => {
    if (playing || picks.size === 0) return;
    playing = true;
    play.disabled = true;
    for (const cell of cells.values()) cell.classList.remove('bp-keno-drawn', 'bp-keno-hit');
    void playRound(
      kit,
      fairness,
      t,
      providerApi.kenoPlay(view.session, newRequestId(), Number(kit.stake.value), [...picks]),
      ({ round }) => {
        for (const n of round.drawn) {
          cells.get(n)?.classList.add(picks.has(n) ? 'bp-keno-hit' : 'bp-keno-drawn');
        }
        kit.showEnd(
          round.win,
          t('keno_no_win', { hits: round.hits }),
          round.win > 0
            ? t('keno_won', { hits: round.hits, amount: kit.money(round.win) })
            : undefined,
        );
        return {
          played: { roundId: round.roundId, nonce: round.nonce, shownOutcome: round.drawn },
        };
      },
    ).finally(() => {
      playing = false;
      showPicks();
    });
  });

  fill(
    root,
    h(
      'div',
      { class: 'bp-table bp-keno' },
      kit.header,
      h('div', { class: 'bp-keno-top' }, board, paytable),
      kit.controls([picked, clear, play]),
      kit.error,
      fairness.element,
    ),
  );
  showPicks();
};
