import { useTranslation } from '../../runtime/i18n';
import type { WidgetRenderProps } from '../../runtime/render/types';
import type { InfoPageProps } from '../../domain/widgetProps/InfoPage';
import './InfoPage.css';

/** An information page of SPEC section 2: one title, plain-text paragraphs, optional extras. */
export default function InfoPage({ props, slots }: WidgetRenderProps<InfoPageProps>) {
  const { t } = useTranslation();
  return (
    <article className="info-page">
      <h1>{t(props.titleKey)}</h1>
      {props.paragraphKeys.map((key) => (
        <p key={key}>{t(key)}</p>
      ))}
      {slots.content}
    </article>
  );
}
