// A new page from a template (information page, promotion landing, casino section): the server
// writes its drafts (the page, its texts in every language, the route table with its route, the
// path checked against every route), the editor opens them in the content section to edit and
// preview per brand and language, publishes them here in one go, and can roll the route back.
import { useState } from 'react';
import { can } from '../../../domain/operators/roles';
import {
  NEW_PAGE_ID,
  PAGE_TEMPLATES,
  templatePath,
  type PageTemplate,
} from '../../../domain/studio/pageTemplates';
import { Desk } from '../desk/Desk';
import type { StudioSectionProps } from '../sectionProps';
import { studioApi, StudioRefusal } from '../studioApi';
import { refusalText, useT } from '../studioTexts';

interface Created {
  id: string;
  path: string;
  published?: { routesVersionBefore: number };
  rolledBack?: boolean;
}

export default function CreatePage({ operator, brand }: StudioSectionProps) {
  const t = useT();
  const [template, setTemplate] = useState<PageTemplate>('promotion');
  const [id, setId] = useState('');
  const [title, setTitle] = useState('');
  const [created, setCreated] = useState<Created | undefined>();
  const [message, setMessage] = useState<{ ok: boolean; text: string; findings?: string[] }>();
  const [busy, setBusy] = useState(false);
  const mayPublish = can(operator, 'content.publish', { brand, kind: 'routes' });
  const validId = NEW_PAGE_ID.test(id);

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

  return (
    <Desk id="create" title={t('section.create')}>
      <p className="studio-muted">{t('create.lead')}</p>
      <form
        className="ops-filters"
        onSubmit={(e) => {
          e.preventDefault();
          if (!validId) return;
          void run(async () => {
            const answer = await studioApi.createPage(brand, id, template, title);
            setCreated({ id, path: answer.path });
            return t('create.created', { path: answer.path });
          });
        }}
      >
        <label className="studio-field-inline">
          {t('create.template')}
          <select value={template} onChange={(e) => setTemplate(e.target.value as PageTemplate)}>
            {PAGE_TEMPLATES.map((tpl) => (
              <option key={tpl} value={tpl}>
                {t(`create.template.${tpl}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="studio-field-inline">
          {t('create.id')}
          <input
            value={id}
            onChange={(e) => setId(e.target.value.trim())}
            aria-describedby="create-path"
          />
        </label>
        <label className="studio-field-inline">
          {t('create.title')}
          <input value={title} maxLength={120} onChange={(e) => setTitle(e.target.value)} />
        </label>
        <button type="submit" className="studio-button" disabled={!validId || busy}>
          {t('create.submit')}
        </button>
      </form>
      <p id="create-path" className="studio-muted">
        {t('create.path', { path: `/{lng}/${templatePath(template, id || '…')}` })}
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
            <a href={`/studio/content?brand=${brand}&kind=page&id=${created.id}`}>
              {t('create.openEditor')}
            </a>
          </p>
          {mayPublish && !created.published && (
            <button
              type="button"
              className="studio-button"
              disabled={busy}
              onClick={() =>
                void run(async () => {
                  const answer = await studioApi.publishCreatedPage(brand, created.id);
                  setCreated({ ...created, published: answer });
                  return t('create.published');
                })
              }
            >
              {t('create.publish')}
            </button>
          )}
          {created.published && !created.rolledBack && (
            <>
              <p>
                <a href={`/en/${created.path}`} target="_blank" rel="noreferrer">
                  {t('create.openLive')}
                </a>
              </p>
              <button
                type="button"
                className="studio-button"
                disabled={busy}
                onClick={() =>
                  void run(async () => {
                    await studioApi.rollback(
                      { brand, kind: 'routes', id: 'routes' },
                      created.published!.routesVersionBefore,
                    );
                    setCreated({ ...created, rolledBack: true });
                    return t('create.rolledBack');
                  })
                }
              >
                {t('create.rollBack')}
              </button>
            </>
          )}
        </section>
      )}
    </Desk>
  );
}
