import { RemotePart } from '../../runtime/parts';
import type { WidgetRenderProps } from '../../runtime/render/types';
import type { OfficeShellProps } from '../../domain/widgetProps/OfficeShell';
import './OfficeShell.css';

/** The one office menu (schemas/parts/office-menu.json). */
export const OFFICE_MENU_PART = 'office-menu';

const MENU_HEIGHT = { '0': 56, '1024': 520 } as const;

/**
 * The office layout every office page is placed in: the side menu (one list, the remote part
 * office-menu) and the page's content as cards beside it; on narrow screens the menu scrolls
 * across the top. Logical properties only, so RTL mirrors it.
 */
export default function OfficeShell({ slots, path }: WidgetRenderProps<OfficeShellProps>) {
  return (
    <div className="office-shell">
      <aside className="office-shell__side">
        <RemotePart
          props={{ name: OFFICE_MENU_PART, minHeight: MENU_HEIGHT }}
          slots={{}}
          path={`${path}#menu`}
        />
      </aside>
      <div className="office-shell__main">{slots.content}</div>
    </div>
  );
}
