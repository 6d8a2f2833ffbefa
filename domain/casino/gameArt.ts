// Generated game art: an SVG tile drawn from a game's kind, name and colours, so a tile never
// shows a broken image (no outside image hosts) and shows what kind of game it is. Pure: the same
// game gives the same bytes.
import type { GameArtColours } from './catalogueTypes';
import { gameArtMotif } from './gameArtKind';
import { drawMotif } from './gameArtMotifs';
import { seededRandom } from './seededRandom';

export const GAME_ART_WIDTH = 320;
export const GAME_ART_HEIGHT = 240;
const MAX_LINE_CHARS = 18;
const MAX_LINES = 2;
/** The dark band under the title: white text on it passes 4.5:1 on any colour (the test checks). */
export const TITLE_BAND_TOP = 178;
export const TITLE_BAND_OPACITY = 0.55;

export interface GameArtInput {
  id: number;
  name: string;
  colours: GameArtColours;
  /** A short caption under a one-line title (the provider's name); optional. */
  caption?: string;
  /** The section first, then subcategories: what the art shows (gameArtKind.ts). */
  categories?: readonly string[];
  /** The built-in engine key, null for outside providers' games. */
  engineKey?: string | null;
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

/**
 * The SVG document of a game's tile (GAME_ART_WIDTH × GAME_ART_HEIGHT): its colours' gradient,
 * seeded light, the motif of its kind (gameArtMotifs.ts) and its title on a dark band below,
 * white on at least 55% black whatever the colours, so the name reads at 4.5:1 or more.
 */
export function gameArtSvg(game: GameArtInput): string {
  const from = safeColour(game.colours.from, '#1b1f3a');
  const to = safeColour(game.colours.to, '#3a2f6b');
  const accent = safeColour(game.colours.accent, '#ffcc33');
  const hash = nameHash(`${game.id}:${game.name}`);
  const gradientId = `g${game.id}`;
  const glowId = `l${game.id}`;
  const random = seededRandom(hash ^ 0x9e3779b9);

  // Light behind the motif: rays from a seeded point, or a few soft discs.
  const light: string[] = [];
  if (hash % 2 === 0) {
    const rays = 8 + (hash % 9);
    const cx = Math.round(110 + random() * 100);
    const paths: string[] = [];
    for (let i = 0; i < rays; i += 1) {
      const angle = (Math.PI * 2 * i) / rays + random() * 0.2;
      paths.push(
        `M${cx} 96L${Math.round(cx + Math.cos(angle) * 300)} ${Math.round(96 + Math.sin(angle) * 300)}`,
      );
    }
    light.push(
      `<path d="${paths.join('')}" stroke="${accent}" stroke-opacity="0.1" stroke-width="16"/>`,
    );
  } else {
    for (let i = 0; i < 6; i += 1)
      light.push(
        `<circle cx="${Math.round(random() * GAME_ART_WIDTH)}" cy="${Math.round(random() * 176)}" r="${Math.round(8 + random() * 30)}" fill="${accent}" fill-opacity="0.${1 + (i % 2)}"/>`,
      );
  }

  const motif = drawMotif(gameArtMotif(game), hash, { from, to, accent }, game.name);
  const lines = wrapTitle(game.name);
  const fontSize = lines.some((l) => l.length > 14) ? 21 : 24;
  const oneLine = lines.length === 1;
  const firstY = oneLine ? (game.caption ? 207 : 215) : 202;
  const title = lines
    .map(
      (line, i) =>
        `<tspan x="160" y="${Math.round(firstY + i * fontSize * 1.15)}">${escapeXml(line)}</tspan>`,
    )
    .join('');
  const caption =
    game.caption && oneLine
      ? `<text x="160" y="229" text-anchor="middle" font-family="system-ui, sans-serif" font-size="12" fill="#ffffff" fill-opacity="0.85">${escapeXml(
          game.caption,
        )}</text>`
      : '';

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${GAME_ART_WIDTH} ${GAME_ART_HEIGHT}" width="${GAME_ART_WIDTH}" height="${GAME_ART_HEIGHT}" role="img" aria-label="${escapeXml(game.name)}">`,
    `<defs><linearGradient id="${gradientId}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`,
    `<radialGradient id="${glowId}" cx="0.5" cy="0.4" r="0.55"><stop offset="0" stop-color="${accent}" stop-opacity="0.4"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient></defs>`,
    `<rect width="${GAME_ART_WIDTH}" height="${GAME_ART_HEIGHT}" fill="url(#${gradientId})"/>`,
    ...light,
    `<rect width="${GAME_ART_WIDTH}" height="${GAME_ART_HEIGHT}" fill="url(#${glowId})"/>`,
    motif,
    `<rect y="${TITLE_BAND_TOP}" width="${GAME_ART_WIDTH}" height="${GAME_ART_HEIGHT - TITLE_BAND_TOP}" fill="#000000" fill-opacity="${TITLE_BAND_OPACITY}"/>`,
    `<text text-anchor="middle" font-family="system-ui, sans-serif" font-weight="800" font-size="${fontSize}" fill="#ffffff">${title}</text>`,
    caption,
    '</svg>',
  ].join('');
}
