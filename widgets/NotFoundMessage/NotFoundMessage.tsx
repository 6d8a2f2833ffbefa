import { useTranslation } from '../../runtime/i18n';
import { Link } from 'react-router-dom';
import type { WidgetRenderProps } from '../../runtime/render/types';
import { useCurrentLanguage } from '../shared/useCurrentLanguage';
import { localizedPath } from '../shared/localizedPath';
import type { NotFoundMessageProps } from '../../domain/widgetProps/NotFoundMessage';

export default function NotFoundMessage({ props }: WidgetRenderProps<NotFoundMessageProps>) {
  const { t } = useTranslation();
  const lng = useCurrentLanguage();
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{t(props.titleKey)}</h1>
      <p>
        <Link to={localizedPath(lng, '')}>{t(props.homeLabelKey)}</Link>
      </p>
    </section>
  );
}
