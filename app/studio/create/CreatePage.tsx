// A new page or remote part from a template (information page, promotion landing, casino
// section; banner, heading and text): the server writes its drafts (the page or part, its texts in
// every language, a page's route table with its route, the path checked against every route), the
// editor opens them in the content section to edit and preview per brand and language, publishes
// them here in one go, and can roll back what put it on the site (the route, the part).
import { useState } from 'react';
import { can } from '../../../domain/operators/roles';
import {
  NEW_PAGE_ID,
  PAGE_TEMPLATES,
  templatePath,
  type PageTemplate,
} from '../../../domain/studio/pageTemplates';
import { NEW_PART_ID, PART_TEMPLATES, partPath } from '../../../domain/studio/partTemplates';
import { Desk, DeskChoice, DeskInput } from '../desk/Desk';
import type { StudioSectionProps } from '../sectionProps';
import { studioApi, StudioRefusal, type CreatedPublication } from '../studioApi';
import { refusalText, useT } from '../studioTexts';

type CreatedKind = 'page' | 'part';

interface Created {
  kind: CreatedKind;
  id: string;
  path: string;
  published?: CreatedPublication;
  rolledBack?: boolean;
}

const TEMPLATES: Record<CreatedKind, readonly string[]> = {
  page: PAGE_TEMPLATES,
  part: PART_TEMPLATES,
};

export default function CreatePage({ operator, brand }: StudioSectionProps) {
  const t = useT();
  const [kind, setKind] = useState<CreatedKind>('page');
  const [template, setTemplate] = useState<string>('promotion');
  const [id, setId] = useState('');
  const [title, setTitle] = useState('');
  const [created, setCreated] = useState<Created | undefined>();
  const [message, setMessage] = useState<{ ok: boolean; text: string; findings?: string[] }>();
  const [busy, setBusy] = useState(false);
  const mayPublish = can(operator, 'content.publish', {
    brand,
    kind: kind === 'page' ? 'routes' : 'part',
  });
  const validId = (kind === 'page' ? NEW_PAGE_ID : NEW_PART_ID).test(id);
  const pathOf = (name: string) =>
    kind === 'page'
      ? `/{lng}/${templatePath(template as PageTemplate, name)}`
      : `/${partPath(name)}`;

  const run = async (action: () => Promise<string>) => {
    setBusy(true);
    try {
      setMessage({ ok: true, text: await action() });
    } catch (err) {
      const reason = err instanceof StudioRefusal ? err.reason : 'server_error';
      const findings =
        err instanceof StudioRefusal && Array.isArray(err.body.findings)
          ? (err.body.findings as { pointer: string; message: string }[]).map(
              (f) => `${f.pointer}: ${f.message}`,
            )
          : undefined;
      setMessage({ ok: false, text: refusalText(t, reason), ...(findings ? { findings } : {}) });
    } finally {
      setBusy(false);
    }
  };

  /** A button for one step on the created item (publish, roll back): `action` words what it did. */
  const stepButton = (label: string, action: () => Promise<string>) => (
    <button
      type="button"
      className="studio-button"
      disabled={busy}
      onClick={() => void run(action)}
    >
      {label}
    </button>
  );

  return (
    <Desk id="create" title={t('section.create')}>
      <p className="studio-muted">{t(kind === 'page' ? 'create.lead' : 'create.partLead')}</p>
      <form
        className="ops-filters"
        onSubmit={(e) => {
          e.preventDefault();
          if (!validId) return;
          void run(async () => {
            const answer = await studioApi.create(kind, brand, id, template, title);
            setCreated({ kind, id, path: answer.path });
            return t('create.created', { path: answer.path });
          });
        }}
      >
        <DeskChoice
          label={t('create.kind')}
          value={kind}
          onChange={(next) => {
            setKind(next);
            setTemplate(TEMPLATES[next][0]!);
          }}
          options={(['page', 'part'] as const).map((k) => ({
            value: k,
            text: t(`create.kind.${k}`),
          }))}
        />
        <DeskChoice
          label={t('create.template')}
          value={template}
          onChange={setTemplate}
          options={TEMPLATES[kind].map((tpl) => ({
            value: tpl,
            text: t(`create.template.${tpl}`),
          }))}
        />
        <DeskInput
          label={t(kind === 'page' ? 'create.id' : 'create.partId')}
          value={id}
          onChange={(v) => setId(v.trim())}
          describedBy="create-path"
        />
        <DeskInput label={t('create.title')} value={title} maxLength={120} onChange={setTitle} />
        <button type="submit" className="studio-button" disabled={!validId || busy}>
          {t('create.submit')}
        </button>
      </form>
      <p id="create-path" className="studio-muted">
        {t('create.path', { path: pathOf(id || '…') })}
      </p>
      {message && (
        <div
          className={message.ok ? 'studio-ok' : 'studio-error'}
          role={message.ok ? 'status' : 'alert'}
        >
          <p>{message.text}</p>
          {message.findings && (
            <ul>
              {message.findings.map((f) => (
                <li key={f}>
                  <code>{f}</code>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {created && (
        <section className="ops-panel" aria-labelledby="created-title">
          <h2 id="created-title">
            {created.id} <code>/{created.path}</code>
          </h2>
          <p>
            <a href={`/studio/content?brand=${brand}&kind=${created.kind}&id=${created.id}`}>
              {t('create.openEditor')}
            </a>
          </p>
          {mayPublish &&
            !created.published &&
            stepButton(
              t(created.kind === 'page' ? 'create.publish' : 'create.publishPart'),
              async () => {
                const answer = await studioApi.publishCreated(created.kind, brand, created.id);
                setCreated({ ...created, published: answer });
                return t('create.published');
              },
            )}
          {created.published && !created.rolledBack && (
            <>
              {created.kind === 'page' ? (
                <p>
                  <a href={`/en/${created.path}`} target="_blank" rel="noreferrer">
                    {t('create.openLive')}
                  </a>
                </p>
              ) : (
                <p>{t('create.partUse', { id: created.id })}</p>
              )}
              {stepButton(
                t(created.kind === 'page' ? 'create.rollBack' : 'create.rollBackPart'),
                async () => {
                  const published = created.published!;
                  await studioApi.rollback(
                    { brand, ...published.rollback },
                    published.versionBefore,
                  );
                  setCreated({ ...created, rolledBack: true });
                  return t(created.kind === 'page' ? 'create.rolledBack' : 'create.rolledBackPart');
                },
              )}
            </>
          )}
        </section>
      )}
    </Desk>
  );
}
