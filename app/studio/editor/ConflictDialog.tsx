// Two editors saved the same draft: the other one's version, a readable line diff against mine,
// and the choice (keep mine over theirs, take theirs, or keep editing with both kept aside).
import { useEffect, useMemo, useRef } from 'react';
import type { DraftConflictAnswer } from '../../../domain/studio/contract';
import { useT } from '../studioTexts';
import { changedLines } from './lineDiff';

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
  const dialog = useRef<HTMLDialogElement>(null);
  const diff = useMemo(() => changedLines(props.theirs, props.mine), [props.theirs, props.mine]);

  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (props.conflict && !d.open) d.showModal();
    else if (!props.conflict && d.open) d.close();
  }, [props.conflict]);

  return (
    <dialog
      ref={dialog}
      className="studio-dialog wide"
      aria-labelledby="conflict-title"
      onClose={props.onClose}
    >
      <h2 id="conflict-title">{t('conflict.title')}</h2>
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
      <div className="studio-dialog-actions">
        <button type="button" className="studio-button primary" onClick={props.onKeepMine}>
          {t('conflict.keepMine')}
        </button>
        <button type="button" className="studio-button" onClick={props.onTakeTheirs}>
          {t('conflict.takeTheirs')}
        </button>
        <button type="button" className="studio-button" onClick={props.onClose}>
          {t('conflict.later')}
        </button>
      </div>
    </dialog>
  );
}
