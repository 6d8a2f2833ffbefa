import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { WidgetRenderProps } from '../../runtime/render/types';
import type { SeoBlockProps } from './props';
import './SeoBlock.css';

/** The SEO text under the page; layouts hide it with route.meta.hideSeo (SPEC section 2). */
export default function SeoBlock({ props }: WidgetRenderProps<SeoBlockProps>) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="seo-block" aria-labelledby={headingId}>
      <h2 id={headingId}>{t(props.titleKey)}</h2>
      <p>{t(props.textKey)}</p>
    </section>
  );
}
