import { useContext, useEffect, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../runtime/i18n';
import { Link, useLocation } from 'react-router-dom';
import { RuleContextContext } from '../../runtime/render/contexts';
import type { WidgetRenderProps } from '../../runtime/render/types';
import { Icon } from '../shared/Icon';
import { localizedPath } from '../shared/localizedPath';
import { useStores } from '../shared/stores';
import { useCurrentLanguage } from '../shared/useCurrentLanguage';
import { activeItem, badgeCount, visibleItems, type BadgeSource } from './menuRules';
import type { OfficeMenuProps } from '../../domain/widgetProps/OfficeMenu';
import '../shared/a11y.css';
import './OfficeMenu.css';

/**
 * The office side menu (the remote part office-menu): one list for every office page. Entries
 * carry an icon, an optional rule and an optional badge; the open page's entry is marked. The user
 * config is read again when the menu appears, so a badge is fresh on every office page.
 */
function OfficeMenu({ props }: WidgetRenderProps<OfficeMenuProps>) {
  const { t } = useTranslation();
  const lng = useCurrentLanguage();
  const { pathname } = useLocation();
  const { session, userConfig } = useStores();
  const ruleContext = useContext(RuleContextContext);
  const signedIn = session.isAuthenticated;

  useEffect(() => {
    if (signedIn) void userConfig.load();
  }, [signedIn, userConfig]);

  const source = userConfig.config as BadgeSource | null;
  const items = visibleItems(props.items, { ...ruleContext, userConfig: source ?? {} });
  const routePath = pathname.replace(/^\/[^/]+\/?/, '');
  const open = activeItem(items, routePath);
  const list = useRef<HTMLUListElement>(null);

  // On a narrow screen the entries scroll across: the open one is brought into view.
  useEffect(() => {
    const row = list.current;
    const current = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !current || row.scrollWidth <= row.clientWidth) return;
    const a = current.getBoundingClientRect();
    const r = row.getBoundingClientRect();
    row.scrollLeft += a.left + a.width / 2 - (r.left + r.width / 2);
  }, [open]);

  return (
    <nav className="office-menu focus-ring" aria-label={t(props.labelKey)}>
      <p className="office-menu__title" aria-hidden="true">
        {t(props.labelKey)}
      </p>
      <ul className="office-menu__items" ref={list}>
        {items.map((item) => {
          const count = badgeCount(item, source);
          const current = item === open;
          return (
            <li key={item.to}>
              <Link
                to={localizedPath(lng, item.to)}
                className="office-menu__link"
                aria-current={current ? 'page' : undefined}
                data-office-entry={item.to}
              >
                <Icon name={item.icon} size={20} className="office-menu__icon" />
                <span className="office-menu__label">{t(item.labelKey)}</span>
                {count > 0 && (
                  <>
                    <span className="office-menu__badge" data-badge={item.badge} aria-hidden="true">
                      {count > 99 ? '99+' : count}
                    </span>
                    <span className="visually-hidden">
                      {t(`office:badge_${item.badge ?? 'messages'}`, { count })}
                    </span>
                  </>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

export default observer(OfficeMenu);
