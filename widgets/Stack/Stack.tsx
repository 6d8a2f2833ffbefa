import type { WidgetRenderProps } from '../../runtime/render/types';
import type { StackProps } from '../../domain/widgetProps/Stack';
import './Stack.css';

export default function Stack({ props, slots }: WidgetRenderProps<StackProps>) {
  return (
    <div
      className="stack"
      data-gap={props.gap ?? 'medium'}
      data-full-height={props.fullHeight ? '' : undefined}
    >
      {slots.items}
    </div>
  );
}
