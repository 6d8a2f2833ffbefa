import { useEffect, useRef } from 'react';
import type { WidgetRenderProps } from '../../runtime/render/types';
import type { SnowfallProps } from '../../domain/widgetProps/Snowfall';
import { browserSnowfallEnv, startSnowfall } from './snowfallLoop';
import './Snowfall.css';

/** Device pixels per CSS pixel at most: sharper snow is not worth four times the fill. */
const MAX_PIXEL_RATIO = 2;

/**
 * Purely decorative: one canvas under no pointer (clicks reach the odds grid), hidden from
 * assistive technology, still while the tab is hidden or the canvas off screen, and never
 * animated when motion is reduced (snowfallLoop.ts).
 */
export default function Snowfall({ props }: WidgetRenderProps<SnowfallProps>) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const count = props.flakes ?? 24;
  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context || count === 0) return undefined;
    let width = 0;
    let height = 0;
    let sized = false;
    const resize = () => {
      const ratio = Math.min(MAX_PIXEL_RATIO, window.devicePixelRatio || 1);
      width = canvas.clientWidth;
      height = canvas.clientHeight;
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(height * ratio);
      context.setTransform(ratio, 0, 0, ratio, 0, 0);
      sized = true;
    };
    // Sized at the first frame, not at mount: reading the layout and allocating the bitmap would
    // land in the page's first render (the loop starts only once the page has settled).
    const sizedOnce = () => {
      if (!sized) resize();
    };
    window.addEventListener('resize', resize);
    const loop = startSnowfall(
      {
        context,
        width: () => {
          sizedOnce();
          return width;
        },
        height: () => {
          sizedOnce();
          return height;
        },
      },
      count,
      browserSnowfallEnv(canvas),
    );
    return () => {
      loop.stop();
      window.removeEventListener('resize', resize);
    };
  }, [count]);
  return <canvas ref={canvasRef} className="snowfall" aria-hidden="true" />;
}
