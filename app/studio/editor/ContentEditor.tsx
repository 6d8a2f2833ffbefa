// The content section: the brand's resources, and the open one's editor.
import { useCallback, useEffect, useState } from 'react';
import { can, PARTNER_WRITABLE_KINDS } from '../../../domain/operators/roles';
import { isContentKind } from '../../../domain/studio/contentKinds';
import { navigate, useStudioUrl, withQuery } from '../navigation';
import type { StudioSectionProps } from '../sectionProps';
import { studioApi, StudioRefusal, type ResourceSummary } from '../studioApi';
import { refusalText, useT } from '../studioTexts';
import { DocumentEditor } from './DocumentEditor';
import { ResourceList } from './ResourceList';

export default function ContentEditor({ operator, brand, brands }: StudioSectionProps) {
  const t = useT();
  const url = useStudioUrl();
  const [resources, setResources] = useState<ResourceSummary[] | undefined>();
  const [filter, setFilter] = useState('');
  const [error, setError] = useState<string | undefined>();

  const reload = useCallback(() => {
    studioApi.resources(brand).then(
      (answer) => {
        setResources(answer.resources);
        setError(undefined);
      },
      (err: unknown) =>
        setError(refusalText(t, err instanceof StudioRefusal ? err.reason : 'server_error')),
    );
  }, [brand, t]);
  useEffect(reload, [reload]);

  const kindParam = url.searchParams.get('kind');
  const id = url.searchParams.get('id') ?? '';
  const kind = isContentKind(kindParam) ? kindParam : undefined;
  const shown = (resources ?? []).filter(
    (r) => operator.role !== 'partner' || PARTNER_WRITABLE_KINDS.includes(r.kind),
  );

  return (
    <div className="studio-content">
      <ResourceList
        resources={shown}
        selected={kind ? { kind, id } : undefined}
        filter={filter}
        onFilter={setFilter}
        onOpen={(k, i) => navigate(withQuery(url, { kind: k, id: i }))}
      />
      <div className="studio-content-main">
        {error && (
          <p className="studio-error" role="alert">
            {error}
          </p>
        )}
        {!resources && !error && <p className="studio-loading">{t('app.loading')}</p>}
        {kind && id ? (
          <DocumentEditor
            key={`${brand}/${kind}/${id}`}
            operator={operator}
            resource={{ brand, kind, id }}
            brands={brands}
            canWrite={can(operator, 'content.write', { brand, kind })}
            canPublish={can(operator, 'content.publish', { brand, kind })}
            onStored={reload}
          />
        ) : (
          resources && <p className="studio-muted studio-empty">{t('editor.pick')}</p>
        )}
      </div>
    </div>
  );
}
