import { useTranslation } from '../../runtime/i18n';

/** Previous and next around "Page 2 of 5", as a labelled navigation; nothing for one page. */
export function Pager(p: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** Dictionary keys of the texts: navigation label, previous, next, "page {{page}} of {{pages}}". */
  keys: { label: string; previous: string; next: string; pageOf: string };
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  if (p.pages <= 1) return null;
  return (
    <nav className="form__actions pager" aria-label={t(p.keys.label)}>
      <button
        type="button"
        className="button"
        disabled={p.disabled || p.page <= 1}
        onClick={() => p.onPage(p.page - 1)}
      >
        {t(p.keys.previous)}
      </button>
      <span className="pager__position" aria-live="polite">
        {t(p.keys.pageOf, { page: p.page, pages: p.pages })}
      </span>
      <button
        type="button"
        className="button"
        disabled={p.disabled || p.page >= p.pages}
        onClick={() => p.onPage(p.page + 1)}
      >
        {t(p.keys.next)}
      </button>
    </nav>
  );
}
