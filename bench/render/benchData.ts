// The page both variants render: 20 sections of 49 odds rows (20 + 980 = 1,000 widgets).
import { createContext } from 'react';

export const SECTIONS = 20;
export const ROWS_PER_SECTION = 49;

export interface OddsRowData {
  name: string;
  odds: [number, number, number];
}

/** rows[section][row]: replaced as a whole for a "re-render with new data". */
export type BenchData = OddsRowData[][];

export function makeData(version: number): BenchData {
  return Array.from({ length: SECTIONS }, (_, s) =>
    Array.from({ length: ROWS_PER_SECTION }, (_, r) => ({
      name: `Team ${s}-${r} v Team ${r}-${s}`,
      odds: [1.5 + ((s + r + version) % 7) / 10, 3.2 + (version % 5) / 10, 2.4 + (r % 9) / 10],
    })),
  );
}

export const BenchDataContext = createContext<BenchData>([]);
