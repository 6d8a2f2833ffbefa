// The catalogue's words about each widget (widgets/<Name>/docs.ts): what it is for and what each
// prop means, shown by the add-widget picker and the completion. The studio's own build only.
import type { WidgetDocs } from '../../../runtime/render/types';

const docsFiles = import.meta.glob<WidgetDocs>('../../../widgets/*/docs.ts', {
  import: 'widgetDocs',
  eager: true,
});

export const WIDGET_DOCS: ReadonlyMap<string, WidgetDocs> = new Map(
  Object.values(docsFiles)
    .filter((d): d is WidgetDocs => typeof d?.widget === 'string')
    .map((d) => [d.widget, d]),
);
