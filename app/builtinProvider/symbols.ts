// Reel symbol art, drawn as SVG (no image files, nothing to fail to load). Each symbol has a shape
// and colours; the accessible name comes from the dictionary (`symbol_<name>`).
import { svg } from './dom';

type Shape = 'cherry' | 'round' | 'oval' | 'bell' | 'seven' | 'star' | 'wild' | 'gem' | 'moon';

const ART: Record<string, { shape: Shape; fill: string; edge: string }> = {
  cherry: { shape: 'cherry', fill: '#e0263f', edge: '#7a0d1c' },
  lemon: { shape: 'oval', fill: '#ffe14d', edge: '#b59a00' },
  orange: { shape: 'round', fill: '#ff9a1f', edge: '#a65400' },
  plum: { shape: 'oval', fill: '#8e3fd1', edge: '#4b1478' },
  bell: { shape: 'bell', fill: '#ffc933', edge: '#9a6b00' },
  seven: { shape: 'seven', fill: '#ff3355', edge: '#7a0016' },
  wild: { shape: 'wild', fill: '#29d17c', edge: '#0b6b3b' },
  star: { shape: 'star', fill: '#ffd700', edge: '#a07800' },
  jade: { shape: 'gem', fill: '#2fbf71', edge: '#0e5c33' },
  amber: { shape: 'gem', fill: '#ffb02e', edge: '#8a5300' },
  pearl: { shape: 'round', fill: '#f2efe6', edge: '#9b948a' },
  ruby: { shape: 'gem', fill: '#e3173e', edge: '#6d0018' },
  sapphire: { shape: 'gem', fill: '#2f6bff', edge: '#0d2a7a' },
  diamond: { shape: 'gem', fill: '#bff3ff', edge: '#3aa6c4' },
  lantern: { shape: 'wild', fill: '#ff7a2e', edge: '#8a3200' },
  moon: { shape: 'moon', fill: '#fff3a8', edge: '#b3a247' },
};

function starPoints(cx: number, cy: number, outer: number, inner: number): string {
  const points: string[] = [];
  for (let i = 0; i < 10; i += 1) {
    const r = i % 2 === 0 ? outer : inner;
    const a = (Math.PI / 5) * i - Math.PI / 2;
    points.push(`${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`);
  }
  return points.join(' ');
}

/** The SVG of a symbol, 100 × 100. */
export function symbolArt(name: string): SVGSVGElement {
  const art = ART[name] ?? { shape: 'round' as Shape, fill: '#999', edge: '#555' };
  const paint = { fill: art.fill, stroke: art.edge, 'stroke-width': 4 };
  const root = svg('svg', { viewBox: '0 0 100 100', 'aria-hidden': 'true', class: 'bp-art' });
  switch (art.shape) {
    case 'cherry':
      root.append(
        svg('path', {
          d: 'M35 62 Q45 25 70 15 M62 58 Q62 30 70 15',
          fill: 'none',
          stroke: '#3a7d22',
          'stroke-width': 5,
        }),
        svg('circle', { cx: 35, cy: 68, r: 17, ...paint }),
        svg('circle', { cx: 64, cy: 66, r: 17, ...paint }),
      );
      break;
    case 'round':
      root.append(svg('circle', { cx: 50, cy: 52, r: 33, ...paint }));
      break;
    case 'oval':
      root.append(svg('ellipse', { cx: 50, cy: 52, rx: 36, ry: 27, ...paint }));
      break;
    case 'bell':
      root.append(
        svg('path', {
          d: 'M50 14 C30 14 28 40 26 60 L18 72 L82 72 L74 60 C72 40 70 14 50 14 Z',
          ...paint,
        }),
        svg('circle', { cx: 50, cy: 80, r: 8, ...paint }),
      );
      break;
    case 'seven': {
      const seven = svg('text', {
        x: 50,
        y: 80,
        'text-anchor': 'middle',
        'font-size': 82,
        'font-weight': 900,
        ...paint,
      });
      seven.textContent = '7';
      root.append(seven);
      break;
    }
    case 'star':
      root.append(svg('polygon', { points: starPoints(50, 52, 40, 17), ...paint }));
      break;
    case 'wild': {
      root.append(svg('rect', { x: 8, y: 24, width: 84, height: 52, rx: 12, ...paint }));
      const word = svg('text', {
        x: 50,
        y: 60,
        'text-anchor': 'middle',
        'font-size': 26,
        'font-weight': 900,
        fill: '#fff',
      });
      word.textContent = 'WILD';
      root.append(word);
      break;
    }
    case 'gem':
      root.append(
        svg('polygon', { points: '50,12 84,38 50,90 16,38', ...paint }),
        svg('polygon', { points: '30,38 50,12 70,38 50,90', fill: '#ffffff', opacity: 0.25 }),
      );
      break;
    case 'moon':
      root.append(
        svg('circle', { cx: 50, cy: 50, r: 34, ...paint }),
        svg('circle', { cx: 64, cy: 42, r: 28, fill: '#1c1233' }),
      );
      break;
  }
  return root;
}
