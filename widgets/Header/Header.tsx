import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { BrandLogo } from '../shared/BrandLogo';
import { RouteLinks } from '../shared/RouteLinks';
import type { WidgetRenderProps } from '../../runtime/render/types';
import { visibleLanguages } from '../../runtime/router/language';
import { useStores } from '../shared/stores';
import { useCurrentLanguage } from '../shared/useCurrentLanguage';
import { localizedPath, switchLanguagePath } from '../shared/localizedPath';
import { languageEndonym } from '../shared/languageNames';
import type { HeaderProps } from './props';
import '../shared/a11y.css';
import './Header.css';

function Header({ props, slots }: WidgetRenderProps<HeaderProps>) {
  const { t } = useTranslation();
  const { config, session } = useStores();
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

  const nav = (
    <nav className="site-header__nav" aria-label={t(props.navLabelKey)}>
      <RouteLinks items={props.items} />
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
                  >
                    {languageEndonym(code)}
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

export default observer(Header);
