// Evaluation of one slot spin: the window the reel stops show, each payline's left-to-right
// win (wilds substitute for line symbols), and the scatter pay anywhere.

import type { SlotMachine } from './slotMachine';

export interface SlotWin {
  /** Index into the paylines, -1 for the scatter pay, -2 for a ways win. */
  line: number;
  symbol: string;
  count: number;
  /** In minor units. */
  win: number;
  /** A ways win: how many ways the symbol runs. */
  ways?: number;
}

export interface SlotSpinResult {
  stops: number[];
  /** Reel by reel, top row first. */
  window: string[][];
  wins: SlotWin[];
  win: number;
}

/** The symbols a set of reel stops shows. */
export function slotWindow(machine: SlotMachine, stops: readonly number[]): string[][] {
  return machine.strips.map((strip, reel) => {
    const stop = stops[reel] ?? 0;
    const column: string[] = [];
    for (let row = 0; row < machine.rows; row += 1) {
      column.push(strip[(stop + row) % strip.length] ?? '');
    }
    return column;
  });
}

function pay(machine: SlotMachine, symbol: string, count: number): number {
  return machine.linePays[symbol]?.[count - 1] ?? 0;
}

/**
 * A line's pay in line bets, and what pays: the run of wilds from the left on its own (if the wild
 * pays), or the first line symbol with the wilds before and after it — whichever pays more.
 */
export function evaluateLine(
  machine: SlotMachine,
  symbols: readonly string[],
): { symbol: string; count: number; pays: number } {
  const { wild, scatter } = machine;
  let wildRun = 0;
  while (wildRun < symbols.length && symbols[wildRun] === wild) wildRun += 1;
  const wildPays = pay(machine, wild, wildRun);
  const lineSymbol = symbols[wildRun];
  let symbolRun = 0;
  let symbolPays = 0;
  if (lineSymbol !== undefined && lineSymbol !== scatter) {
    symbolRun = wildRun;
    while (
      symbolRun < symbols.length &&
      (symbols[symbolRun] === lineSymbol || symbols[symbolRun] === wild)
    ) {
      symbolRun += 1;
    }
    symbolPays = pay(machine, lineSymbol, symbolRun);
  }
  if (symbolPays >= wildPays && symbolPays > 0 && lineSymbol !== undefined) {
    return { symbol: lineSymbol, count: symbolRun, pays: symbolPays };
  }
  return { symbol: wild, count: wildRun, pays: wildPays };
}

export function scatterCount(machine: SlotMachine, window: readonly (readonly string[])[]): number {
  let count = 0;
  for (const column of window)
    for (const symbol of column) if (symbol === machine.scatter) count += 1;
  return count;
}

/** The scatter pay for a count, in total stakes (counts beyond the table pay its last entry). */
export function scatterPay(machine: SlotMachine, count: number): number {
  const table = machine.scatterPays;
  if (table.length === 0) return 0;
  return table[Math.min(count, table.length - 1)] ?? 0;
}

/**
 * A ways machine's pay for one symbol (not the scatter): the reels it runs from the left (each
 * showing it or a wild) and the ways (the product of those cells per reel), in coins per way.
 */
export function evaluateWays(
  machine: SlotMachine,
  window: readonly (readonly string[])[],
  symbol: string,
): { count: number; ways: number; pays: number } {
  let count = 0;
  let ways = 1;
  for (const column of window) {
    const cells = column.filter((s) => s === symbol || s === machine.wild).length;
    if (cells === 0) break;
    count += 1;
    ways *= cells;
  }
  const pays = count === 0 ? 0 : pay(machine, symbol, count);
  return { count, ways: pays > 0 ? ways : 0, pays };
}

/** The whole spin for a stake (minor units, a multiple of the payline count). */
export function evaluateSpin(
  machine: SlotMachine,
  stops: readonly number[],
  stake: number,
): SlotSpinResult {
  const window = slotWindow(machine, stops);
  const lineBet = stake / machine.paylines.length;
  const wins: SlotWin[] = [];
  if (machine.waysCoins !== undefined) {
    const coin = stake / machine.waysCoins;
    for (const symbol of Object.keys(machine.linePays)) {
      if (symbol === machine.wild || symbol === machine.scatter) continue;
      const result = evaluateWays(machine, window, symbol);
      if (result.pays > 0) {
        const win = result.pays * result.ways * coin;
        wins.push({ line: -2, symbol, count: result.count, win, ways: result.ways });
      }
    }
  }
  machine.paylines.forEach((rowsOfLine, line) => {
    const symbols = rowsOfLine.map((row, reel) => window[reel]?.[row] ?? '');
    const result = evaluateLine(machine, symbols);
    if (result.pays > 0) {
      wins.push({ line, symbol: result.symbol, count: result.count, win: result.pays * lineBet });
    }
  });
  const scatters = scatterCount(machine, window);
  const scatterMultiple = scatterPay(machine, scatters);
  if (scatterMultiple > 0) {
    wins.push({ line: -1, symbol: machine.scatter, count: scatters, win: scatterMultiple * stake });
  }
  return {
    stops: [...stops],
    window,
    wins,
    win: wins.reduce((sum, w) => sum + w.win, 0),
  };
}
