import { useTranslation } from '../../runtime/i18n';
import { RouteLinks } from '../shared/RouteLinks';
import type { WidgetRenderProps } from '../../runtime/render/types';
import type { BottomNavProps } from '../../domain/widgetProps/BottomNav';
import '../shared/a11y.css';
import './BottomNav.css';

/** Mobile bottom navigation; the layout shows it only on mobile (visibleIf on device.type). */
export default function BottomNav({ props }: WidgetRenderProps<BottomNavProps>) {
  const { t } = useTranslation();
  return (
    <nav className="bottom-nav focus-ring" aria-label={t(props.labelKey)}>
      <RouteLinks items={props.items} />
    </nav>
  );
}
