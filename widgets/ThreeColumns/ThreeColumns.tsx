import type { WidgetRenderProps } from '../../runtime/render/types';
import type { ThreeColumnsProps } from './props';
import './ThreeColumns.css';

export default function ThreeColumns({ slots }: WidgetRenderProps<ThreeColumnsProps>) {
  return (
    <div className="three-columns">
      <div className="three-columns__left">{slots.left}</div>
      <div className="three-columns__center">{slots.center}</div>
      <div className="three-columns__right">{slots.right}</div>
    </div>
  );
}
