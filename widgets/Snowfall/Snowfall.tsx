import type { WidgetRenderProps } from '../../runtime/render/types';
import type { SnowfallProps } from './props';
import './Snowfall.css';

/** Purely decorative: hidden from assistive technology, still when motion is reduced. */
export default function Snowfall({ props }: WidgetRenderProps<SnowfallProps>) {
  const count = props.flakes ?? 24;
  const flakes = [];
  for (let i = 0; i < count; i++) flakes.push(<span key={i} className="snowfall__flake" />);
  return (
    <div className="snowfall" aria-hidden="true">
      {flakes}
    </div>
  );
}
