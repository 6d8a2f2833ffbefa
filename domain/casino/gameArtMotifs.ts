// How each kind of game art (gameArtKind.ts) is drawn in the art's 320 × 240 box, with details
// (symbols, numbers, angles, counts) taken from a seeded generator, so two games of one kind
// differ. Pure: the same game gives the same markup.
import type { GameArtMotif } from './gameArtKind';
import { CREAM, INK, TOY_COLOURS, ball, gem, r1, star, suit, text } from './gameArtShapes';
import { seededRandom } from './seededRandom';

export interface MotifColours {
  from: string;
  to: string;
  accent: string;
}

interface Pen {
  random: () => number;
  colours: MotifColours;
  /** An integer in [min, max]. */
  int: (min: number, max: number) => number;
  pick: <T>(items: readonly T[]) => T;
}

function reels(pen: Pen): string {
  const { colours, int, pick } = pen;
  const symbols: ((x: number, y: number) => string)[] = [
    (x, y) => text(x, y + 8, 24, '#d32f2f', '7'),
    (x, y) => gem(x, y, 10, colours.accent),
    (x, y) => star(x, y, 12, '#f9a825'),
    (x, y) =>
      `<circle cx="${x - 5}" cy="${y + 4}" r="6" fill="#c62828"/><circle cx="${x + 6}" cy="${y + 5}" r="6" fill="#c62828"/><path d="M${x - 5} ${y - 2}Q${x} ${y - 14} ${x + 8} ${y - 12}M${x + 6} ${y - 1}Q${x + 6} ${y - 8} ${x + 8} ${y - 12}" stroke="#2e7d32" stroke-width="2" fill="none"/>`,
    (x, y) =>
      `<rect x="${x - 15}" y="${y - 8}" width="30" height="16" rx="3" fill="${INK}"/>${text(x, y + 4.5, 11, CREAM, 'BAR')}`,
    (x, y) => `<ellipse cx="${x}" cy="${y}" rx="12" ry="9" fill="#fdd835"/>`,
    (x, y) =>
      `<circle cx="${x}" cy="${y}" r="11" fill="#f9a825" stroke="#ffe082" stroke-width="3"/>`,
  ];
  const win = pen.random() < 0.5 ? int(0, symbols.length - 1) : -1;
  const parts = [
    `<rect x="62" y="28" width="196" height="130" rx="16" fill="${INK}" fill-opacity="0.55" stroke="${colours.accent}" stroke-width="4"/>`,
  ];
  for (let column = 0; column < 3; column += 1) {
    const x = 104 + column * 56;
    parts.push(
      `<rect x="${x - 24}" y="38" width="48" height="110" rx="6" fill="${CREAM}"/>`,
      `<line x1="${x - 24}" y1="75" x2="${x + 24}" y2="75" stroke="${INK}" stroke-opacity="0.12"/><line x1="${x - 24}" y1="111" x2="${x + 24}" y2="111" stroke="${INK}" stroke-opacity="0.12"/>`,
    );
    for (let row = 0; row < 3; row += 1) {
      const draw = row === 1 && win >= 0 ? symbols[win]! : pick(symbols);
      parts.push(draw(x, 57 + row * 36));
    }
  }
  parts.push(
    `<path d="M56 93h8M256 93h8" stroke="${colours.accent}" stroke-width="6" stroke-linecap="round"/>`,
  );
  return parts.join('');
}

function wheel(pen: Pen, roulette: boolean): string {
  const { colours, int, random } = pen;
  const cx = 160;
  const cy = 96;
  const radius = 74;
  const count = roulette ? 18 : pen.pick([8, 10, 12, 16]);
  const turn = random() * Math.PI * 2;
  const palette = roulette
    ? ['#c62828', '#1b1b1b']
    : [colours.accent, CREAM, TOY_COLOURS[int(0, TOY_COLOURS.length - 1)]!, colours.to];
  const green = roulette ? int(0, count - 1) : -1;
  const at = (angle: number, r: number) =>
    `${r1(cx + Math.cos(angle) * r)} ${r1(cy + Math.sin(angle) * r)}`;
  const parts = [
    `<circle cx="${cx}" cy="${cy}" r="${radius + 8}" fill="${roulette ? '#5d3a1a' : INK}" stroke="${colours.accent}" stroke-width="3"/>`,
  ];
  for (let i = 0; i < count; i += 1) {
    const a0 = turn + (Math.PI * 2 * i) / count;
    const a1 = turn + (Math.PI * 2 * (i + 1)) / count;
    const fill = i === green ? '#2e7d32' : palette[i % palette.length]!;
    parts.push(
      `<path d="M${cx} ${cy}L${at(a0, radius)}A${radius} ${radius} 0 0 1 ${at(a1, radius)}Z" fill="${fill}" stroke="${colours.from}" stroke-opacity="0.4"/>`,
    );
  }
  for (let i = 0; i < count; i += 1) {
    const [x, y] = at(turn + (Math.PI * 2 * i) / count, radius + 4).split(' ');
    parts.push(`<circle cx="${x}" cy="${y}" r="2" fill="${CREAM}"/>`);
  }
  parts.push(
    `<circle cx="${cx}" cy="${cy}" r="${roulette ? 34 : 18}" fill="${roulette ? '#8d5a2b' : colours.accent}" stroke="${CREAM}" stroke-opacity="0.6" stroke-width="2"/>`,
    `<circle cx="${cx}" cy="${cy}" r="7" fill="${CREAM}"/>`,
  );
  if (roulette) {
    const ball = turn + random() * Math.PI * 2;
    const [x, y] = at(ball, radius - 10).split(' ');
    parts.push(`<circle cx="${x}" cy="${y}" r="5.5" fill="#ffffff" stroke="${INK}"/>`);
  } else {
    parts.push(
      `<path d="M${cx - 11} 8H${cx + 11}L${cx} 30Z" fill="${CREAM}" stroke="${INK}" stroke-width="2"/>`,
    );
  }
  return parts.join('');
}

function cards(pen: Pen): string {
  const { int, pick, colours } = pen;
  const count = int(3, 4);
  const ranks = ['A', 'K', 'Q', 'J', '10', '9', '8', '7'];
  const parts: string[] = [];
  const spread = count === 3 ? 20 : 15;
  for (let i = 0; i < count; i += 1) {
    const angle = (i - (count - 1) / 2) * spread;
    const suitKind = int(0, 3);
    const rank = pick(ranks);
    const red = suitKind < 2;
    parts.push(
      `<g transform="rotate(${angle} 160 220)"><rect x="128" y="40" width="64" height="92" rx="7" fill="${CREAM}" stroke="${INK}" stroke-opacity="0.35" stroke-width="1.5"/>`,
      text(141, 60, 15, red ? '#d32f2f' : INK, rank),
      suit(suitKind, 141, 72, 5),
      suit(suitKind, 160, 94, 14),
      '</g>',
    );
  }
  // A chip beside the hand.
  const chip = pick(TOY_COLOURS);
  const side = pen.random() < 0.5 ? 72 : 248;
  parts.push(
    `<circle cx="${side}" cy="140" r="20" fill="${chip}" stroke="${CREAM}" stroke-width="5" stroke-dasharray="7 5.5"/><circle cx="${side}" cy="140" r="11" fill="none" stroke="${CREAM}" stroke-opacity="0.8" stroke-width="2"/>`,
    `<circle cx="${320 - side}" cy="150" r="4" fill="${colours.accent}" fill-opacity="0.7"/>`,
  );
  return parts.join('');
}

function balls(pen: Pen): string {
  const { int, pick } = pen;
  const count = int(4, 6);
  const numbers = new Set<number>();
  while (numbers.size < count) numbers.add(int(1, 90));
  const parts: string[] = [];
  const list = [...numbers];
  list.forEach((number, i) => {
    const t = count === 1 ? 0.5 : i / (count - 1);
    const x = 62 + t * 196;
    const y = 112 - Math.sin(t * Math.PI) * 46 + (i % 2) * 8;
    const r = 19 + ((number * 7) % 9);
    parts.push(ball(r1(x), r1(y), r, pick(TOY_COLOURS), String(number)));
  });
  return parts.join('');
}

function crash(pen: Pen): string {
  const { colours, random, int } = pen;
  const peakY = 30 + random() * 30;
  const bend = 0.55 + random() * 0.3;
  const end = { x: 262, y: r1(peakY) };
  const curve = `M40 160Q${r1(40 + 222 * bend)} 160 ${end.x} ${end.y}`;
  const grid: string[] = [];
  for (let x = 40; x <= 280; x += 40) grid.push(`M${x} 20V164`);
  for (let y = 44; y <= 164; y += 40) grid.push(`M36 ${y}H284`);
  const multiplier = (1 + int(20, 990) / 100).toFixed(2);
  return [
    `<path d="${grid.join('')}" stroke="${CREAM}" stroke-opacity="0.12"/>`,
    `<path d="${curve}V160Z" fill="${colours.accent}" fill-opacity="0.22"/>`,
    `<path d="${curve}" fill="none" stroke="${colours.accent}" stroke-width="6" stroke-linecap="round"/>`,
    `<g transform="translate(${end.x} ${end.y}) rotate(-35)"><path d="M-14 -7H8Q20 0 8 7H-14Z" fill="${CREAM}"/><path d="M-14 -7L-22 -14V14L-14 7Z" fill="#e53935"/><circle cx="2" cy="0" r="3" fill="#1e88e5"/><path d="M-22 -4L-34 0L-22 4Z" fill="#fdd835"/></g>`,
    // Low on the right, under the curve: the tag badge covers the top start corner.
    text(214, 148, 30, CREAM, `${multiplier}×`),
  ].join('');
}

function fish(pen: Pen): string {
  const { int, random, pick, colours } = pen;
  const parts: string[] = [];
  for (let y = 40; y < 170; y += 34)
    parts.push(
      `<path d="M20 ${y}q20 -8 40 0t40 0t40 0t40 0t40 0t40 0t40 0" fill="none" stroke="${CREAM}" stroke-opacity="0.12" stroke-width="2"/>`,
    );
  const count = int(3, 5);
  for (let i = 0; i < count; i += 1) {
    const x = 60 + ((i * 200) / count + random() * 40);
    const y = 50 + random() * 100;
    const size = 14 + random() * 16;
    const flip = random() < 0.5 ? -1 : 1;
    const body = pick(TOY_COLOURS);
    parts.push(
      `<g transform="translate(${r1(x)} ${r1(y)}) scale(${r1(flip * (size / 20))} ${r1(size / 20)})"><path d="M-20 0Q0 -16 20 0Q0 16 -20 0Z" fill="${body}"/><path d="M-18 0L-32 -11V11Z" fill="${body}" fill-opacity="0.85"/><circle cx="10" cy="-3" r="3.2" fill="#ffffff"/><circle cx="10.8" cy="-3" r="1.6" fill="${INK}"/></g>`,
    );
  }
  for (let i = 0; i < 5; i += 1)
    parts.push(
      `<circle cx="${r1(30 + random() * 260)}" cy="${r1(30 + random() * 130)}" r="${r1(2 + random() * 4)}" fill="none" stroke="${CREAM}" stroke-opacity="0.5" stroke-width="1.5"/>`,
    );
  const tx = r1(110 + random() * 100);
  const ty = r1(70 + random() * 50);
  parts.push(
    `<g stroke="${colours.accent}" stroke-width="3" fill="none"><circle cx="${tx}" cy="${ty}" r="22"/><path d="M${tx - 32} ${ty}h20M${tx + 12} ${ty}h20M${tx} ${ty - 32}v20M${tx} ${ty + 12}v20"/></g>`,
  );
  return parts.join('');
}

function tower(pen: Pen): string {
  const { int, colours } = pen;
  const rows = int(5, 7);
  const cellW = 40;
  const cellH = r1(108 / rows);
  const parts: string[] = [];
  const reached = int(1, rows - 1);
  for (let row = 0; row < rows; row += 1) {
    const y = r1(160 - (row + 1) * cellH);
    const pickCell = int(0, 2);
    for (let cell = 0; cell < 3; cell += 1) {
      const x = 100 + cell * cellW;
      const done = row < reached;
      const fill = done && cell === pickCell ? colours.accent : CREAM;
      parts.push(
        `<rect x="${x + 2}" y="${r1(y + 2)}" width="${cellW - 4}" height="${r1(cellH - 4)}" rx="4" fill="${fill}" fill-opacity="${done ? 1 : 0.3}"/>`,
      );
      if (done && cell === pickCell)
        parts.push(
          gem(x + cellW / 2, r1(y + cellH / 2), r1(Math.min(cellH, cellW) * 0.28), '#1e88e5'),
        );
    }
  }
  const top = r1(160 - rows * cellH);
  // The walls with battlements: merlons and gaps of 12 across the three columns.
  let battlements = '';
  for (let i = 0; i < 11; i += 1) battlements += i % 2 === 0 ? 'v-10h12v10' : 'h12';
  parts.unshift(
    `<path d="M94 164V${top - 4}${battlements}V164Z" fill="${INK}" fill-opacity="0.45" stroke="${colours.accent}" stroke-width="2"/>`,
  );
  parts.push(star(160, r1(top - 27), 11, '#fdd835'));
  return parts.join('');
}

const PIPS: Record<number, [number, number][]> = {
  1: [[0, 0]],
  2: [
    [-1, -1],
    [1, 1],
  ],
  3: [
    [-1, -1],
    [0, 0],
    [1, 1],
  ],
  4: [
    [-1, -1],
    [1, -1],
    [-1, 1],
    [1, 1],
  ],
  5: [
    [-1, -1],
    [1, -1],
    [0, 0],
    [-1, 1],
    [1, 1],
  ],
  6: [
    [-1, -1],
    [1, -1],
    [-1, 0],
    [1, 0],
    [-1, 1],
    [1, 1],
  ],
};

function dice(pen: Pen): string {
  const { int, random } = pen;
  const count = int(2, 3);
  const parts: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const x = count === 2 ? 118 + i * 84 : 92 + i * 68;
    const y = 96 + (i % 2 === 0 ? -10 : 14);
    const angle = Math.round(random() * 50 - 25);
    const face = int(1, 6);
    const red = random() < 0.4;
    const pips = PIPS[face]!.map(
      ([dx, dy]) =>
        `<circle cx="${x + dx * 13}" cy="${y + dy * 13}" r="5" fill="${red ? CREAM : INK}"/>`,
    ).join('');
    parts.push(
      `<g transform="rotate(${angle} ${x} ${y})"><rect x="${x - 28}" y="${y - 28}" width="56" height="56" rx="11" fill="${red ? '#c62828' : CREAM}" stroke="${INK}" stroke-opacity="0.3" stroke-width="2"/>${pips}</g>`,
    );
  }
  return parts.join('');
}

function mines(pen: Pen): string {
  const { random, int, colours } = pen;
  const parts: string[] = [];
  const mine = int(0, 19);
  for (let i = 0; i < 20; i += 1) {
    const column = i % 5;
    const row = Math.floor(i / 5);
    const x = 78 + column * 34;
    const y = 24 + row * 34;
    const open = i === mine || random() < 0.35;
    parts.push(
      `<rect x="${x}" y="${y}" width="30" height="30" rx="6" fill="${open ? INK : CREAM}" fill-opacity="${open ? 0.55 : 0.85}"/>`,
    );
    if (i === mine)
      parts.push(
        `<circle cx="${x + 15}" cy="${y + 15}" r="8" fill="#1b1b1b" stroke="#e53935" stroke-width="2"/><path d="M${x + 15} ${y + 3}v4M${x + 15} ${y + 23}v4M${x + 3} ${y + 15}h4M${x + 23} ${y + 15}h4" stroke="#e53935" stroke-width="2.5"/>`,
      );
    else if (open) parts.push(gem(x + 15, y + 15, 9, colours.accent));
  }
  return parts.join('');
}

function pegs(pen: Pen): string {
  const { int, colours } = pen;
  const parts: string[] = [];
  const rows = 7;
  for (let row = 0; row < rows; row += 1)
    for (let i = 0; i <= row + 2; i += 1)
      parts.push(
        `<circle cx="${r1(160 + (i - (row + 2) / 2) * 26)}" cy="${30 + row * 18}" r="3.5" fill="${CREAM}"/>`,
      );
  const slots = rows + 2;
  for (let i = 0; i < slots; i += 1) {
    const fromMiddle = Math.abs(i - (slots - 1) / 2) / ((slots - 1) / 2);
    const fill = fromMiddle > 0.7 ? '#e53935' : fromMiddle > 0.35 ? '#fb8c00' : '#fdd835';
    parts.push(
      `<rect x="${r1(160 + (i - slots / 2) * 26 + 2)}" y="158" width="22" height="12" rx="3" fill="${fill}"/>`,
    );
  }
  const row = int(1, rows - 2);
  const x = r1(160 + (int(0, row + 1) - (row + 1) / 2) * 26);
  parts.push(
    `<circle cx="${x}" cy="${30 + row * 18 + 9}" r="8" fill="${colours.accent}" stroke="${CREAM}" stroke-width="2"/>`,
  );
  return parts.join('');
}

function scratch(pen: Pen): string {
  const { random, colours, int } = pen;
  const parts = [
    `<g transform="rotate(${int(-6, 6)} 160 96)"><rect x="70" y="30" width="180" height="132" rx="10" fill="${CREAM}" stroke="${colours.accent}" stroke-width="4"/>`,
  ];
  for (let i = 0; i < 6; i += 1) {
    const x = 100 + (i % 3) * 60;
    const y = 70 + Math.floor(i / 3) * 54;
    if (random() < 0.45) {
      parts.push(star(x, y, 17, i % 2 ? '#f9a825' : colours.to));
    } else {
      parts.push(
        `<circle cx="${x}" cy="${y}" r="21" fill="#b8bec8"/><path d="M${x - 12} ${y - 6}l24 -6M${x - 14} ${y + 4}l28 -6M${x - 10} ${y + 12}l20 -5" stroke="#dfe3e8" stroke-width="2.5"/>`,
      );
    }
  }
  parts.push('</g>');
  const cx = r1(226 + random() * 30);
  parts.push(
    `<circle cx="${cx}" cy="150" r="16" fill="#f9a825" stroke="#ffe082" stroke-width="3"/>`,
  );
  return parts.join('');
}

function board(pen: Pen): string {
  const { random, colours } = pen;
  const parts: string[] = [];
  const size = 26;
  const x0 = 160 - size * 3;
  const y0 = 18;
  for (let row = 0; row < 6; row += 1)
    for (let column = 0; column < 6; column += 1)
      parts.push(
        `<rect x="${x0 + column * size}" y="${y0 + row * size}" width="${size}" height="${size}" fill="${(row + column) % 2 ? INK : CREAM}" fill-opacity="${(row + column) % 2 ? 0.7 : 0.9}"/>`,
      );
  parts.unshift(
    `<rect x="${x0 - 6}" y="${y0 - 6}" width="${size * 6 + 12}" height="${size * 6 + 12}" rx="6" fill="${colours.accent}"/>`,
  );
  for (let row = 0; row < 6; row += 1)
    for (let column = 0; column < 6; column += 1) {
      if ((row + column) % 2 === 0 || random() < 0.6) continue;
      const light = row >= 3;
      parts.push(
        `<circle cx="${x0 + column * size + 13}" cy="${y0 + row * size + 13}" r="10" fill="${light ? '#f5f5f5' : '#c62828'}" stroke="${INK}" stroke-opacity="0.4" stroke-width="1.5"/>`,
      );
    }
  return parts.join('');
}

function sport(pen: Pen): string {
  const { random, colours } = pen;
  const stripes: string[] = [];
  for (let i = 0; i < 8; i += 1)
    if (i % 2)
      stripes.push(
        `<rect x="${20 + i * 35}" y="24" width="35" height="140" fill="#ffffff" fill-opacity="0.05"/>`,
      );
  const x = r1(120 + random() * 80);
  const y = r1(80 + random() * 30);
  return [
    ...stripes,
    `<g fill="none" stroke="${CREAM}" stroke-opacity="0.45" stroke-width="2.5"><rect x="20" y="24" width="280" height="140" rx="4"/><path d="M160 24V164"/><circle cx="160" cy="94" r="28"/><rect x="20" y="60" width="36" height="68"/><rect x="264" y="60" width="36" height="68"/></g>`,
    `<ellipse cx="${x}" cy="${r1(y + 34)}" rx="26" ry="6" fill="${INK}" fill-opacity="0.35"/>`,
    `<circle cx="${x}" cy="${y}" r="30" fill="#ffffff" stroke="${INK}" stroke-width="2"/>`,
    `<path d="M${x} ${y - 11}l10.5 7.6-4 12.4h-13l-4-12.4Z" fill="${INK}"/>`,
    `<path d="M${x} ${y - 11}V${y - 29}M${x + 10.5} ${y - 3.4}l17 -6M${x + 6.5} ${y + 9}l10 14M${x - 6.5} ${y + 9}l-10 14M${x - 10.5} ${y - 3.4}l-17 -6" stroke="${INK}" stroke-width="2"/>`,
    `<circle cx="${x}" cy="${y}" r="30" fill="none" stroke="${colours.accent}" stroke-opacity="0.5" stroke-width="3"/>`,
  ].join('');
}

/** The motif's markup, drawn in the upper part of the 320 × 240 box (the title sits below). */
export function drawMotif(
  motif: GameArtMotif,
  seed: number,
  colours: MotifColours,
  name: string,
): string {
  const random = seededRandom(seed);
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const pen: Pen = { random, colours, int, pick };
  switch (motif) {
    case 'reels':
      return reels(pen);
    case 'wheel':
      return wheel(pen, /roulette/i.test(name));
    case 'cards':
      return cards(pen);
    case 'balls':
      return balls(pen);
    case 'crash':
      return crash(pen);
    case 'fish':
      return fish(pen);
    case 'tower':
      return tower(pen);
    case 'dice':
      return dice(pen);
    case 'mines':
      return mines(pen);
    case 'pegs':
      return pegs(pen);
    case 'scratch':
      return scratch(pen);
    case 'board':
      return board(pen);
    case 'sport':
      return sport(pen);
  }
}
