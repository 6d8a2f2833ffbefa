// "Add widget": only registered widgets, each with its description; the chosen one is added with
// its required props filled in (starter values the operator then edits).
import { useEffect, useState } from 'react';
import { useT } from '../studioTexts';
import { FindInput } from './FindInput';
import { StudioDialog } from './StudioDialog';

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
  const [filter, setFilter] = useState('');

  // Each opening starts with an empty search.
  useEffect(() => {
    if (props.open) setFilter('');
  }, [props.open]);

  const needle = filter.trim().toLowerCase();
  const shown = props.widgets.filter(
    (w) =>
      needle === '' ||
      w.name.toLowerCase().includes(needle) ||
      (w.description ?? '').toLowerCase().includes(needle),
  );

  return (
    <StudioDialog
      id="add-widget"
      open={props.open}
      title={t('editor.addWidget')}
      onClose={props.onClose}
      actions={
        <button type="button" className="studio-button" onClick={props.onClose}>
          {t('editor.cancel')}
        </button>
      }
    >
      <FindInput
        label={t('editor.findWidget')}
        value={filter}
        onChange={setFilter}
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
    </StudioDialog>
  );
}
