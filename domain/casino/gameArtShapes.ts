// The small shapes the game art's motifs are drawn from (gameArtMotifs.ts): stars, gems, card
// suits, numbered balls and a bold label, in SVG markup with one-decimal coordinates.

/** One decimal: short markup, and the same text on every platform. */
export const r1 = (v: number) => Math.round(v * 10) / 10;

export const CREAM = '#fff8ea';
export const INK = '#1c1a27';
/** Bright colours of balls, chips, fish and segments, whatever the game's colours. */
export const TOY_COLOURS = [
  '#e53935',
  '#fdd835',
  '#1e88e5',
  '#43a047',
  '#8e24aa',
  '#fb8c00',
  '#00acc1',
];

export function star(cx: number, cy: number, outer: number, fill: string): string {
  const points: string[] = [];
  for (let i = 0; i < 10; i += 1) {
    const radius = i % 2 === 0 ? outer : outer * 0.45;
    const angle = (Math.PI * i) / 5 - Math.PI / 2;
    points.push(`${r1(cx + Math.cos(angle) * radius)},${r1(cy + Math.sin(angle) * radius)}`);
  }
  return `<polygon points="${points.join(' ')}" fill="${fill}"/>`;
}

export function gem(cx: number, cy: number, size: number, fill: string): string {
  const s = size;
  return `<path d="M${r1(cx - s)} ${r1(cy - s * 0.35)}L${r1(cx - s * 0.5)} ${r1(cy - s)}H${r1(cx + s * 0.5)}L${r1(cx + s)} ${r1(cy - s * 0.35)}L${cx} ${r1(cy + s)}Z" fill="${fill}" stroke="${CREAM}" stroke-opacity="0.7" stroke-width="1.5"/>`;
}

/** A suit drawn as a path centred on (cx, cy), `size` its half-width. */
export function suit(kind: number, cx: number, cy: number, size: number): string {
  const s = size;
  const red = '#d32f2f';
  switch (kind % 4) {
    case 0: // heart
      return `<path d="M${cx} ${r1(cy + s)}C${r1(cx - s * 1.6)} ${r1(cy - s * 0.1)} ${r1(cx - s * 0.7)} ${r1(cy - s * 1.3)} ${cx} ${r1(cy - s * 0.4)}C${r1(cx + s * 0.7)} ${r1(cy - s * 1.3)} ${r1(cx + s * 1.6)} ${r1(cy - s * 0.1)} ${cx} ${r1(cy + s)}Z" fill="${red}"/>`;
    case 1: // diamond
      return `<path d="M${cx} ${r1(cy - s)}L${r1(cx + s * 0.75)} ${cy}L${cx} ${r1(cy + s)}L${r1(cx - s * 0.75)} ${cy}Z" fill="${red}"/>`;
    case 2: // spade
      return `<path d="M${cx} ${r1(cy - s)}C${r1(cx + s * 1.6)} ${r1(cy + s * 0.2)} ${r1(cx + s * 0.6)} ${r1(cy + s * 1.1)} ${cx} ${r1(cy + s * 0.35)}C${r1(cx - s * 0.6)} ${r1(cy + s * 1.1)} ${r1(cx - s * 1.6)} ${r1(cy + s * 0.2)} ${cx} ${r1(cy - s)}ZM${cx} ${r1(cy + s * 0.2)}L${r1(cx + s * 0.4)} ${r1(cy + s)}H${r1(cx - s * 0.4)}Z" fill="${INK}"/>`;
    default: // club
      return `<g fill="${INK}"><circle cx="${cx}" cy="${r1(cy - s * 0.45)}" r="${r1(s * 0.45)}"/><circle cx="${r1(cx - s * 0.5)}" cy="${r1(cy + s * 0.2)}" r="${r1(s * 0.45)}"/><circle cx="${r1(cx + s * 0.5)}" cy="${r1(cy + s * 0.2)}" r="${r1(s * 0.45)}"/><path d="M${cx} ${cy}L${r1(cx + s * 0.35)} ${r1(cy + s)}H${r1(cx - s * 0.35)}Z"/></g>`;
  }
}

export function text(x: number, y: number, size: number, fill: string, body: string): string {
  return `<text x="${r1(x)}" y="${r1(y)}" text-anchor="middle" font-family="system-ui, sans-serif" font-weight="800" font-size="${size}" fill="${fill}">${body}</text>`;
}

export function ball(x: number, y: number, r: number, fill: string, label: string): string {
  return `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}"/><circle cx="${x}" cy="${y}" r="${r1(r * 0.58)}" fill="#ffffff"/>${text(
    x,
    y + r * 0.27,
    r1(r * 0.72),
    INK,
    label,
  )}<circle cx="${r1(x - r * 0.45)}" cy="${r1(y - r * 0.5)}" r="${r1(r * 0.18)}" fill="#ffffff" fill-opacity="0.55"/>`;
}
