// Two editors saved the same draft: the other one's version, a readable line diff against mine,
// and the choice (keep mine over theirs, take theirs, or keep editing with both kept aside).
import { useMemo } from 'react';
import type { DraftConflictAnswer } from '../../../domain/studio/contract';
import { useT } from '../studioTexts';
import { changedLines } from './lineDiff';
import { StudioDialog } from './StudioDialog';

export function ConflictDialog(props: {
  conflict: DraftConflictAnswer['current'] | undefined;
  /** Their document as the editor shows documents (same key order and indent as mine). */
  theirs: string;
  mine: string;
  onKeepMine(): void;
  onTakeTheirs(): void;
  onClose(): void;
}) {
  const t = useT();
  const diff = useMemo(() => changedLines(props.theirs, props.mine), [props.theirs, props.mine]);

  return (
    <StudioDialog
      id="conflict"
      open={!!props.conflict}
      title={t('conflict.title')}
      wide
      onClose={props.onClose}
      actions={
        <>
          <button type="button" className="studio-button primary" onClick={props.onKeepMine}>
            {t('conflict.keepMine')}
          </button>
          <button type="button" className="studio-button" onClick={props.onTakeTheirs}>
            {t('conflict.takeTheirs')}
          </button>
          <button type="button" className="studio-button" onClick={props.onClose}>
            {t('conflict.later')}
          </button>
        </>
      }
    >
      {props.conflict && (
        <p>
          {t('conflict.lead', {
            author: props.conflict.author,
            at: new Date(props.conflict.savedAt).toLocaleString(),
            revision: props.conflict.revision,
          })}
        </p>
      )}
      <p className="studio-muted">{t('conflict.legend')}</p>
      <pre className="studio-diff" aria-label={t('conflict.diff')} tabIndex={0}>
        {diff.map((line, i) =>
          line === null ? (
            <span key={i} className="gap">
              {'⋯\n'}
            </span>
          ) : (
            <span key={i} className={line.op}>
              {line.op === 'added' ? '+ ' : line.op === 'removed' ? '- ' : '  '}
              {line.text + '\n'}
            </span>
          ),
        )}
      </pre>
    </StudioDialog>
  );
}
