import { useTranslation } from '../../runtime/i18n';
import { Link, useLocation } from 'react-router-dom';
import { Icon } from './Icon';
import { localizedPath } from './localizedPath';
import { useCurrentLanguage } from './useCurrentLanguage';

export interface RouteLinkItem {
  /** Route path below /{lng}/. */
  to: string;
  labelKey: string;
  icon?: string;
}

/** A list of links to routes in the current language; the link of the open page is marked. */
export function RouteLinks({
  items,
  className,
}: {
  items: readonly RouteLinkItem[];
  className?: string;
}) {
  const { t } = useTranslation();
  const lng = useCurrentLanguage();
  const { pathname } = useLocation();
  return (
    <ul className={className}>
      {items.map((item) => {
        const to = localizedPath(lng, item.to);
        return (
          <li key={item.to}>
            <Link to={to} aria-current={pathname === to ? 'page' : undefined}>
              {item.icon ? <Icon name={item.icon} size={20} /> : null}
              {item.icon ? <span>{t(item.labelKey)}</span> : t(item.labelKey)}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
