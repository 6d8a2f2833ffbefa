// A naive captcha solver of the class that read the old vector captcha: it knows the renderer
// (white-box templates of every digit), binarises the picture, drops specks, cuts the ink into one
// piece per digit along the emptiest columns, and names each piece by its nearest template.
import { PNG } from 'pngjs';
import { renderCaptcha, seededRandom, type CaptchaStyle } from '../../../server/auth/captchaImage';
import type { GrayImage } from '../../../server/auth/captchaImage';

/** Reads an 8-bit grayscale PNG (what the captcha sends); throws on anything else. */
export function decodeGrayPng(png: Buffer): GrayImage {
  const image = PNG.sync.read(png);
  if (image.depth !== 8 || image.colorType !== 0) throw new Error('not 8-bit grayscale');
  // pngjs hands out RGBA: a gray picture has the same level in R, G and B.
  const pixels = new Uint8Array(image.width * image.height);
  for (let i = 0; i < pixels.length; i++) pixels[i] = image.data[i * 4] as number;
  return { width: image.width, height: image.height, pixels };
}

/** The PNG chunk types that carry text or metadata (PNG 3rd edition, section 11.3). */
const METADATA_CHUNK_TYPES = [
  'tEXt',
  'zTXt',
  'iTXt',
  'eXIf',
  'tIME',
  'pHYs',
  'gAMA',
  'iCCP',
  'sRGB',
];

/** The text or metadata chunk types whose names appear in a PNG's bytes. */
export function metadataChunkTypesIn(png: Buffer): string[] {
  const bytes = png.toString('latin1');
  return METADATA_CHUNK_TYPES.filter((type) => bytes.includes(type));
}

/** Otsu's threshold: the gray level that best splits ink from background. */
function otsu(pixels: Uint8Array): number {
  const histogram = new Array<number>(256).fill(0);
  for (const p of pixels) histogram[p] = (histogram[p] as number) + 1;
  const total = pixels.length;
  let sum = 0;
  for (let i = 0; i < 256; i++) sum += i * (histogram[i] as number);
  let sumBackground = 0;
  let weightBackground = 0;
  let best = 0;
  let threshold = 128;
  for (let i = 0; i < 256; i++) {
    weightBackground += histogram[i] as number;
    if (weightBackground === 0) continue;
    const weightForeground = total - weightBackground;
    if (weightForeground === 0) break;
    sumBackground += i * (histogram[i] as number);
    const meanBackground = sumBackground / weightBackground;
    const meanForeground = (sum - sumBackground) / weightForeground;
    const between = weightBackground * weightForeground * (meanBackground - meanForeground) ** 2;
    if (between > best) {
      best = between;
      threshold = i;
    }
  }
  return threshold;
}

/** 1 for ink (darker than the threshold), specks (components under `minSize` pixels) removed. */
function inkMask(image: GrayImage, minSize = 12): Uint8Array {
  const { width, height, pixels } = image;
  const threshold = otsu(pixels);
  const mask = new Uint8Array(width * height);
  for (let i = 0; i < mask.length; i++) mask[i] = (pixels[i] as number) <= threshold ? 1 : 0;
  const seen = new Uint8Array(mask.length);
  for (let start = 0; start < mask.length; start++) {
    if (!mask[start] || seen[start]) continue;
    const component = [start];
    seen[start] = 1;
    for (let k = 0; k < component.length; k++) {
      const at = component[k] as number;
      const x = at % width;
      const y = Math.floor(at / width);
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
          const n = ny * width + nx;
          if (mask[n] && !seen[n]) {
            seen[n] = 1;
            component.push(n);
          }
        }
      }
    }
    if (component.length < minSize) for (const at of component) mask[at] = 0;
  }
  return mask;
}

const CELL_W = 16;
const CELL_H = 24;

/** The ink of a box cropped to its bounding box and scaled to CELL_W x CELL_H (area sampling). */
function cell(
  mask: Uint8Array,
  width: number,
  box: [number, number, number, number],
): Float32Array {
  let [x0, y0, x1, y1] = box;
  let top = y1;
  let bottom = y0;
  let left = x1;
  let right = x0;
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      if (mask[y * width + x]) {
        top = Math.min(top, y);
        bottom = Math.max(bottom, y + 1);
        left = Math.min(left, x);
        right = Math.max(right, x + 1);
      }
    }
  }
  const out = new Float32Array(CELL_W * CELL_H);
  if (bottom <= top || right <= left) return out;
  [x0, y0, x1, y1] = [left, top, right, bottom];
  for (let cy = 0; cy < CELL_H; cy++) {
    for (let cx = 0; cx < CELL_W; cx++) {
      const sx0 = x0 + ((x1 - x0) * cx) / CELL_W;
      const sx1 = x0 + ((x1 - x0) * (cx + 1)) / CELL_W;
      const sy0 = y0 + ((y1 - y0) * cy) / CELL_H;
      const sy1 = y0 + ((y1 - y0) * (cy + 1)) / CELL_H;
      let ink = 0;
      let count = 0;
      for (let y = Math.floor(sy0); y < Math.max(Math.ceil(sy1), Math.floor(sy0) + 1); y++) {
        for (let x = Math.floor(sx0); x < Math.max(Math.ceil(sx1), Math.floor(sx0) + 1); x++) {
          ink += mask[y * width + x] ?? 0;
          count += 1;
        }
      }
      out[cy * CELL_W + cx] = ink / count;
    }
  }
  return out;
}

function correlation(a: Float32Array, b: Float32Array): number {
  let ma = 0;
  let mb = 0;
  for (let i = 0; i < a.length; i++) {
    ma += a[i] as number;
    mb += b[i] as number;
  }
  ma /= a.length;
  mb /= b.length;
  let ab = 0;
  let aa = 0;
  let bb = 0;
  for (let i = 0; i < a.length; i++) {
    const da = (a[i] as number) - ma;
    const db = (b[i] as number) - mb;
    ab += da * db;
    aa += da * da;
    bb += db * db;
  }
  return aa === 0 || bb === 0 ? -1 : ab / Math.sqrt(aa * bb);
}

/** Cuts the ink columns into `count` pieces at the emptiest column near each even share. */
function segment(
  mask: Uint8Array,
  width: number,
  height: number,
  count: number,
): [number, number][] {
  const columns = Array.from({ length: width }, (_, x) => {
    let ink = 0;
    for (let y = 0; y < height; y++) ink += mask[y * width + x] as number;
    return ink;
  });
  const inked = columns.flatMap((ink, x) => (ink >= 2 ? [x] : []));
  const from = inked[0] ?? 0;
  const to = (inked.at(-1) ?? width - 1) + 1;
  const share = (to - from) / count;
  const cuts = [from];
  for (let k = 1; k < count; k++) {
    const ideal = from + k * share;
    let best = Math.round(ideal);
    for (let x = Math.round(ideal - share * 0.3); x <= Math.round(ideal + share * 0.3); x++) {
      if ((columns[x] ?? Infinity) < (columns[best] ?? Infinity)) best = x;
    }
    cuts.push(best);
  }
  cuts.push(to);
  return cuts.slice(0, -1).map((x, k) => [x, cuts[k + 1] as number]);
}

/** Templates: every digit rendered alone, without clutter, in `variants` of the given style. */
export function digitTemplates(style: CaptchaStyle, variants: number): Map<string, Float32Array[]> {
  const alone: CaptchaStyle = {
    ...style,
    crossingLines: 0,
    cuttingLines: 0,
    specksPerMille: 0,
    grain: 0,
    warp: 0,
  };
  const templates = new Map<string, Float32Array[]>();
  for (let digit = 0; digit <= 9; digit++) {
    const list: Float32Array[] = [];
    for (let v = 0; v < variants; v++) {
      const seed = new Uint8Array(16).fill(0);
      seed[0] = digit;
      seed[1] = v;
      const image = renderCaptcha(String(digit), seededRandom(seed), alone, 60, 76);
      const mask = inkMask(image);
      list.push(cell(mask, image.width, [0, 0, image.width, image.height]));
    }
    templates.set(String(digit), list);
  }
  return templates;
}

/** The solver's reading of a captcha picture of `length` digits. */
export function solveCaptcha(
  image: GrayImage,
  length: number,
  templates: Map<string, Float32Array[]>,
): string {
  const mask = inkMask(image);
  return segment(mask, image.width, image.height, length)
    .map(([x0, x1]) => {
      const piece = cell(mask, image.width, [x0, 0, x1, image.height]);
      let best = '?';
      let bestScore = -Infinity;
      for (const [digit, list] of templates) {
        for (const template of list) {
          const score = correlation(piece, template);
          if (score > bestScore) {
            bestScore = score;
            best = digit;
          }
        }
      }
      return best;
    })
    .join('');
}

/** Answers fully right and digits right, out of `count` random captchas of `style`. */
export function solverScore(
  style: CaptchaStyle,
  count: number,
  random: () => number,
  templates = digitTemplates(style, 12),
): { answers: number; digits: number; count: number } {
  let answers = 0;
  let digits = 0;
  for (let i = 0; i < count; i++) {
    const answer = Array.from({ length: 5 }, () => String(Math.floor(random() * 10))).join('');
    const reading = solveCaptcha(renderCaptcha(answer, random, style), answer.length, templates);
    if (reading === answer) answers += 1;
    for (let k = 0; k < answer.length; k++) if (reading[k] === answer[k]) digits += 1;
  }
  return { answers, digits, count };
}
