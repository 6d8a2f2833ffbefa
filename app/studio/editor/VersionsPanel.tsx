// The published versions of a resource (0 is the repository file); any earlier one can be restored.
import type { VersionSummary } from '../studioApi';
import { useT } from '../studioTexts';

export function VersionsPanel(props: {
  versions: readonly VersionSummary[] | undefined;
  current: number | null;
  canRestore: boolean;
  busy: boolean;
  onRestore(version: number): void;
}) {
  const t = useT();
  if (!props.versions) return <p className="studio-loading">{t('app.loading')}</p>;
  return (
    <ol className="studio-versions" aria-label={t('versions.title')}>
      {props.versions.map((v) => {
        const live = (props.current ?? 0) === v.version;
        return (
          <li key={v.version} data-version={v.version}>
            <span>
              <strong>{v.version === 0 ? t('versions.file') : `v${v.version}`}</strong>{' '}
              {live && <span className="studio-badge">{t('versions.live')}</span>}
              <br />
              <span className="studio-muted">
                {v.publishedAt
                  ? `${v.author} · ${new Date(v.publishedAt).toLocaleString()}`
                  : t('versions.fileHint')}
                {v.rolledBackFrom !== undefined &&
                  ` · ${t('versions.restoredFrom', { version: v.rolledBackFrom })}`}
              </span>
            </span>
            {props.canRestore && !live && (
              <button
                type="button"
                className="studio-button"
                disabled={props.busy}
                onClick={() => props.onRestore(v.version)}
              >
                {t('versions.restore')}
              </button>
            )}
          </li>
        );
      })}
    </ol>
  );
}
