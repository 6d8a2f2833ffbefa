import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../runtime/i18n';
import { openSectionItems } from '../../domain/sports/sectionAccess';
import { useStores } from '../shared/stores';
import { RouteLinks } from '../shared/RouteLinks';
import type { WidgetRenderProps } from '../../runtime/render/types';
import type { BottomNavProps } from '../../domain/widgetProps/BottomNav';
import '../shared/a11y.css';
import './BottomNav.css';

/** Mobile bottom navigation; the layout shows it only on mobile (visibleIf on device.type). */
function BottomNav({ props }: WidgetRenderProps<BottomNavProps>) {
  const { t } = useTranslation();
  const { userConfig } = useStores();
  return (
    <nav className="bottom-nav focus-ring" aria-label={t(props.labelKey)}>
      <RouteLinks items={openSectionItems(props.items, userConfig.sportsAccess)} />
    </nav>
  );
}

export default observer(BottomNav);
