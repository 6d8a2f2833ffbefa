// The widget catalogue: every registered widget with what it is for, each prop (type, default,
// description), its examples rendered live by the real runtime in the preview, and the pages,
// layouts and parts of the brand that use it, each a link into the editor.
import { useEffect, useId, useMemo, useState } from 'react';
import type { WidgetEntry } from '../../../domain/studio/contract';
import { navigate, useStudioUrl, withQuery } from '../navigation';
import { PreviewPanel } from '../preview/PreviewPanel';
import type { StudioSectionProps } from '../sectionProps';
import { studioApi, StudioRefusal } from '../studioApi';
import { StudioLink } from '../studioLink';
import { refusalText, useT } from '../studioTexts';
import { examplePage, propRows, searchWidgets, type ExampleLike } from './catalogueModel';
import './catalogue.css';
import { TableHead } from '../desk/Desk';

export default function WidgetCatalogue({ brand, brands }: StudioSectionProps) {
  const t = useT();
  const url = useStudioUrl();
  const searchId = useId();
  const [widgets, setWidgets] = useState<WidgetEntry[] | undefined>();
  const [error, setError] = useState<string | undefined>();
  const query = url.searchParams.get('q') ?? '';
  const selectedName = url.searchParams.get('widget');

  useEffect(() => {
    let live = true;
    setWidgets(undefined);
    setError(undefined);
    studioApi.widgets(brand).then(
      (a) => live && setWidgets(a.widgets),
      (err: unknown) =>
        live &&
        setError(refusalText(t, err instanceof StudioRefusal ? err.reason : 'server_error')),
    );
    return () => {
      live = false;
    };
  }, [brand, t]);

  const found = useMemo(() => searchWidgets(widgets ?? [], query), [widgets, query]);
  const selected = widgets?.find((w) => w.name === selectedName) ?? found[0];

  return (
    <section className="studio-catalogue" aria-labelledby="catalogue-title">
      <div className="studio-catalogue-list">
        <h1 id="catalogue-title">{t('section.catalogue')}</h1>
        <label htmlFor={searchId} className="studio-visually-hidden">
          {t('catalogue.search')}
        </label>
        <input
          id={searchId}
          type="search"
          placeholder={t('catalogue.search')}
          value={query}
          onChange={(e) =>
            navigate(withQuery(url, { q: e.target.value || undefined }), { replace: true })
          }
        />
        {error && (
          <p className="studio-error" role="alert">
            {error}
          </p>
        )}
        {!widgets && !error && <p className="studio-loading">{t('app.loading')}</p>}
        {widgets && (
          <>
            <p className="studio-muted" aria-live="polite">
              {t('catalogue.count', { count: found.length, total: widgets.length })}
            </p>
            <ul>
              {found.map((w) => (
                <li key={w.name}>
                  <button
                    type="button"
                    className="studio-resource"
                    aria-current={w.name === selected?.name}
                    onClick={() => navigate(withQuery(url, { widget: w.name }))}
                  >
                    <span className="studio-resource-id">{w.name}</span>
                    <span className="studio-badge">{w.usedBy.length}</span>
                  </button>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
      <div className="studio-catalogue-detail">
        {widgets && !selected && <p className="studio-empty">{t('catalogue.none')}</p>}
        {selected && (
          <WidgetDetail key={selected.name} widget={selected} brand={brand} brands={brands} />
        )}
      </div>
    </section>
  );
}

function WidgetDetail({
  widget,
  brand,
  brands,
}: {
  widget: WidgetEntry;
  brand: string;
  brands: readonly string[];
}) {
  const t = useT();
  const rows = propRows(widget.propsSchema);
  const examples = widget.examples as ExampleLike[];
  const [shown, setShown] = useState(0);
  const example = examples[shown];
  const page = useMemo(
    () => (example ? examplePage(widget.name, example) : undefined),
    [widget.name, example],
  );

  return (
    <article aria-labelledby="widget-title">
      <h2 id="widget-title">{widget.name}</h2>
      <p>{widget.description}</p>

      <h3>{t('catalogue.props')}</h3>
      {rows.length === 0 ? (
        <p className="studio-muted">{t('catalogue.noProps')}</p>
      ) : (
        <table className="studio-table">
          <TableHead
            heads={[
              t('catalogue.prop'),
              t('catalogue.type'),
              t('catalogue.default'),
              t('catalogue.description'),
            ]}
          />
          <tbody>
            {rows.map((p) => (
              <tr key={p.name}>
                <th scope="row">
                  <code>{p.name}</code>
                  {p.required && <span className="studio-badge">{t('catalogue.required')}</span>}
                </th>
                <td>
                  <code>{p.type}</code>
                </td>
                <td>{p.default === undefined ? '—' : <code>{p.default}</code>}</td>
                <td>{p.description}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      <h3>{t('catalogue.examples')}</h3>
      <div role="tablist" aria-label={t('catalogue.examples')} className="studio-catalogue-tabs">
        {examples.map((e, i) => (
          <button
            key={i}
            type="button"
            role="tab"
            aria-selected={i === shown}
            className="studio-button"
            onClick={() => setShown(i)}
          >
            {String(e.title ?? i + 1)}
          </button>
        ))}
      </div>
      {example && page && (
        <div role="tabpanel" className="studio-catalogue-example">
          {typeof (example as { note?: unknown }).note === 'string' && (
            <p className="studio-muted">{(example as { note: string }).note}</p>
          )}
          <details>
            <summary>{t('catalogue.exampleJson')}</summary>
            <pre className="studio-code">
              {JSON.stringify(
                {
                  widget: widget.name,
                  props: example.props,
                  ...(example.slots ? { slots: example.slots } : {}),
                },
                null,
                2,
              )}
            </pre>
          </details>
          <PreviewPanel brand={brand} brands={brands} page={page} />
        </div>
      )}

      <h3>{t('catalogue.usedBy')}</h3>
      {widget.usedBy.length === 0 ? (
        <p className="studio-muted">{t('catalogue.unused')}</p>
      ) : (
        <ul className="studio-catalogue-uses">
          {widget.usedBy.map((u) => {
            const href = `/studio/content?${new URLSearchParams({ brand, kind: u.kind, id: u.id, pointer: u.pointer })}`;
            return (
              <li key={`${u.kind}/${u.id}${u.pointer}`}>
                <StudioLink href={href}>
                  {t(`catalogue.kind.${u.kind}`)} <code>{u.id}</code>
                </StudioLink>{' '}
                <code className="studio-muted">{u.pointer || '/'}</code>
              </li>
            );
          })}
        </ul>
      )}
    </article>
  );
}
