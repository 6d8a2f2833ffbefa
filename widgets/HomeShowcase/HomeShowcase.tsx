import { useId } from 'react';
import { useTranslation } from '../../runtime/i18n';
import { Link } from 'react-router-dom';
import type { WidgetRenderProps } from '../../runtime/render/types';
import { useCurrentLanguage } from '../shared/useCurrentLanguage';
import { localizedPath } from '../shared/localizedPath';
import type { HomeShowcaseProps } from '../../domain/widgetProps/HomeShowcase';
import '../shared/a11y.css';
import './HomeShowcase.css';

export default function HomeShowcase({ props, slots }: WidgetRenderProps<HomeShowcaseProps>) {
  const { t } = useTranslation();
  const lng = useCurrentLanguage();
  const headingId = useId();
  return (
    <section className="home-showcase focus-ring" aria-labelledby={headingId}>
      <div className="home-showcase__head">
        <h2 id={headingId}>{t(props.titleKey)}</h2>
        {props.moreLabelKey && props.moreTo !== undefined && (
          <Link to={localizedPath(lng, props.moreTo)}>{t(props.moreLabelKey)}</Link>
        )}
      </div>
      {slots.content}
    </section>
  );
}
