import { useId, type HTMLAttributes, type ReactNode } from 'react';

interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'password' | 'email' | 'date' | 'number';
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  required?: boolean;
  /** Shown under the field and tied to it with aria-describedby. */
  hint?: string;
  /** A message about this field; marks it invalid. */
  error?: string | null;
  name?: string;
}

/** A labelled input; the label, hint and error are tied to it for assistive technology. */
export function TextField(p: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [p.hint ? hintId : '', p.error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className="form__field">
      <label htmlFor={id}>{p.label}</label>
      <input
        id={id}
        name={p.name}
        type={p.type ?? 'text'}
        value={p.value}
        onChange={(e) => p.onChange(e.target.value)}
        autoComplete={p.autoComplete}
        inputMode={p.inputMode}
        required={p.required}
        aria-invalid={p.error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {p.hint && (
        <p id={hintId} className="form__hint">
          {p.hint}
        </p>
      )}
      {p.error && (
        <p id={errorId} className="form__error" role="alert">
          {p.error}
        </p>
      )}
    </div>
  );
}

export function CheckField(p: { label: string; checked: boolean; onChange: (v: boolean) => void }) {
  const id = useId();
  return (
    <div className="form__check">
      <input
        id={id}
        type="checkbox"
        checked={p.checked}
        onChange={(e) => p.onChange(e.target.checked)}
      />
      <label htmlFor={id}>{p.label}</label>
    </div>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

export function SelectField(p: {
  label: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="form__field">
      <label htmlFor={id}>{p.label}</label>
      <select id={id} value={p.value} onChange={(e) => p.onChange(e.target.value)}>
        {p.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A group of radio buttons with a legend. */
export function RadioGroup(p: {
  legend: string;
  name: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  children?: ReactNode;
}) {
  return (
    <fieldset className="form__fieldset">
      <legend className="form__legend">{p.legend}</legend>
      <div className="form__choices">
        {p.options.map((o) => (
          <label key={o.value} className="form__check">
            <input
              type="radio"
              name={p.name}
              value={o.value}
              checked={p.value === o.value}
              onChange={() => p.onChange(o.value)}
            />
            {o.label}
          </label>
        ))}
      </div>
      {p.children}
    </fieldset>
  );
}

/** A form's message: an error (announced at once), or a success or a hint (announced politely). */
export function FormNote(p: { kind?: 'error' | 'success' | 'hint'; children: ReactNode }) {
  const kind = p.kind ?? 'error';
  return (
    <p className={`form__${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {p.children}
    </p>
  );
}

/** The props of a field whose kind (type, keyboard, autofill) is fixed by the preset using it. */
type PresetFieldProps = Pick<
  TextFieldProps,
  'label' | 'value' | 'onChange' | 'required' | 'error' | 'hint' | 'name'
>;

/** The field of a code sent by SMS or e-mail (digits; the browser may offer the one it received). */
export function OneTimeCodeField(p: PresetFieldProps) {
  return <TextField {...p} inputMode="numeric" autoComplete="one-time-code" />;
}

/** The answer to a picture captcha (digits; never autofilled). */
export function CaptchaAnswerField(p: PresetFieldProps) {
  return <TextField {...p} inputMode="numeric" autoComplete="off" />;
}

/** An e-mail address (the browser may offer the customer's). */
export function EmailField(p: PresetFieldProps) {
  return <TextField {...p} type="email" autoComplete="email" />;
}

/** A password: `autoComplete` says whether the browser offers a saved one or suggests a new one. */
export function PasswordField(
  p: PresetFieldProps & { autoComplete: 'current-password' | 'new-password' },
) {
  return <TextField {...p} type="password" />;
}

/** A form's actions: its submit (the main button, off while `disabled`), then any other buttons. */
export function FormActions(p: { submit: ReactNode; disabled?: boolean; children?: ReactNode }) {
  return (
    <div className="form__actions">
      <button type="submit" className="button button--primary" disabled={p.disabled}>
        {p.submit}
      </button>
      {p.children}
    </div>
  );
}
