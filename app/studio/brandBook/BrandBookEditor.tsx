// The brand book editor: colours, fonts, sizes and the logo of one brand, with the site
// previewed live in the real runtime and a WCAG AA contrast check of every text/background pair
// the widgets draw (runtime/schema/brandBookContrast.ts, the rule schemas:check and publishing
// apply too). A partner edits its own brand only; the server refuses any other (403).
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { BRAND_BOOK_PROPERTIES, brandBookToCss } from '../../../runtime/schema/brandBookCss';
import {
  brandBookContrast,
  brandBookContrastFindings,
  type PairResult,
} from '../../../runtime/schema/brandBookContrast';
import type { BrandBook, BrandBookEntry } from '../../../runtime/schema/types';
import { PreviewPanel } from '../preview/PreviewPanel';
import type { StudioSectionProps } from '../sectionProps';
import { studioApi, StudioRefusal, type Finding } from '../studioApi';
import { refusalText, useT } from '../studioTexts';
import './brandBook.css';
import { TableHead } from '../desk/Desk';

type Loaded =
  { kind: 'loading' } | { kind: 'failed'; reason: string } | { kind: 'ready'; revision: number };

type Status =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'saved'; revision: number }
  | { kind: 'published'; version: number }
  | { kind: 'refused'; reason: string; findings: Finding[] };

const HEX = /^#[0-9a-f]{6}$/i;

/** The logo's fields, each with its label's text key. */
const LOGO_FIELDS = [
  ['src', 'brandBook.logoSrc'],
  ['alt', 'brandBook.logoAlt'],
] as const;

export default function BrandBookEditor(props: StudioSectionProps): ReactNode {
  const t = useT();
  const { brand } = props;
  const ref = useMemo(() => ({ brand, kind: 'brandBook' as const, id: brand }), [brand]);
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [book, setBook] = useState<BrandBook | null>(null);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  useEffect(() => {
    let live = true;
    setLoaded({ kind: 'loading' });
    setStatus({ kind: 'idle' });
    studioApi.document(ref).then(
      (answer) => {
        if (!live) return;
        setBook(answer.document as unknown as BrandBook);
        setLoaded({ kind: 'ready', revision: answer.revision });
      },
      (err: unknown) => {
        if (live)
          setLoaded({
            kind: 'failed',
            reason: err instanceof StudioRefusal ? err.reason : 'server_error',
          });
      },
    );
    return () => {
      live = false;
    };
  }, [ref]);

  const entries = useMemo(() => book?.partnerCssBrandBook ?? [], [book]);
  const results = useMemo(() => brandBookContrast(entries), [entries]);
  const findings = useMemo(
    () => [
      ...brandBookToCss(entries, 'brandbook.json').findings,
      ...brandBookContrastFindings(entries, 'brandbook.json'),
    ],
    [entries],
  );

  if (loaded.kind === 'loading' || (loaded.kind === 'ready' && book === null)) {
    return (
      <p className="studio-loading" role="status">
        {t('app.loading')}
      </p>
    );
  }
  if (loaded.kind === 'failed' || book === null) {
    return (
      <p className="studio-error" role="alert">
        {refusalText(t, loaded.kind === 'failed' ? loaded.reason : 'server_error')}
      </p>
    );
  }

  const setEntries = (next: BrandBookEntry[]) => setBook({ ...book, partnerCssBrandBook: next });
  const setEntry = (index: number, change: Partial<BrandBookEntry>) =>
    setEntries(entries.map((e, i) => (i === index ? { ...e, ...change } : e)));
  const unused = Object.keys(BRAND_BOOK_PROPERTIES).filter(
    (prop) => !entries.some((e) => e.css_prop === prop),
  );

  const refuse = (err: unknown) => {
    const refusal = err instanceof StudioRefusal ? err : new StudioRefusal(0, 'server_error');
    const found = refusal.body.findings;
    setStatus({
      kind: 'refused',
      reason: refusal.reason,
      findings: Array.isArray(found) ? (found as Finding[]) : [],
    });
  };

  const save = async (): Promise<number | null> => {
    setStatus({ kind: 'busy' });
    try {
      const answer = await studioApi.saveDraft(
        ref,
        book as unknown as Record<string, unknown>,
        loaded.revision,
      );
      setLoaded({ kind: 'ready', revision: answer.revision });
      setStatus({ kind: 'saved', revision: answer.revision });
      return answer.revision;
    } catch (err) {
      refuse(err);
      return null;
    }
  };

  const publish = async () => {
    const revision = await save();
    if (revision === null) return;
    setStatus({ kind: 'busy' });
    try {
      const answer = await studioApi.publish(ref, revision);
      const reopened = await studioApi.document(ref); // the revision the next save builds on
      setLoaded({ kind: 'ready', revision: reopened.revision });
      setStatus({ kind: 'published', version: answer.version });
    } catch (err) {
      refuse(err);
    }
  };

  const failing = results.filter((r) => !r.passes);

  return (
    <section className="brand-book" aria-labelledby="brand-book-title">
      <h1 id="brand-book-title">
        {t('section.brandBook')}: {brand}
      </h1>
      <div className="brand-book__columns">
        <div className="brand-book__form">
          <h2>{t('brandBook.entries')}</h2>
          <table className="brand-book__entries">
            <thead>
              <tr>
                <th scope="col">{t('brandBook.property')}</th>
                <th scope="col">{t('brandBook.value')}</th>
                <th scope="col">
                  <span className="brand-book__hidden">{t('brandBook.remove')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry, index) => {
                const colour = BRAND_BOOK_PROPERTIES[entry.css_prop] === 'colour';
                const label = t('brandBook.valueOf', { prop: entry.css_prop });
                return (
                  <tr key={`${entry.css_prop}-${index}`}>
                    <th scope="row">
                      <code>{entry.css_prop}</code>
                    </th>
                    <td>
                      <span className="brand-book__value">
                        {colour ? (
                          <input
                            type="color"
                            aria-label={t('brandBook.pick', { prop: entry.css_prop })}
                            value={HEX.test(entry.css_value) ? entry.css_value : '#000000'}
                            onChange={(e) => setEntry(index, { css_value: e.target.value })}
                          />
                        ) : null}
                        <input
                          type="text"
                          aria-label={label}
                          data-prop={entry.css_prop}
                          value={entry.css_value}
                          maxLength={200}
                          onChange={(e) => setEntry(index, { css_value: e.target.value })}
                        />
                      </span>
                    </td>
                    <td>
                      <button
                        type="button"
                        className="studio-button"
                        onClick={() => setEntries(entries.filter((_, i) => i !== index))}
                      >
                        {t('brandBook.remove')}
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          {unused.length > 0 ? (
            <AddEntry
              props={unused}
              onAdd={(prop) =>
                setEntries([
                  ...entries,
                  {
                    css_prop: prop,
                    css_value: BRAND_BOOK_PROPERTIES[prop] === 'colour' ? '#000000' : '',
                  },
                ])
              }
            />
          ) : null}
          <h2>{t('brandBook.logo')}</h2>
          {LOGO_FIELDS.map(([field, label]) => (
            <label key={field} className="brand-book__field">
              {t(label)}
              <input
                type="text"
                value={book.logo[field]}
                onChange={(e) =>
                  setBook({ ...book, logo: { ...book.logo, [field]: e.target.value } })
                }
              />
            </label>
          ))}

          <ContrastReport results={results} />
          {findings.length > 0 ? (
            <div className="brand-book__findings" role="alert" data-testid="brand-book-findings">
              <p>{t('brandBook.findings', { count: failing.length + findings.length })}</p>
              <ul>
                {findings.map((f, i) => (
                  <li key={i}>
                    <code>{f.pointer}</code>: {f.message}
                  </li>
                ))}
              </ul>
            </div>
          ) : (
            <p className="brand-book__ok" role="status">
              {t('brandBook.allPass', { count: results.length })}
            </p>
          )}

          <div className="brand-book__actions">
            <button
              type="button"
              className="studio-button"
              disabled={status.kind === 'busy'}
              onClick={() => void save()}
            >
              {t('brandBook.save')}
            </button>
            <button
              type="button"
              className="studio-button primary"
              disabled={status.kind === 'busy'}
              onClick={() => void publish()}
            >
              {t('brandBook.publish')}
            </button>
          </div>
          <StatusLine status={status} />
        </div>
        <PreviewPanel brand={brand} brands={[brand]} brandBook={entries} />
      </div>
    </section>
  );
}

function AddEntry(p: { props: string[]; onAdd: (prop: string) => void }): ReactNode {
  const t = useT();
  const [prop, setProp] = useState(p.props[0]!);
  const chosen = p.props.includes(prop) ? prop : p.props[0]!;
  return (
    <div className="brand-book__add">
      <label>
        {t('brandBook.property')}
        <select value={chosen} onChange={(e) => setProp(e.target.value)}>
          {p.props.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </label>
      <button type="button" className="studio-button" onClick={() => p.onAdd(chosen)}>
        {t('brandBook.add')}
      </button>
    </div>
  );
}

function ContrastReport({ results }: { results: PairResult[] }): ReactNode {
  const t = useT();
  return (
    <details className="brand-book__contrast" open>
      <summary>
        <h2>{t('brandBook.contrast')}</h2>
      </summary>
      <table>
        <TableHead
          heads={[
            t('brandBook.pair'),
            t('brandBook.theme'),
            t('brandBook.ratio'),
            t('brandBook.usedBy'),
          ]}
        />
        <tbody>
          {results.map((r, i) => (
            <tr key={i} data-passes={r.passes ? 'true' : 'false'}>
              <td>
                <span
                  className="brand-book__sample"
                  style={{ color: r.text.value, background: r.background.value }}
                >
                  Aa
                </span>{' '}
                <code>{r.text.prop ?? r.text.value}</code> /{' '}
                <code>{r.background.prop ?? r.background.value}</code>
              </td>
              <td>{t(`brandBook.theme.${r.theme}`)}</td>
              <td>
                {r.passes
                  ? t('brandBook.pass', { ratio: String(r.ratio ?? '-') })
                  : t('brandBook.fail', { ratio: String(r.ratio), required: r.required })}
              </td>
              <td>{r.pair.usedBy}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

function StatusLine({ status }: { status: Status }): ReactNode {
  const t = useT();
  switch (status.kind) {
    case 'idle':
      return null;
    case 'busy':
      return (
        <p className="studio-muted" role="status">
          {t('app.loading')}
        </p>
      );
    case 'saved':
      return (
        <p className="brand-book__ok" role="status">
          {t('brandBook.saved', { revision: status.revision })}
        </p>
      );
    case 'published':
      return (
        <p className="brand-book__ok" role="status" data-testid="brand-book-published">
          {t('brandBook.published', { version: status.version })}
        </p>
      );
    case 'refused':
      return (
        <div className="studio-error" role="alert" data-testid="brand-book-refused">
          <p>{refusalText(t, status.reason)}</p>
          {status.findings.length > 0 ? (
            <ul>
              {status.findings.map((f, i) => (
                <li key={i}>
                  <code>{f.pointer}</code>: {f.message}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      );
  }
}
