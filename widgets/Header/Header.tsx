import { useEffect, useRef, useState, type RefObject } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../runtime/i18n';
import { Link, useLocation } from 'react-router-dom';
import { BrandLogo } from '../shared/BrandLogo';
import { RouteLinks } from '../shared/RouteLinks';
import type { WidgetRenderProps } from '../../runtime/render/types';
import { visibleLanguages } from '../../runtime/router/language';
import { useStores } from '../shared/stores';
import { useCurrentLanguage } from '../shared/useCurrentLanguage';
import { localizedPath, switchLanguagePath } from '../shared/localizedPath';
import { languageEndonym } from '../shared/languageNames';
import type { HeaderProps } from '../../domain/widgetProps/Header';
import { openSectionItems } from '../../domain/sports/sectionAccess';
import { usePriorityNav } from './usePriorityNav';
import '../shared/a11y.css';
import './Header.css';

function Header({ props, slots }: WidgetRenderProps<HeaderProps>) {
  const { t } = useTranslation();
  const { config, session, userConfig } = useStores();
  const { pathname, search } = useLocation();
  const lng = useCurrentLanguage();
  const site = config.config;
  const rows = site.headerRows === 2 ? 2 : 1;
  const languages = visibleLanguages({
    available: site.languages,
    defaultLanguage: site.defaultLanguage,
    hiddenForGuests: site.langHiddenUnauthorized,
    isAuthenticated: session.isAuthenticated,
  });

  // SPEC section 3 "User config": line or live closed to the customer is not offered.
  const items = openSectionItems(props.items, userConfig.sportsAccess);
  const navRef = useRef<HTMLElement>(null);
  const moreRef = useRef<HTMLDetailsElement>(null);
  const shown = usePriorityNav(navRef, moreRef, items.length);
  const inLine = shown === null ? items : items.slice(0, shown);
  const inMore = shown === null ? [] : items.slice(shown);
  const [moreOpen, setMoreOpen] = useState(false);
  useCloseOnOutsideClick(moreRef, moreOpen, () => setMoreOpen(false));

  const nav = (
    <nav ref={navRef} className="site-header__nav" aria-label={t(props.navLabelKey)}>
      <RouteLinks items={inLine} />
      {(shown === null || inMore.length > 0) && (
        <details
          ref={moreRef}
          className="site-header__more"
          open={moreOpen}
          onToggle={(e) => setMoreOpen(e.currentTarget.open)}
          onClick={(e) => {
            if ((e.target as Element).closest('a')) setMoreOpen(false);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Escape') setMoreOpen(false);
          }}
          data-current={
            inMore.some((item) => pathname === localizedPath(lng, item.to)) ? 'true' : undefined
          }
        >
          <summary>{t(props.moreLabelKey ?? 'main:nav_more')}</summary>
          <RouteLinks items={inMore} className="site-header__more-list" />
        </details>
      )}
    </nav>
  );

  return (
    <header className="site-header focus-ring" data-rows={rows}>
      <div className="site-header__row">
        <Link className="site-header__logo" to={localizedPath(lng, '')}>
          <BrandLogo logo={site.logo} height={32} />
        </Link>
        {rows === 1 && nav}
        {/* The account area: HeaderAccount and the captcha prompt. */}
        {slots.account}
        {languages.length > 1 && (
          <nav className="site-header__languages" aria-label={t(props.languagesLabelKey)}>
            <ul>
              {languages.map((code) => (
                <li key={code}>
                  {/* A new language brings its own config and dictionaries: load the page anew. */}
                  <Link
                    reloadDocument
                    to={switchLanguagePath(pathname, code) + search}
                    lang={code}
                    hrefLang={code}
                    aria-current={code === lng ? 'true' : undefined}
                    aria-label={languageEndonym(code)}
                    title={languageEndonym(code)}
                  >
                    {code.toUpperCase()}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
      {rows === 2 && <div className="site-header__row site-header__row--nav">{nav}</div>}
    </header>
  );
}

/** Closes an open menu when a click lands outside it. */
function useCloseOnOutsideClick(
  ref: RefObject<HTMLElement | null>,
  open: boolean,
  close: () => void,
) {
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (e: PointerEvent) => {
      if (!ref.current?.contains(e.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [ref, open, close]);
}

export default observer(Header);
