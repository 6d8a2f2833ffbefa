// Generated game art: an SVG tile drawn from a game's name and colours, so a tile never shows a
// broken image (no outside image hosts). Pure: the same game gives the same bytes.
import type { GameArtColours } from './catalogueTypes';

export const GAME_ART_WIDTH = 320;
export const GAME_ART_HEIGHT = 240;
const MAX_LINE_CHARS = 14;
const MAX_LINES = 3;

export interface GameArtInput {
  id: number;
  name: string;
  colours: GameArtColours;
  /** A short caption under the title (the provider's name); optional. */
  caption?: string;
}

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

/** Text for an XML text node or attribute. */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** A 32-bit FNV-1a hash of the text: the art's shapes follow from the name. */
export function nameHash(text: string): number {
  let hash = 0x811c9dc5;
  for (const ch of text) {
    hash ^= ch.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** Words wrapped into at most MAX_LINES lines; a longer title ends with '…'. */
export function wrapTitle(name: string): string[] {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (candidate.length <= MAX_LINE_CHARS || !line) {
      line = candidate;
    } else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length > MAX_LINES) {
    const kept = lines.slice(0, MAX_LINES);
    kept[MAX_LINES - 1] = `${kept[MAX_LINES - 1]!.slice(0, MAX_LINE_CHARS - 1)}…`;
    return kept;
  }
  return lines.map((l) =>
    l.length > MAX_LINE_CHARS + 6 ? `${l.slice(0, MAX_LINE_CHARS + 5)}…` : l,
  );
}

function safeColour(colour: string, fallback: string): string {
  return HEX_COLOUR.test(colour) ? colour : fallback;
}

/** The SVG document of a game's tile (GAME_ART_WIDTH × GAME_ART_HEIGHT). */
export function gameArtSvg(game: GameArtInput): string {
  const from = safeColour(game.colours.from, '#1b1f3a');
  const to = safeColour(game.colours.to, '#3a2f6b');
  const accent = safeColour(game.colours.accent, '#ffcc33');
  const hash = nameHash(game.name);
  const gradientId = `g${game.id}`;
  const glowId = `l${game.id}`;

  // Decoration: a few rings and rays placed by the name's hash.
  const shapes: string[] = [];
  for (let i = 0; i < 5; i += 1) {
    const bits = (hash >>> (i * 6)) & 0x3f;
    const cx = 20 + ((bits * 37 + i * 53) % (GAME_ART_WIDTH - 40));
    const cy = 20 + ((bits * 23 + i * 71) % (GAME_ART_HEIGHT - 40));
    const r = 18 + ((bits * 7) % 60);
    shapes.push(
      `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${accent}" stroke-opacity="0.${
        2 + (i % 3)
      }" stroke-width="${2 + (i % 3)}"/>`,
    );
  }
  const rays = 6 + (hash % 7);
  const rayPaths: string[] = [];
  for (let i = 0; i < rays; i += 1) {
    const angle = (Math.PI * 2 * i) / rays + (hash % 100) / 100;
    const x = Math.round(160 + Math.cos(angle) * 260);
    const y = Math.round(120 + Math.sin(angle) * 260);
    rayPaths.push(`M160 120L${x} ${y}`);
  }
  shapes.unshift(
    `<path d="${rayPaths.join('')}" stroke="${accent}" stroke-opacity="0.12" stroke-width="14"/>`,
  );

  const lines = wrapTitle(game.name);
  const fontSize = lines.some((l) => l.length > 11) ? 28 : 34;
  const lineHeight = fontSize * 1.15;
  const firstY = 120 - ((lines.length - 1) * lineHeight) / 2 + fontSize * 0.35;
  const title = lines
    .map(
      (line, i) =>
        `<tspan x="160" y="${Math.round(firstY + i * lineHeight)}">${escapeXml(line)}</tspan>`,
    )
    .join('');
  const caption = game.caption
    ? `<text x="160" y="222" text-anchor="middle" font-family="system-ui, sans-serif" font-size="14" fill="#ffffff" fill-opacity="0.75">${escapeXml(
        game.caption,
      )}</text>`
    : '';

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${GAME_ART_WIDTH} ${GAME_ART_HEIGHT}" width="${GAME_ART_WIDTH}" height="${GAME_ART_HEIGHT}" role="img" aria-label="${escapeXml(game.name)}">`,
    `<defs><linearGradient id="${gradientId}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`,
    `<radialGradient id="${glowId}" cx="0.5" cy="0.45" r="0.6"><stop offset="0" stop-color="${accent}" stop-opacity="0.35"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient></defs>`,
    `<rect width="${GAME_ART_WIDTH}" height="${GAME_ART_HEIGHT}" fill="url(#${gradientId})"/>`,
    ...shapes,
    `<rect width="${GAME_ART_WIDTH}" height="${GAME_ART_HEIGHT}" fill="url(#${glowId})"/>`,
    `<text text-anchor="middle" font-family="system-ui, sans-serif" font-weight="800" font-size="${fontSize}" fill="#ffffff" stroke="${from}" stroke-width="1.5" paint-order="stroke">${title}</text>`,
    caption,
    '</svg>',
  ].join('');
}
