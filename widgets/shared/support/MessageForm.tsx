import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../../runtime/i18n';
import { SUPPORT_TEXT_MAX, SUPPORT_TEXT_MIN } from '../../../domain/support/contract';
import type { ApiResult } from '../../../runtime/api';
import { failureOf } from '../../../stores/actionResult';
import { useFailureText } from '../failureText';
import '../forms.css';
import { FormNote, FormActions } from '../FormFields';

/**
 * A text the customer sends (to support: a request, a reply, an idea; or a block appeal): checked
 * for its length before it goes, the server's refusal worded from the dictionaries, the text kept
 * on a failure.
 */
export function MessageForm<T>(p: {
  label: string;
  hint?: string;
  submitLabel: string;
  send: (text: string) => Promise<ApiResult<T>>;
  onSent?: (data: T) => void;
  /** Fields above the text (topic, payment). */
  children?: ReactNode;
  sentText?: string;
  /** The text's bounds and the words for a text out of them: a support text's by default. */
  length?: { min: number; max: number; text: string };
  rows?: number;
  className?: string;
}) {
  const { t } = useTranslation();
  const length = p.length ?? {
    min: SUPPORT_TEXT_MIN,
    max: SUPPORT_TEXT_MAX,
    text: t('support:text_length', { min: SUPPORT_TEXT_MIN, max: SUPPORT_TEXT_MAX }),
  };
  const id = useId();
  const failureText = useFailureText();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (trimmed.length < length.min || trimmed.length > length.max) {
      setError(length.text);
      return;
    }
    setBusy(true);
    setError(null);
    setSent(false);
    const result = await p.send(trimmed);
    setBusy(false);
    if (!result.ok) {
      setError(failureText(failureOf(result)));
      return;
    }
    setText('');
    setSent(true);
    p.onSent?.(result.data);
  };

  return (
    <form
      className={`form ${p.className ?? 'support-form'}`}
      onSubmit={(e) => void submit(e)}
      noValidate
    >
      {p.children}
      <div className="form__field">
        <label htmlFor={id}>{p.label}</label>
        <textarea
          id={id}
          name="text"
          rows={p.rows ?? 5}
          maxLength={length.max}
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={p.hint ? `${id}-hint` : undefined}
        />
        {p.hint && (
          <p id={`${id}-hint`} className="form__hint">
            {p.hint}
          </p>
        )}
      </div>
      {error && <FormNote>{error}</FormNote>}
      {sent && p.sentText && <FormNote kind="success">{p.sentText}</FormNote>}
      <FormActions submit={p.submitLabel} disabled={busy} />
    </form>
  );
}
