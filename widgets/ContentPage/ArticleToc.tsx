import { useTranslation } from '../../runtime/i18n';
import { Link } from 'react-router-dom';
import type { ArticleSummary, ArticleTocSection } from '../../domain/articles/index';
import { useArticleToc } from '../shared/articles/articleQueries';
import { localizedPath } from '../shared/localizedPath';

interface TocEntry {
  item: ArticleSummary;
  children: ArticleSummary[];
}

/** A section's table of contents: its pages, each with the pages under it (rules: groups and chapters). */
export function ArticleToc(p: {
  lng: string;
  section: ArticleTocSection;
  current: string;
  linkBase: string;
}) {
  const { t } = useTranslation();
  const toc = useArticleToc(p.lng, p.section);
  // Loading: an empty table of contents that says so (aria-busy), so whoever waits for the page's
  // data (assistive technology, the QA matrix collecting the page's links) waits for it too.
  if (toc.isPending) {
    return (
      <nav className="content-page__toc" aria-label={t('content:toc_label')} aria-busy="true" />
    );
  }
  if (!toc.data || toc.data.items.length === 0) return null;
  const href = (path: string) =>
    localizedPath(p.lng, [p.linkBase, ...path.split('/').slice(1)].join('/'));
  const link = (item: ArticleSummary) => (
    <Link to={href(item.path)} aria-current={item.path === p.current ? 'page' : undefined}>
      {item.title}
    </Link>
  );
  return (
    <nav className="content-page__toc" aria-label={t('content:toc_label')}>
      <ul>
        {entriesOf(toc.data.items).map((entry) => (
          <li key={entry.item.path}>
            {link(entry.item)}
            {entry.children.length > 0 && (
              <ul>
                {entry.children.map((child) => (
                  <li key={child.path}>{link(child)}</li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Items two segments deep are entries; deeper ones go under the entry they start with. */
function entriesOf(items: ArticleSummary[]): TocEntry[] {
  const entries: TocEntry[] = [];
  for (const item of items) {
    const parent = entries.find((e) => item.path.startsWith(`${e.item.path}/`));
    if (parent) parent.children.push(item);
    else entries.push({ item, children: [] });
  }
  return entries;
}
