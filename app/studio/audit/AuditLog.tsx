// The audit log: every operator write (sign-ins, drafts, publications, rollbacks, rules), newest
// first, for the chosen brand or all brands.
import { useEffect, useState } from 'react';
import { DeskCheck, TableHead } from '../desk/Desk';
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
      <DeskCheck label={t('audit.allBrands')} checked={allBrands} onChange={setAllBrands} />
      {error && (
        <p className="studio-error" role="alert">
          {error}
        </p>
      )}
      {!entries && !error && <p className="studio-loading">{t('app.loading')}</p>}
      {entries && entries.length === 0 && <p className="studio-muted">{t('audit.empty')}</p>}
      {entries && entries.length > 0 && (
        <table className="studio-table">
          <TableHead
            heads={[
              t('audit.at'),
              t('audit.operator'),
              t('audit.action'),
              t('audit.brand'),
              t('audit.target'),
              t('audit.details'),
            ]}
          />
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
