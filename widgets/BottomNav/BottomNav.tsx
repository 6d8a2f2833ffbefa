import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { WidgetRenderProps } from '../../runtime/render/types';
import { useCurrentLanguage } from '../shared/useCurrentLanguage';
import { localizedPath } from '../shared/localizedPath';
import { Icon } from '../shared/Icon';
import type { BottomNavProps } from './props';
import '../shared/a11y.css';
import './BottomNav.css';

/** Mobile bottom navigation; the layout shows it only on mobile (visibleIf on device.type). */
export default function BottomNav({ props }: WidgetRenderProps<BottomNavProps>) {
  const { t } = useTranslation();
  const lng = useCurrentLanguage();
  const { pathname } = useLocation();
  return (
    <nav className="bottom-nav focus-ring" aria-label={t(props.labelKey)}>
      <ul>
        {props.items.map((item) => {
          const to = localizedPath(lng, item.to);
          return (
            <li key={item.to}>
              <Link to={to} aria-current={pathname === to ? 'page' : undefined}>
                <Icon name={item.icon} size={20} />
                <span>{t(item.labelKey)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
