import { useId } from 'react';
import { useTranslation } from '../../runtime/i18n';
import { Link } from 'react-router-dom';
import type { WidgetRenderProps } from '../../runtime/render/types';
import { useCurrentLanguage } from '../shared/useCurrentLanguage';
import { localizedPath } from '../shared/localizedPath';
import type { HeroBannerProps } from '../../domain/widgetProps/HeroBanner';
import '../shared/a11y.css';
import './HeroBanner.css';

export default function HeroBanner({ props }: WidgetRenderProps<HeroBannerProps>) {
  const { t } = useTranslation();
  const lng = useCurrentLanguage();
  const headingId = useId();
  const Tag = props.level === 2 ? 'h2' : 'h1';
  return (
    <section className="hero-banner focus-ring" aria-labelledby={headingId}>
      <Tag id={headingId} className="hero-banner__title">
        {t(props.titleKey)}
      </Tag>
      {props.subtitleKey && <p className="hero-banner__subtitle">{t(props.subtitleKey)}</p>}
      {props.ctaLabelKey && props.ctaTo !== undefined && (
        <Link className="hero-banner__cta" to={localizedPath(lng, props.ctaTo)}>
          {t(props.ctaLabelKey)}
        </Link>
      )}
    </section>
  );
}
