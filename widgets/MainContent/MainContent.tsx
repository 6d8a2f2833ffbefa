import type { WidgetRenderProps } from '../../runtime/render/types';
import type { MainContentProps } from '../../domain/widgetProps/MainContent';
import './MainContent.css';

/** The one <main> landmark; focusable so the skip link moves focus into it. */
export default function MainContent({ slots }: WidgetRenderProps<MainContentProps>) {
  return (
    <main id="main" className="main-content" tabIndex={-1}>
      {slots.content}
    </main>
  );
}
