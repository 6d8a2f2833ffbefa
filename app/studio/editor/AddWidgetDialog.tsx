// "Add widget": only registered widgets, each with its description; the chosen one is added with
// its required props filled in (starter values the operator then edits).
import { useEffect, useRef, useState } from 'react';
import { useT } from '../studioTexts';

export interface WidgetChoice {
  name: string;
  description?: string;
}

export function AddWidgetDialog(props: {
  open: boolean;
  widgets: readonly WidgetChoice[];
  onAdd(name: string): void;
  onClose(): void;
}) {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const [filter, setFilter] = useState('');

  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (props.open && !d.open) {
      setFilter('');
      d.showModal();
    } else if (!props.open && d.open) d.close();
  }, [props.open]);

  const needle = filter.trim().toLowerCase();
  const shown = props.widgets.filter(
    (w) =>
      needle === '' ||
      w.name.toLowerCase().includes(needle) ||
      (w.description ?? '').toLowerCase().includes(needle),
  );

  return (
    <dialog
      ref={dialog}
      className="studio-dialog"
      aria-labelledby="add-widget-title"
      onClose={props.onClose}
    >
      <h2 id="add-widget-title">{t('editor.addWidget')}</h2>
      <input
        type="search"
        aria-label={t('editor.findWidget')}
        placeholder={t('editor.findWidget')}
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
        autoFocus
        onKeyDown={(e) => {
          if (e.key === 'Enter' && shown[0]) {
            e.preventDefault();
            props.onAdd(shown[0].name);
          }
        }}
      />
      <ul className="studio-widget-list">
        {shown.map((w) => (
          <li key={w.name}>
            <button type="button" onClick={() => props.onAdd(w.name)} data-widget={w.name}>
              <strong>{w.name}</strong>
              {w.description && <span className="studio-muted">{w.description}</span>}
            </button>
          </li>
        ))}
      </ul>
      <div className="studio-dialog-actions">
        <button type="button" className="studio-button" onClick={props.onClose}>
          {t('editor.cancel')}
        </button>
      </div>
    </dialog>
  );
}
