// The brand's resources by kind; a draft is marked, the published version shown.
import { CONTENT_KINDS, type ContentKind } from '../../../domain/studio/contentKinds';
import type { ResourceSummary } from '../studioApi';
import { useT } from '../studioTexts';
import { FindInput } from './FindInput';

export function ResourceList(props: {
  resources: readonly ResourceSummary[];
  selected: { kind: ContentKind; id: string } | undefined;
  filter: string;
  onFilter(text: string): void;
  onOpen(kind: ContentKind, id: string): void;
}) {
  const t = useT();
  const needle = props.filter.trim().toLowerCase();
  return (
    <nav className="studio-resources" aria-label={t('editor.resources')}>
      <FindInput label={t('editor.filter')} value={props.filter} onChange={props.onFilter} />
      {CONTENT_KINDS.map((kind) => {
        const items = props.resources.filter(
          (r) => r.kind === kind && (needle === '' || r.id.toLowerCase().includes(needle)),
        );
        if (items.length === 0) return null;
        return (
          <section key={kind}>
            <h3>{t(`kind.${kind}`)}</h3>
            <ul>
              {items.map((r) => {
                const current = props.selected?.kind === r.kind && props.selected.id === r.id;
                return (
                  <li key={r.id}>
                    <button
                      type="button"
                      className="studio-resource"
                      aria-current={current ? 'true' : undefined}
                      data-resource={`${r.kind}/${r.id}`}
                      onClick={() => props.onOpen(r.kind, r.id)}
                    >
                      <span className="studio-resource-id">{r.id}</span>
                      {r.hasDraft && (
                        <span className="studio-badge subtle">{t('editor.draft')}</span>
                      )}
                      {r.publishedVersion !== null && (
                        <span className="studio-muted" title={t('editor.publishedVersion')}>
                          v{r.publishedVersion}
                        </span>
                      )}
                    </button>
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </nav>
  );
}
