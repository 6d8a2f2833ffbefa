// The two lists under a game drawn on a schedule (the money wheel, bingo, virtual football, the
// live tables): the session's bets with their wins, and the last draws with their revealed seeds,
// each verifiable in the browser.
import { gameButton, h } from './dom';
import type { TableKit } from './tableKit';
import type { Texts } from './texts';

/** A bet of the session: its line, then its win, no win, or `waiting` while its draw is open. */
export function betItem(
  prefix: string,
  bet: { drawNo: number; settled: boolean; win: number },
  line: (Node | string)[],
  waiting: string,
  kit: TableKit,
  t: Texts,
): HTMLLIElement {
  return h(
    'li',
    { 'data-testid': `${prefix}-bet-${bet.drawNo}`, 'data-win': bet.settled ? bet.win : '' },
    ...line,
    ' ',
    bet.settled
      ? bet.win > 0
        ? t('you_won', { amount: kit.money(bet.win) })
        : t('no_win')
      : waiting,
  );
}

/** A closed draw: its result, its revealed seed and a button that verifies it into an output. */
export function drawItem(
  prefix: string,
  draw: { drawNo: number; serverSeed: string | null },
  result: string,
  verify: (out: HTMLElement) => Promise<void>,
  t: Texts,
): HTMLLIElement {
  const out = h('output', { 'data-testid': `${prefix}-verified-${draw.drawNo}` });
  const button = gameButton(`${prefix}-verify-${draw.drawNo}`, t('wheel_verify'), 'bp-link');
  button.addEventListener('click', () => void verify(out));
  return h(
    'li',
    { 'data-testid': `${prefix}-draw-${draw.drawNo}` },
    result,
    ' ',
    h('code', { class: 'bp-hash' }, draw.serverSeed ?? ''),
    ' ',
    button,
    ' ',
    out,
  );
}
