// What the table games' screens (roulette, blackjack, keno) share: the title bar with the
// balance and the stake selector (the crash and slot screens use these two as well), the result and error lines, and the round counter tests read.
import type { BuiltinSessionView } from '../../domain/casino/builtinGames';
import { h } from './dom';
import { formatAmount, formatMoney } from './money';
import type { Texts } from './texts';

/** How main.ts mounts a game's screen into `root`: the session's view, the game's title, the words. */
export type GameMount = (
  root: HTMLElement,
  view: BuiltinSessionView,
  title: string,
  t: Texts,
) => void;

export interface TableKit {
  money: (minor: number) => string;
  header: HTMLElement;
  setBalance: (minor: number) => void;
  stake: HTMLSelectElement;
  result: HTMLOutputElement;
  error: HTMLParagraphElement;
  /** Marks the frame busy (aria-busy) while a request is on its way. */
  busy: (on: boolean) => void;
  countRound: () => void;
  /** A round's end on the result line: `text` (else "you won" for a win), its win for tests. */
  showEnd: (win: number, noWin: string, text?: string) => void;
  /** The controls row: the stake (labelled `stakeLabel`), the game's controls, the result line. */
  controls: (controls: (Node | null)[], stakeLabel?: string) => HTMLElement;
  /** The rules (and `more`, a table of figures), folded under "Rules". */
  rulesPanel: (text: string, ...more: (Node | null)[]) => HTMLElement;
}

/** The title bar: the game's title, the demo badge and the balance (set by `setBalance`). */
export function titleBar(
  view: BuiltinSessionView,
  title: string,
  t: Texts,
): Pick<TableKit, 'money' | 'header' | 'setBalance'> {
  const money = (minor: number) => formatMoney(minor, view.minorUnitDigits, view.currency);
  const balanceOut = h('output', { class: 'bp-balance-amount', 'data-testid': 'builtin-balance' });
  const setBalance = (minor: number) => {
    balanceOut.textContent = money(minor);
    balanceOut.setAttribute('data-amount', String(minor));
  };
  setBalance(view.balance);
  const header = h(
    'header',
    { class: 'bp-top' },
    h('h1', {}, title),
    view.mode === 'demo' ? h('span', { class: 'bp-badge' }, t('demo')) : null,
    h('p', { class: 'bp-balance' }, h('span', {}, t('balance')), ' ', balanceOut),
  );
  return { money, header, setBalance };
}

/** The stake selector: the session's stakes, the first of at least 100 minor units chosen. */
export function stakeSelect(view: BuiltinSessionView): HTMLSelectElement {
  const stake = h('select', { id: 'bp-stake', class: 'bp-select', 'data-testid': 'builtin-stake' });
  for (const amount of view.stakes) {
    stake.append(h('option', { value: amount }, formatAmount(amount, view.minorUnitDigits)));
  }
  stake.value = String(view.stakes.find((s) => s >= 100) ?? view.stakes[0]);
  return stake;
}

export function tableKit(
  root: HTMLElement,
  view: BuiltinSessionView,
  title: string,
  t: Texts,
): TableKit {
  const { money, header, setBalance } = titleBar(view, title, t);
  const stake = stakeSelect(view);
  const result = h('output', { class: 'bp-win', role: 'status', 'data-testid': 'builtin-win' });
  const error = h('p', { class: 'bp-error', role: 'alert', 'data-testid': 'builtin-error' });
  return {
    money,
    header,
    setBalance,
    stake,
    result,
    error,
    busy: (on) => root.setAttribute('aria-busy', String(on)),
    countRound: () =>
      root.setAttribute('data-rounds', String(Number(root.getAttribute('data-rounds') ?? 0) + 1)),
    controls: (controls, stakeLabel = t('stake')) =>
      h(
        'div',
        { class: 'bp-controls' },
        h('label', { for: 'bp-stake', class: 'bp-label' }, stakeLabel),
        stake,
        ...controls,
        result,
      ),
    rulesPanel: (text, ...more) =>
      h(
        'details',
        { class: 'bp-paytable' },
        h('summary', {}, t('rules')),
        h('p', { class: 'bp-note' }, text),
        ...more,
      ),
    showEnd: (win, noWin, text) => {
      result.textContent = text ?? (win > 0 ? t('you_won', { amount: money(win) }) : noWin);
      result.setAttribute('data-amount', String(win));
    },
  };
}
