// One resource open for editing: the widget tree beside the JSON editor, the findings inline
// (local schema check at once, the server's full check debounced), text keys, add widget, save
// with conflict handling, publish, versions and rollback, preview link and the live preview.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { OperatorIdentity } from '../../../domain/operators/roles';
import type { DraftConflictAnswer, PublishFindingsAnswer } from '../../../domain/studio/contract';
import { widgetCatalog } from '../../../widgets/catalog';
import { studioApi, StudioRefusal, type ResourceRef, type VersionSummary } from '../studioApi';
import { refusalText, useT } from '../studioTexts';
import { AddWidgetDialog } from './AddWidgetDialog';
import { ConflictDialog } from './ConflictDialog';
import { JsonEditor, type JsonEditorHandle } from './JsonEditor';
import { jsonPositions, pointerAt, valueAt } from './jsonPositions';
import { resourceFile } from './localCheck';
import { PreviewPanel } from '../preview/PreviewPanel';
import { schemaCompletion, type CompletionData } from './schemaCompletion';
import { isTextKey, orderedBySchema, requiredStarter, schemasAt, type Schema } from './schemaModel';
import { TextKeyPanel } from './TextKeyPanel';
import { VersionsPanel } from './VersionsPanel';
import { insertWidget, nodeOfPointer, widgetTree, WIDGET_TREE_KINDS } from './widgetTree';
import { WidgetTreeView } from './WidgetTreeView';
import { loadDictionaryTexts } from './dictionaryTexts';
import { WIDGET_DOCS } from './widgetDocs';
import { findingKey, useDocumentFindings } from './documentFindings';

const WIDGET_SCHEMAS: ReadonlyMap<string, Schema> = new Map(
  widgetCatalog.map((w) => [w.name, w.propsSchema]),
);
const WIDGET_CHOICES = widgetCatalog
  .map((w) => {
    const description = WIDGET_DOCS.get(w.name)?.description;
    return description ? { name: w.name, description } : { name: w.name };
  })
  .sort((a, b) => a.name.localeCompare(b.name));
const format = (doc: unknown) => `${JSON.stringify(doc, null, 2)}\n`;

type Tab = 'problems' | 'versions' | 'preview';

export function DocumentEditor(props: {
  operator: OperatorIdentity;
  resource: ResourceRef;
  /** Brands the preview may switch to. */
  brands: readonly string[];
  canWrite: boolean;
  canPublish: boolean;
  onStored(): void;
}) {
  const { resource, canWrite, canPublish, brands } = props;
  const t = useT();
  const file = resourceFile(resource.brand, resource.kind, resource.id);
  const editor = useRef<JsonEditorHandle>(null);

  const [loaded, setLoaded] = useState<
    | { text: string; source: string; publishedVersion: number | null; migratedFrom?: number }
    | undefined
  >();
  const [loadError, setLoadError] = useState<string | undefined>();
  const [text, setText] = useState('');
  const [savedText, setSavedText] = useState('');
  const [revision, setRevision] = useState(0);
  const [cursor, setCursor] = useState(0);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ kind: 'ok' | 'error'; text: string } | undefined>();
  const [conflict, setConflict] = useState<DraftConflictAnswer['current'] | undefined>();
  const [asideText, setAsideText] = useState<string | undefined>();
  const [adding, setAdding] = useState(false);
  const [tab, setTab] = useState<Tab>('problems');
  const [versions, setVersions] = useState<VersionSummary[] | undefined>();
  const [previewUrl, setPreviewUrl] = useState<string | undefined>();
  const [textKeys, setTextKeys] = useState<CompletionData['textKeys']>([]);

  const refuse = useCallback(
    (err: unknown) =>
      setNotice({
        kind: 'error',
        text: refusalText(t, err instanceof StudioRefusal ? err.reason : 'server_error'),
      }),
    [t],
  );

  const load = useCallback(async () => {
    try {
      const answer = await studioApi.document(resource);
      const loadedText = format(orderedBySchema(resource.kind, answer.document, WIDGET_SCHEMAS));
      setLoaded({
        text: loadedText,
        source: answer.source,
        publishedVersion: answer.publishedVersion,
        ...(answer.migratedFrom !== undefined ? { migratedFrom: answer.migratedFrom } : {}),
      });
      setText(loadedText);
      setSavedText(loadedText);
      setRevision(answer.revision);
      editor.current?.setText(loadedText);
    } catch (err) {
      setLoadError(refusalText(t, err instanceof StudioRefusal ? err.reason : 'server_error'));
    }
  }, [resource, t]);

  const loadVersions = useCallback(() => {
    studioApi.versions(resource).then((a) => setVersions(a.versions), refuse);
  }, [resource, refuse]);

  useEffect(() => {
    void load();
    loadVersions();
    // Once per resource (the component is keyed by it).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    void loadDictionaryTexts().then((entries) =>
      setTextKeys(entries.map((e) => ({ key: e.key, sample: Object.values(e.texts).join(' · ') }))),
    );
  }, []);

  const { parsed, lastGood, findings, checking, diagnostics, setServerFindings } =
    useDocumentFindings({ resource, file, text, checkServer: loaded !== undefined });

  const doc = lastGood?.doc;
  const positions = lastGood?.positions;
  const nodes = useMemo(
    () => (WIDGET_TREE_KINDS.includes(resource.kind) ? widgetTree(doc) : []),
    [doc, resource.kind],
  );
  const cursorPointer = positions ? pointerAt(positions, cursor) : '';
  const selectedNode = nodeOfPointer(nodes, cursorPointer);
  const textKeyAt =
    doc &&
    typeof valueAt(doc, cursorPointer) === 'string' &&
    isTextKey(schemasAt(resource.kind, doc, cursorPointer, WIDGET_SCHEMAS))
      ? cursorPointer
      : undefined;

  const completionData = useRef<CompletionData>({
    kind: resource.kind,
    doc,
    widgets: WIDGET_SCHEMAS,
    textKeys,
    docs: WIDGET_DOCS,
  });
  completionData.current = {
    kind: resource.kind,
    doc,
    widgets: WIDGET_SCHEMAS,
    textKeys,
    docs: WIDGET_DOCS,
  };
  const completion = useMemo(() => schemaCompletion(() => completionData.current), []);

  const dirty = text !== savedText;
  const errorCount = parsed.ok ? findings.length : 1;

  const replaceText = (next: string, selectPointer?: string) => {
    setText(next);
    editor.current?.setText(next);
    if (selectPointer) {
      const span = jsonPositions(next).get(selectPointer);
      if (span) editor.current?.select(span.from, span.from);
    }
  };

  const revealPointer = (pointer: string) => {
    if (!positions) return;
    const span = positions.get(`${pointer}/widget`) ?? positions.get(pointer);
    if (!span) return;
    editor.current?.select(span.keyFrom ?? span.from, span.to);
    editor.current?.focus();
  };

  const addWidget = (name: string) => {
    setAdding(false);
    if (!parsed.ok) return;
    const propsSchema = WIDGET_SCHEMAS.get(name) ?? {};
    const props = requiredStarter(propsSchema);
    const child = Object.keys(props).length > 0 ? { widget: name, props } : { widget: name };
    const at = selectedNode?.pointer ?? '/body';
    const inserted = insertWidget(parsed.value, at, child);
    replaceText(format(inserted.doc), inserted.pointer);
  };

  const pickTextKey = (key: string) => {
    if (!textKeyAt || !positions) return;
    const span = positions.get(textKeyAt);
    if (!span) return;
    const next = text.slice(0, span.from) + JSON.stringify(key) + text.slice(span.to);
    replaceText(next);
    editor.current?.select(span.from, span.from);
  };

  const save = async (baseRevision = revision): Promise<number | undefined> => {
    if (!parsed.ok) {
      setNotice({ kind: 'error', text: t('editor.fixSyntax') });
      return undefined;
    }
    setBusy(true);
    setNotice(undefined);
    try {
      const answer = await studioApi.saveDraft(resource, parsed.value, baseRevision);
      setRevision(answer.revision);
      setSavedText(text);
      setServerFindings({ text, findings: answer.findings });
      setLoaded((l) => l && { ...l, source: 'draft' });
      setNotice({ kind: 'ok', text: t('editor.saved', { revision: answer.revision }) });
      props.onStored();
      return answer.revision;
    } catch (err) {
      if (err instanceof StudioRefusal && err.reason === 'draft_conflict') {
        setConflict((err.body as unknown as DraftConflictAnswer).current);
      } else refuse(err);
      return undefined;
    } finally {
      setBusy(false);
    }
  };

  /**
   * Publication and rollback both serve a checked version: on success the notice, the document
   * and versions reloaded; refused for findings, those findings shown under Problems.
   */
  const serveVersion = async (
    serve: () => Promise<{ version: number }>,
    noticeOf: (version: number) => string,
  ) => {
    setBusy(true);
    try {
      const answer = await serve();
      setNotice({ kind: 'ok', text: noticeOf(answer.version) });
      await load();
      loadVersions();
      props.onStored();
    } catch (err) {
      if (err instanceof StudioRefusal && err.reason === 'publish_findings') {
        setServerFindings({
          text,
          findings: (err.body as unknown as PublishFindingsAnswer).findings,
        });
        setTab('problems');
      }
      refuse(err);
    } finally {
      setBusy(false);
    }
  };

  const publish = async () => {
    const rev = dirty || revision === 0 ? await save() : revision;
    if (rev === undefined) return;
    await serveVersion(
      () => studioApi.publish(resource, rev),
      (version) => t('editor.published', { version }),
    );
  };

  const discard = async () => {
    if (!window.confirm(t('editor.discardConfirm'))) return;
    setBusy(true);
    try {
      await studioApi.discardDraft(resource);
      setNotice({ kind: 'ok', text: t('editor.discarded') });
      await load();
      props.onStored();
    } catch (err) {
      refuse(err);
    } finally {
      setBusy(false);
    }
  };

  const restore = (version: number) =>
    serveVersion(
      () => studioApi.rollback(resource, version),
      (now) => (version === 0 ? t('editor.restoredFile') : t('editor.restored', { version, now })),
    );

  const sharePreview = async () => {
    try {
      const answer = await studioApi.previewLink(resource.brand);
      setPreviewUrl(new URL(answer.url, location.origin).href);
    } catch (err) {
      refuse(err);
    }
  };

  if (loadError)
    return (
      <p className="studio-error" role="alert">
        {loadError}
      </p>
    );
  if (!loaded)
    return (
      <p className="studio-loading" role="status">
        {t('app.loading')}
      </p>
    );

  const otherFiles = findings.filter((f) => f.file !== file);
  const status =
    loaded.source === 'draft'
      ? t('editor.statusDraft', { revision })
      : loaded.source === 'published'
        ? t('editor.statusPublished', { version: loaded.publishedVersion ?? 0 })
        : t('editor.statusFile');

  return (
    <div className="studio-doc" data-testid="document-editor">
      <div className="studio-toolbar" role="toolbar" aria-label={t('editor.actions')}>
        <h1>
          <span className="studio-muted">{t(`kind.${resource.kind}`)} /</span> {resource.id}
        </h1>
        <span className="studio-status" data-testid="doc-status">
          {status}
          {dirty && <span className="studio-badge subtle">{t('editor.unsaved')}</span>}
        </span>
        <span className="studio-header-spacer" />
        {canWrite && nodes.length > 0 && (
          <button
            type="button"
            className="studio-button"
            onClick={() => setAdding(true)}
            disabled={!parsed.ok}
          >
            {t('editor.addWidget')}
          </button>
        )}
        {canWrite && (
          <button
            type="button"
            className="studio-button"
            onClick={() => void save()}
            disabled={busy || !dirty}
            aria-keyshortcuts="Control+S"
          >
            {t('editor.save')}
          </button>
        )}
        {canPublish && (
          <button
            type="button"
            className="studio-button primary"
            onClick={() => void publish()}
            disabled={busy || errorCount > 0 || checking || (!dirty && loaded.source !== 'draft')}
            title={errorCount > 0 ? t('editor.publishBlocked', { count: errorCount }) : undefined}
          >
            {t('editor.publish')}
          </button>
        )}
        {canWrite && loaded.source === 'draft' && (
          <button
            type="button"
            className="studio-button danger"
            onClick={() => void discard()}
            disabled={busy}
          >
            {t('editor.discard')}
          </button>
        )}
        <button type="button" className="studio-button" onClick={() => void sharePreview()}>
          {t('editor.previewLink')}
        </button>
      </div>
      {(notice || loaded.migratedFrom !== undefined || previewUrl || asideText) && (
        <div className="studio-notices">
          {notice && (
            <p
              className={notice.kind === 'ok' ? 'studio-ok' : 'studio-error'}
              role={notice.kind === 'ok' ? 'status' : 'alert'}
            >
              {notice.text}
            </p>
          )}
          {loaded.migratedFrom !== undefined && (
            <p className="studio-muted">{t('editor.migrated', { from: loaded.migratedFrom })}</p>
          )}
          {previewUrl && (
            <p>
              {t('editor.previewLinkReady')}{' '}
              <input
                readOnly
                value={previewUrl}
                aria-label={t('editor.previewLink')}
                size={60}
                onFocus={(e) => e.target.select()}
              />
            </p>
          )}
          {asideText && (
            <p>
              {t('conflict.aside')}{' '}
              <button
                type="button"
                className="studio-button"
                onClick={() => (replaceText(asideText), setAsideText(undefined))}
              >
                {t('conflict.bringBack')}
              </button>
            </p>
          )}
        </div>
      )}
      <div className={tab === 'preview' ? 'studio-workspace previewing' : 'studio-workspace'}>
        {nodes.length > 0 && (
          <aside className="studio-tree-pane" aria-label={t('editor.tree')}>
            <h3>{t('editor.tree')}</h3>
            <WidgetTreeView
              nodes={nodes}
              selected={selectedNode?.pointer}
              findings={findings}
              onSelect={revealPointer}
            />
          </aside>
        )}
        <div className="studio-code-pane">
          <JsonEditor
            ref={editor}
            initialText={loaded.text}
            label={t('editor.codeLabel', { id: resource.id })}
            readOnly={!canWrite}
            diagnostics={diagnostics}
            completion={completion}
            onChange={setText}
            onCursor={setCursor}
            onSave={() => {
              if (canWrite && dirty && !busy) void save();
            }}
          />
        </div>
        <aside className="studio-side">
          {textKeyAt && doc && (
            <TextKeyPanel
              value={String(valueAt(doc, textKeyAt))}
              readOnly={!canWrite}
              onPick={pickTextKey}
            />
          )}
          <div role="tablist" className="studio-tabs" aria-label={t('editor.panels')}>
            {(['problems', 'versions', 'preview'] as const).map((name) => (
              <button
                key={name}
                type="button"
                role="tab"
                id={`tab-${name}`}
                aria-selected={tab === name}
                aria-controls={`panel-${name}`}
                onClick={() => setTab(name)}
              >
                {t(`editor.tab.${name}`)}
                {name === 'problems' && errorCount > 0 && (
                  <span className="studio-count">{errorCount}</span>
                )}
              </button>
            ))}
          </div>
          <div
            role="tabpanel"
            id={`panel-${tab}`}
            aria-labelledby={`tab-${tab}`}
            className="studio-tabpanel"
          >
            {tab === 'problems' && (
              <div data-testid="findings" aria-live="polite">
                {!parsed.ok && (
                  <p className="studio-error">{t('editor.syntax', { message: parsed.message })}</p>
                )}
                {parsed.ok && findings.length === 0 && (
                  <p className="studio-ok">
                    {checking ? t('editor.checking') : t('editor.noFindings')}
                  </p>
                )}
                <ul className="studio-findings">
                  {findings.map((f) => (
                    <li key={findingKey(f)}>
                      <button
                        type="button"
                        disabled={f.file !== file}
                        onClick={() => revealPointer(f.pointer)}
                      >
                        <code>{f.file === file ? f.pointer || '/' : `${f.file}#${f.pointer}`}</code>
                        <span>{f.message}</span>
                      </button>
                    </li>
                  ))}
                </ul>
                {otherFiles.length > 0 && <p className="studio-muted">{t('editor.otherFiles')}</p>}
              </div>
            )}
            {tab === 'versions' && (
              <VersionsPanel
                versions={versions}
                current={loaded.publishedVersion}
                canRestore={canPublish}
                busy={busy}
                onRestore={(v) => void restore(v)}
              />
            )}
            {tab === 'preview' && (
              <PreviewPanel
                brand={resource.brand}
                brands={brands}
                {...(resource.kind === 'page' && parsed.ok ? { page: parsed.value } : {})}
              />
            )}
          </div>
        </aside>
      </div>
      <AddWidgetDialog
        open={adding}
        widgets={WIDGET_CHOICES}
        onAdd={addWidget}
        onClose={() => setAdding(false)}
      />
      <ConflictDialog
        conflict={conflict}
        theirs={
          conflict ? format(orderedBySchema(resource.kind, conflict.document, WIDGET_SCHEMAS)) : ''
        }
        mine={text}
        onKeepMine={() => {
          const base = conflict?.revision;
          setConflict(undefined);
          if (base !== undefined) void save(base);
        }}
        onTakeTheirs={() => {
          if (!conflict) return;
          setAsideText(text);
          const theirs = format(orderedBySchema(resource.kind, conflict.document, WIDGET_SCHEMAS));
          setRevision(conflict.revision);
          setSavedText(theirs);
          replaceText(theirs);
          setConflict(undefined);
        }}
        onClose={() => {
          if (conflict) setRevision(revision);
          setConflict(undefined);
        }}
      />
    </div>
  );
}
