import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { useTranslation } from '../../runtime/i18n';
import { BrandLogo } from '../shared/BrandLogo';
import { RouteLinks } from '../shared/RouteLinks';
import type { WidgetRenderProps } from '../../runtime/render/types';
import { minimumAgeBadge } from '../../domain';
import { useStores } from '../shared/stores';
import { Icon } from '../shared/Icon';
import { localizedPath } from '../shared/localizedPath';
import { useCurrentLanguage } from '../shared/useCurrentLanguage';
import type { FooterProps } from '../../domain/widgetProps/Footer';
import '../shared/a11y.css';
import './Footer.css';

function Footer({ props }: WidgetRenderProps<FooterProps>) {
  const { t } = useTranslation();
  const { config, ui } = useStores();
  const lng = useCurrentLanguage();
  const site = config.config;
  const badge = minimumAgeBadge(site.minimumAge);

  return (
    <footer className="site-footer focus-ring">
      <div className="site-footer__row" data-testid="footer-row">
        <BrandLogo className="site-footer__logo" logo={site.logo} height={32} />
        <span
          className="site-footer__age"
          role="img"
          aria-label={t(props.ageBadgeLabelKey, { age: config.minimumAge })}
        >
          {badge}
        </span>
        {site.socialLinks.length > 0 && (
          <ul className="site-footer__social" aria-label={t(props.socialLabelKey)}>
            {site.socialLinks.map((social) => (
              <li key={social.link}>
                <a
                  href={social.link}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t(props.socialLinkLabelKey, { name: social.name })}
                  data-social={social.iconName}
                >
                  <Icon name={social.iconName} size={20} />
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
      {props.infoLinks.length > 0 && (
        <nav className="site-footer__info" aria-label={t(props.infoLabelKey)}>
          <RouteLinks items={props.infoLinks} />
        </nav>
      )}
      {site.legal && (
        <p className="site-footer__legal" data-testid="footer-legal">
          {t('main:footer_licence', { number: site.legal.licenceNumber })}{' '}
          {site.legal.regulatorUrl ? (
            <a href={site.legal.regulatorUrl} target="_blank" rel="noopener noreferrer">
              {site.legal.regulator}
            </a>
          ) : (
            site.legal.regulator
          )}
          {'. '}
          {site.legal.companyNumber &&
            t('main:footer_company', {
              company: site.companyName ?? site.name,
              number: site.legal.companyNumber,
              address: site.legal.companyAddress ?? '',
            })}
        </p>
      )}
      {/* SPEC section 2: the `mobile` and `desktop` pages switch the version. */}
      <p className="site-footer__version">
        {ui.device === 'mobile' ? (
          <Link to={localizedPath(lng, 'desktop')} data-testid="version-link">
            {t('main:footer_version_full')}
          </Link>
        ) : (
          <Link to={localizedPath(lng, 'mobile')} data-testid="version-link">
            {t('main:footer_version_mobile')}
          </Link>
        )}
      </p>
      <p className="site-footer__copyright">
        {t(props.copyrightKey, {
          company: site.companyName ?? site.name,
          year: new Date().getFullYear(),
        })}
      </p>
    </footer>
  );
}

export default observer(Footer);
