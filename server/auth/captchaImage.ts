// The captcha picture (SPEC section 7 "Captcha"): the digits drawn as hand-written strokes into a
// pixel buffer, each glyph bent, turned and sheared its own way and set so close that neighbours
// touch; the whole picture is then warped by sine waves, crossed by lines in the same ink, cut by
// background-coloured lines and sprinkled with specks. It leaves the server as a grayscale PNG:
// pixels only, with no vector data, no per-glyph element and no text, and every render differs.
import { randomBytes } from 'node:crypto';
import { PNG } from 'pngjs';

export interface GrayImage {
  width: number;
  height: number;
  /** One byte a pixel, row by row: 0 black, 255 white. */
  pixels: Uint8Array;
}

/** An 8-bit grayscale PNG: IHDR, IDAT and IEND, no text or metadata chunk. */
export function encodeGrayPng(image: GrayImage): Buffer {
  const { width, height, pixels } = image;
  const data = Buffer.from(pixels.buffer, pixels.byteOffset, pixels.byteLength);
  return PNG.sync.write({ width, height, data } as PNG, {
    colorType: 0,
    inputColorType: 0,
    inputHasAlpha: false,
    bitDepth: 8,
  });
}

/** Uniform in [0, 1). */
export type Random = () => number;

/**
 * How hard the picture is to read by machine. The renderer's one style is CAPTCHA_STYLE; tests
 * render with gentler styles to prove that a solver which fails on it is not a straw man.
 */
export interface CaptchaStyle {
  /** Glyph advance over glyph width, [min, max]: below about 0.85 neighbours touch. */
  advance: [number, number];
  /** Largest turn of one glyph, degrees. */
  rotationDegrees: number;
  /** Largest horizontal shear of one glyph (x moved by shear * y). */
  shear: number;
  /** Amplitude of the smooth bend of one glyph's strokes, in glyph widths. */
  bend: number;
  /** Largest baseline shift of one glyph, pixels. */
  baseline: number;
  /** Amplitude of the sine warp of the whole picture, pixels. */
  warp: number;
  /** Thick lines in the ink of the digits that cross the text. */
  crossingLines: number;
  /** Background-coloured lines that cut the strokes. */
  cuttingLines: number;
  /** Specks of ink and of background, per 1,000 pixels. */
  specksPerMille: number;
  /** Amplitude of the per-pixel noise of the background, gray levels. */
  grain: number;
}

export const CAPTCHA_STYLE: CaptchaStyle = {
  advance: [0.82, 0.94],
  rotationDegrees: 10,
  shear: 0.2,
  bend: 0.04,
  baseline: 5,
  warp: 3.5,
  crossingLines: 2,
  cuttingLines: 2,
  specksPerMille: 25,
  grain: 20,
};

export const CAPTCHA_WIDTH = 200;
export const CAPTCHA_HEIGHT = 76;

/** A `data:image/png;base64,…` URL of a new rendering of `answer` (the CSP allows data: images). */
export function captchaPngDataUrl(answer: string): string {
  const png = encodeGrayPng(renderCaptcha(answer, seededRandom(randomBytes(16))));
  return `data:image/png;base64,${png.toString('base64')}`;
}

type Point = [number, number];
type Stroke = Point[];

// Digit skeletons in a glyph box 1 wide and 1.5 high, y downwards: the centre lines of the strokes
// a hand would draw. Angles of arcs are degrees, 0 to the right, 90 downwards.
const GLYPH_HEIGHT = 1.5;

function arc(cx: number, cy: number, rx: number, ry: number, from: number, to: number): Stroke {
  const steps = Math.max(6, Math.ceil(Math.abs(to - from) / 10));
  return Array.from({ length: steps + 1 }, (_, i) => {
    const a = ((from + ((to - from) * i) / steps) * Math.PI) / 180;
    return [cx + rx * Math.cos(a), cy + ry * Math.sin(a)] as Point;
  });
}

function bezier(p0: Point, p1: Point, p2: Point, p3: Point): Stroke {
  return Array.from({ length: 17 }, (_, i) => {
    const t = i / 16;
    const u = 1 - t;
    const w = [u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t] as const;
    return [
      w[0] * p0[0] + w[1] * p1[0] + w[2] * p2[0] + w[3] * p3[0],
      w[0] * p0[1] + w[1] * p1[1] + w[2] * p2[1] + w[3] * p3[1],
    ] as Point;
  });
}

const DIGIT_STROKES: Record<string, Stroke[]> = {
  '0': [arc(0.5, 0.75, 0.4, 0.7, -90, 275)],
  '1': [
    [
      [0.3, 0.3],
      [0.58, 0.03],
      [0.58, 1.47],
    ],
    [
      [0.28, 1.47],
      [0.88, 1.47],
    ],
  ],
  '2': [[...arc(0.5, 0.43, 0.4, 0.38, 160, 385), [0.06, 1.46], [0.95, 1.46]]],
  '3': [arc(0.48, 0.38, 0.36, 0.34, 200, 450), arc(0.48, 1.08, 0.42, 0.38, 270, 520)],
  '4': [
    [
      [0.72, 1.48],
      [0.72, 0.03],
      [0.04, 1.02],
      [0.98, 1.02],
    ],
  ],
  '5': [[[0.9, 0.04], [0.22, 0.04], [0.17, 0.68], ...arc(0.5, 1.02, 0.42, 0.42, 235, 505)]],
  '6': [
    bezier([0.86, 0.1], [0.45, -0.08], [0.06, 0.35], [0.1, 1.05]),
    arc(0.5, 1.06, 0.4, 0.4, 0, 360),
  ],
  '7': [
    [
      [0.04, 0.04],
      [0.96, 0.04],
      [0.38, 1.48],
    ],
  ],
  '8': [arc(0.5, 0.38, 0.33, 0.34, 0, 360), arc(0.5, 1.08, 0.42, 0.4, 0, 360)],
  '9': [
    arc(0.5, 0.45, 0.4, 0.42, 0, 360),
    bezier([0.9, 0.45], [0.95, 1.0], [0.65, 1.46], [0.18, 1.42]),
  ],
};

/** The picture of `answer` (digits) as 8-bit gray pixels; `random` drives every variation. */
export function renderCaptcha(
  answer: string,
  random: Random,
  style: CaptchaStyle = CAPTCHA_STYLE,
  width = CAPTCHA_WIDTH,
  height = CAPTCHA_HEIGHT,
): GrayImage {
  const between = (min: number, max: number) => min + (max - min) * random();
  const ink = new Float32Array(width * height);

  // The glyphs: sizes, turns and advances drawn per glyph, the row centred with some play.
  const glyphs = [...answer].map(() => {
    const scale = between(29, 34);
    return { scale, advance: scale * between(...style.advance) };
  });
  const rowWidth =
    glyphs.slice(0, -1).reduce((sum, g) => sum + g.advance, 0) + (glyphs.at(-1)?.scale ?? 0);
  let x = (width - rowWidth) / 2 + between(-8, 8);
  [...answer].forEach((digit, index) => {
    const glyph = glyphs[index] as { scale: number; advance: number };
    const strokes = DIGIT_STROKES[digit] ?? [];
    const top = (height - glyph.scale * GLYPH_HEIGHT) / 2 + between(-1, 1) * style.baseline;
    const place = glyphPlacement(random, style, glyph.scale, x, top);
    const thickness = between(3, 4.2);
    const tone = between(0.8, 1);
    for (const stroke of strokes)
      drawPolyline(ink, width, height, stroke.map(place), thickness, tone);
    x += glyph.advance;
  });

  // Crossing lines in the ink of the digits, through the band of the text.
  for (let i = 0; i < style.crossingLines; i++) {
    const line = waveAcross(random, width, height, between(height * 0.3, height * 0.7));
    drawPolyline(ink, width, height, line, between(1.3, 2.2), between(0.7, 1));
  }
  // Cuts in the background colour: strokes fall apart into pieces.
  for (let i = 0; i < style.cuttingLines; i++) {
    const line = waveAcross(random, width, height, between(height * 0.3, height * 0.7));
    drawPolyline(ink, width, height, line, between(1.1, 1.6), -1);
  }

  const warped = warp(ink, width, height, random, style.warp);
  return compose(warped, width, height, random, style);
}

/** Maps glyph-box points to picture pixels: bent, sheared, turned about the glyph's centre. */
function glyphPlacement(
  random: Random,
  style: CaptchaStyle,
  scale: number,
  left: number,
  top: number,
) {
  const between = (min: number, max: number) => min + (max - min) * random();
  const angle = (between(-1, 1) * style.rotationDegrees * Math.PI) / 180;
  const shear = between(-1, 1) * style.shear;
  const stretch = between(0.88, 1.12);
  const bendX = { a: between(-1, 1) * style.bend, f: between(2, 5), p: between(0, 2 * Math.PI) };
  const bendY = { a: between(-1, 1) * style.bend, f: between(2, 5), p: between(0, 2 * Math.PI) };
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  return ([u, v]: Point): Point => {
    const bu = u + bendX.a * Math.sin(bendX.f * v + bendX.p);
    const bv = v + bendY.a * Math.sin(bendY.f * u + bendY.p);
    const gx = (bu - 0.5 + shear * (bv - GLYPH_HEIGHT / 2)) * stretch;
    const gy = bv - GLYPH_HEIGHT / 2;
    return [
      left + scale * (0.5 + cos * gx - sin * gy),
      top + scale * (GLYPH_HEIGHT / 2 + sin * gx + cos * gy),
    ];
  };
}

/** A gentle wave from one side of the picture to the other around height `y`. */
function waveAcross(random: Random, width: number, height: number, y: number): Stroke {
  const amplitude = height * (0.08 + 0.17 * random());
  const period = width * (0.5 + random());
  const phase = random() * 2 * Math.PI;
  const slope = (random() - 0.5) * 0.3;
  const from = random() * width * 0.2;
  const to = width - random() * width * 0.2;
  const points: Stroke = [];
  for (let x = from; x <= to; x += 3) {
    points.push([
      x,
      y + slope * (x - width / 2) + amplitude * Math.sin((2 * Math.PI * x) / period + phase),
    ]);
  }
  return points;
}

/**
 * Draws a polyline of the given thickness with anti-aliased edges. A positive `tone` adds ink
 * (the darkest wins); a negative one erases ink under the line.
 */
function drawPolyline(
  ink: Float32Array,
  width: number,
  height: number,
  points: Point[],
  thickness: number,
  tone: number,
): void {
  const half = thickness / 2;
  for (let i = 0; i + 1 < points.length; i++) {
    const [ax, ay] = points[i] as Point;
    const [bx, by] = points[i + 1] as Point;
    const dx = bx - ax;
    const dy = by - ay;
    const lengthSquared = dx * dx + dy * dy || 1;
    const x0 = Math.max(0, Math.floor(Math.min(ax, bx) - half - 1));
    const x1 = Math.min(width - 1, Math.ceil(Math.max(ax, bx) + half + 1));
    const y0 = Math.max(0, Math.floor(Math.min(ay, by) - half - 1));
    const y1 = Math.min(height - 1, Math.ceil(Math.max(ay, by) + half + 1));
    for (let y = y0; y <= y1; y++) {
      for (let x = x0; x <= x1; x++) {
        const t = Math.min(1, Math.max(0, ((x - ax) * dx + (y - ay) * dy) / lengthSquared));
        const ex = x - ax - t * dx;
        const ey = y - ay - t * dy;
        const distance = Math.sqrt(ex * ex + ey * ey);
        const coverage = Math.min(1, Math.max(0, half + 0.5 - distance));
        if (coverage <= 0) continue;
        const at = y * width + x;
        const current = ink[at] as number;
        ink[at] = tone < 0 ? current * (1 - coverage) : Math.max(current, coverage * tone);
      }
    }
  }
}

/** Moves every pixel along crossed sine waves (sampled backwards, bilinear). */
function warp(
  ink: Float32Array,
  width: number,
  height: number,
  random: Random,
  amplitude: number,
): Float32Array {
  if (amplitude === 0) return ink;
  const wave = () => ({
    a: amplitude * (0.6 + 0.4 * random()),
    k: (2 * Math.PI) / (40 + 60 * random()),
    p: random() * 2 * Math.PI,
  });
  const wx = wave();
  const wy = wave();
  const wx2 = wave();
  // Each shift depends on one coordinate only: one sine per row or column.
  const shiftXByRow = Float64Array.from(
    { length: height },
    (_, y) => wx.a * Math.sin(wx.k * y + wx.p),
  );
  const shiftXByColumn = Float64Array.from(
    { length: width },
    (_, x) => 0.5 * wx2.a * Math.sin(wx2.k * x + wx2.p),
  );
  const shiftYByColumn = Float64Array.from(
    { length: width },
    (_, x) => wy.a * Math.sin(wy.k * x + wy.p),
  );
  const out = new Float32Array(width * height);
  const inkAt = (px: number, py: number) =>
    px < 0 || py < 0 || px >= width || py >= height ? 0 : (ink[py * width + px] as number);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const sx = x + (shiftXByRow[y] as number) + (shiftXByColumn[x] as number);
      const sy = y + (shiftYByColumn[x] as number);
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      const fx = sx - x0;
      const fy = sy - y0;
      out[y * width + x] =
        inkAt(x0, y0) * (1 - fx) * (1 - fy) +
        inkAt(x0 + 1, y0) * fx * (1 - fy) +
        inkAt(x0, y0 + 1) * (1 - fx) * fy +
        inkAt(x0 + 1, y0 + 1) * fx * fy;
    }
  }
  return out;
}

/** Ink over a grainy, shaded background, then specks of both. */
function compose(
  ink: Float32Array,
  width: number,
  height: number,
  random: Random,
  style: CaptchaStyle,
): GrayImage {
  const paperLeft = 215 + 35 * random();
  const paperRight = 215 + 35 * random();
  const inkLevel = 15 + 70 * random();
  const pixels = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const paper =
        paperLeft + ((paperRight - paperLeft) * x) / width + (random() - 0.5) * 2 * style.grain;
      const amount = ink[y * width + x] as number;
      pixels[y * width + x] = clampByte(paper - amount * (paper - inkLevel));
    }
  }
  const specks = Math.round((width * height * style.specksPerMille) / 1000);
  for (let i = 0; i < specks; i++) {
    const x = Math.floor(random() * width);
    const y = Math.floor(random() * height);
    const dark = random() < 0.5;
    const size = random() < 0.25 ? 2 : 1;
    for (let dy = 0; dy < size && y + dy < height; dy++) {
      for (let dx = 0; dx < size && x + dx < width; dx++) {
        pixels[(y + dy) * width + x + dx] = dark ? inkLevel + 40 * random() : 200 + 55 * random();
      }
    }
  }
  return { width, height, pixels };
}

function clampByte(value: number): number {
  return Math.max(0, Math.min(255, Math.round(value)));
}

/** sfc32 seeded from 16 random bytes: fast, and a render's variations come from its seed. */
export function seededRandom(seed: Uint8Array): Random {
  const words = new Uint32Array(4);
  for (let i = 0; i < 4; i++) {
    words[i] =
      ((seed[i * 4] ?? 0) |
        ((seed[i * 4 + 1] ?? 0) << 8) |
        ((seed[i * 4 + 2] ?? 0) << 16) |
        ((seed[i * 4 + 3] ?? 0) << 24)) >>>
      0;
  }
  let [a, b, c, d] = words as unknown as [number, number, number, number];
  const next = () => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  for (let i = 0; i < 12; i++) next();
  return next;
}
