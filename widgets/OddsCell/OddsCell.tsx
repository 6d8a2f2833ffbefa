import type { WidgetRenderProps } from '../../runtime/render/types';
import OddsButton from './OddsButton';
import type { OddsCellProps } from '../../domain/widgetProps/OddsCell';

/** The odds cell as a schema widget; other widgets render <OddsButton> directly. */
export default function OddsCell({ props }: WidgetRenderProps<OddsCellProps>) {
  return (
    <OddsButton
      outcomeId={props.outcomeId}
      showName={props.showName ?? false}
      {...(props.pageType ? { pageType: props.pageType } : {})}
    />
  );
}
