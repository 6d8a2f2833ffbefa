// A reminder in a dialog (to register, to convert an old-currency account): its text, a link that
// goes to the page that does it and a "later" that closes it, as the link does too.
import { Link } from 'react-router-dom';
import { ModalDialog } from './ModalDialog';
import { localizedPath } from './localizedPath';
import { useCurrentLanguage } from './useCurrentLanguage';
import './forms.css';

export function ReminderDialog(p: {
  title: string;
  closeLabel: string;
  text: string;
  /** The page that does what is reminded of (a path without the language). */
  goTo: string;
  goLabel: string;
  laterLabel: string;
  onClose: () => void;
  /** Wraps the content in an element with this test id. */
  testId?: string;
}) {
  const language = useCurrentLanguage();
  const content = (
    <>
      <p>{p.text}</p>
      <div className="form__actions">
        <Link
          className="button button--primary"
          to={localizedPath(language, p.goTo)}
          onClick={p.onClose}
        >
          {p.goLabel}
        </Link>
        <button type="button" className="button" onClick={p.onClose}>
          {p.laterLabel}
        </button>
      </div>
    </>
  );
  return (
    <ModalDialog title={p.title} closeLabel={p.closeLabel} onClose={p.onClose}>
      {p.testId ? <div data-testid={p.testId}>{content}</div> : content}
    </ModalDialog>
  );
}
