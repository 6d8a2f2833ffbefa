import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import './ModalDialog.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface ModalDialogProps {
  /** The dialog's visible title, also its accessible name. */
  title: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
  /** 'center' for a popup, 'side' for a panel on the right edge. */
  placement?: 'center' | 'side';
  /** false: no close button and Escape does nothing (a notice that must be answered). */
  dismissible?: boolean;
}

/**
 * A modal dialog (WAI-ARIA dialog pattern): focus moves in on open, Tab stays inside, Escape and
 * the close button close it, and focus returns to what had it before. It renders at the end of
 * <body>, outside the landmark and the styles of the widget that opens it (e.g. the header).
 */
export function ModalDialog({
  title,
  closeLabel,
  onClose,
  children,
  placement = 'center',
  dismissible = true,
}: ModalDialogProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    // The first field of the content, else the close button, else the dialog itself.
    const first =
      panel.current?.querySelector<HTMLElement>(`.modal-dialog__body :is(${FOCUSABLE})`) ??
      panel.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panel.current)?.focus();
    return () => previous?.focus?.();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      if (dismissible) onClose();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const focusable = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (focusable.length === 0) return;
    const first = focusable[0]!;
    const last = focusable[focusable.length - 1]!;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div className="modal-dialog__backdrop" data-placement={placement}>
      <div
        ref={panel}
        className="modal-dialog focus-ring"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div className="modal-dialog__head">
          <h2 id={titleId} className="modal-dialog__title">
            {title}
          </h2>
          {dismissible && (
            <button type="button" className="modal-dialog__close" onClick={onClose}>
              <span aria-hidden="true">×</span>
              <span className="visually-hidden">{closeLabel}</span>
            </button>
          )}
        </div>
        <div className="modal-dialog__body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
