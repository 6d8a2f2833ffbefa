// The audit log: every operator write (sign-ins, drafts, publications, rollbacks, rules), newest
// first, for the chosen brand or all brands.
import { useCallback, useState } from 'react';
import { Desk, DeskCheck, DeskFilters, DeskTable, useDeskList, when } from '../desk/Desk';
import type { StudioSectionProps } from '../sectionProps';
import { studioApi, type AuditEntry } from '../studioApi';
import { useT } from '../studioTexts';

export default function AuditLog({ brand }: StudioSectionProps) {
  const t = useT();
  const [allBrands, setAllBrands] = useState(false);
  const fetch = useCallback(
    () => studioApi.audit(allBrands ? undefined : brand, 200).then((a) => a.entries),
    [brand, allBrands],
  );
  const list = useDeskList<AuditEntry>(fetch);

  return (
    <Desk id="audit" title={t('section.audit')}>
      <DeskFilters label={t('desk.filters')}>
        <DeskCheck label={t('audit.allBrands')} checked={allBrands} onChange={setAllBrands} />
      </DeskFilters>
      <DeskTable
        label={t('section.audit')}
        emptyText={t('audit.empty')}
        list={list}
        shown={list.items ?? []}
        rowKey={(e) => e.id}
        columns={[
          { head: t('audit.at'), cell: (e) => when(e.at) },
          { head: t('audit.operator'), cell: (e) => e.operator },
          { head: t('audit.action'), cell: (e) => <code>{e.action}</code> },
          { head: t('audit.brand'), cell: (e) => e.brand ?? '—' },
          { head: t('audit.target'), cell: (e) => <code>{e.target ?? '—'}</code> },
          {
            head: t('audit.details'),
            cell: (e) => (
              <code>
                {e.details === null || e.details === undefined ? '' : JSON.stringify(e.details)}
              </code>
            ),
          },
        ]}
      />
    </Desk>
  );
}
