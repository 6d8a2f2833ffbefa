// The audit log: every operator write (sign-ins, drafts, publications, rollbacks, rules), newest
// first, for the chosen brand or all brands.
import { useEffect, useState } from 'react';
import type { StudioSectionProps } from '../sectionProps';
import { studioApi, StudioRefusal, type AuditEntry } from '../studioApi';
import { refusalText, useT } from '../studioTexts';

export default function AuditLog({ brand }: StudioSectionProps) {
  const t = useT();
  const [allBrands, setAllBrands] = useState(false);
  const [entries, setEntries] = useState<AuditEntry[] | undefined>();
  const [error, setError] = useState<string | undefined>();

  useEffect(() => {
    let live = true;
    setEntries(undefined);
    studioApi.audit(allBrands ? undefined : brand, 200).then(
      (a) => live && setEntries(a.entries),
      (err: unknown) =>
        live &&
        setError(refusalText(t, err instanceof StudioRefusal ? err.reason : 'server_error')),
    );
    return () => {
      live = false;
    };
  }, [brand, allBrands, t]);

  return (
    <section aria-labelledby="audit-title">
      <h1 id="audit-title">{t('section.audit')}</h1>
      <label className="studio-field-inline">
        <input
          type="checkbox"
          checked={allBrands}
          onChange={(e) => setAllBrands(e.target.checked)}
        />
        {t('audit.allBrands')}
      </label>
      {error && (
        <p className="studio-error" role="alert">
          {error}
        </p>
      )}
      {!entries && !error && <p className="studio-loading">{t('app.loading')}</p>}
      {entries && entries.length === 0 && <p className="studio-muted">{t('audit.empty')}</p>}
      {entries && entries.length > 0 && (
        <table className="studio-table">
          <thead>
            <tr>
              <th scope="col">{t('audit.at')}</th>
              <th scope="col">{t('audit.operator')}</th>
              <th scope="col">{t('audit.action')}</th>
              <th scope="col">{t('audit.brand')}</th>
              <th scope="col">{t('audit.target')}</th>
              <th scope="col">{t('audit.details')}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((e) => (
              <tr key={e.id}>
                <td>{new Date(e.at).toLocaleString()}</td>
                <td>{e.operator}</td>
                <td>
                  <code>{e.action}</code>
                </td>
                <td>{e.brand ?? '—'}</td>
                <td>
                  <code>{e.target ?? '—'}</code>
                </td>
                <td>
                  <code>
                    {e.details === null || e.details === undefined ? '' : JSON.stringify(e.details)}
                  </code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
