import { useEffect, useId, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../runtime/i18n';
import { useLocation } from 'react-router-dom';
import { articlePathOfPathname, isArticlePath } from '../../domain/articles/index';
import type { WidgetRenderProps } from '../../runtime/render/types';
import { useStores } from '../shared/stores';
import { useCurrentLanguage } from '../shared/useCurrentLanguage';
import type { SeoBlockProps } from '../../domain/widgetProps/SeoBlock';
import './SeoBlock.css';

type SeoText = { title: string; text: string } | null;

/**
 * The SEO text under the page (SPEC section 7 "SEO content"): the page's own text from the
 * content (an article's `seo`, or content/.../seo/<path>.md), else the brand's general text.
 * Layouts hide it with route.meta.hideSeo (SPEC section 2).
 */
export default observer(function SeoBlock({ props }: WidgetRenderProps<SeoBlockProps>) {
  const { t } = useTranslation();
  const headingId = useId();
  const lng = useCurrentLanguage();
  const path = articlePathOfPathname(useLocation().pathname);
  const { articles } = useStores();
  const revision = articles.revision;
  // Undefined while asking: the general text shows meanwhile, never an empty block.
  const [own, setOwn] = useState<{ key: string; seo: SeoText }>();
  const key = `${lng}|${path}|${revision}`;
  useEffect(() => {
    // Addresses no article could have (casino game names ...) keep the general text.
    if (path !== '' && !isArticlePath(path)) return;
    const controller = new AbortController();
    void articles.seo(lng, path, controller.signal).then((answer) => {
      if (!controller.signal.aborted) setOwn({ key, seo: answer.ok ? answer.data.seo : null });
    });
    return () => controller.abort();
  }, [articles, lng, path, key]);
  const seo = own?.key === key ? own.seo : null;
  return (
    <section className="seo-block" aria-labelledby={headingId}>
      <h2 id={headingId}>{seo ? seo.title : t(props.titleKey)}</h2>
      <p>{seo ? seo.text : t(props.textKey)}</p>
    </section>
  );
});
