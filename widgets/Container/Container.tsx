import type { WidgetRenderProps } from '../../runtime/render/types';
import type { ContainerProps } from '../../domain/widgetProps/Container';
import './Container.css';

export default function Container({ props, slots }: WidgetRenderProps<ContainerProps>) {
  return (
    <div className="container" data-width={props.width}>
      {slots.content}
    </div>
  );
}
