import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A modal dialog of the editor, shown while `open`: its title (`<id>-title`), what it holds and
 * its row of actions. Escape or an action calls `onClose`.
 */
export function StudioDialog(props: {
  id: string;
  open: boolean;
  title: string;
  wide?: boolean;
  onClose(): void;
  actions: ReactNode;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (props.open && !d.open) d.showModal();
    else if (!props.open && d.open) d.close();
  }, [props.open]);

  return (
    <dialog
      ref={dialog}
      className={props.wide ? 'studio-dialog wide' : 'studio-dialog'}
      aria-labelledby={`${props.id}-title`}
      onClose={props.onClose}
    >
      <h2 id={`${props.id}-title`}>{props.title}</h2>
      {props.children}
      <div className="studio-dialog-actions">{props.actions}</div>
    </dialog>
  );
}
