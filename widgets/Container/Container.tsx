import type { WidgetRenderProps } from '../../runtime/render/types';
import type { ContainerProps } from './props';
import './Container.css';

export default function Container({ props, slots }: WidgetRenderProps<ContainerProps>) {
  return (
    <div className="container" data-width={props.width}>
      {slots.content}
    </div>
  );
}
