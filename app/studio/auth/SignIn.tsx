// The operators' sign-in: login and password (operator accounts, never customer ones). A refusal
// is worded from the studio dictionary by its reason (operator_credentials, too_many_requests ...).
import { useState, type FormEvent } from 'react';
import type { OperatorIdentity } from '../../../domain/operators/roles';
import { LanguagePicker } from '../shell/LanguagePicker';
import { studioApi, StudioRefusal } from '../studioApi';
import { refusalText, useT } from '../studioTexts';

export function SignIn(props: {
  lng: string;
  onLanguage(lng: string): void;
  onSignedIn(operator: OperatorIdentity): void;
}) {
  const t = useT();
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(undefined);
    try {
      const { operator } = await studioApi.signIn(login.trim(), password);
      props.onSignedIn(operator);
    } catch (err) {
      setError(refusalText(t, err instanceof StudioRefusal ? err.reason : 'server_error'));
      setBusy(false);
    }
  };

  return (
    <main className="studio-signin">
      <form className="studio-signin-card" onSubmit={(e) => void submit(e)} aria-busy={busy}>
        <h1>{t('app.title')}</h1>
        <p className="studio-muted">{t('signin.lead')}</p>
        <label htmlFor="studio-login">{t('signin.login')}</label>
        <input
          id="studio-login"
          name="login"
          autoComplete="username"
          required
          maxLength={100}
          value={login}
          onChange={(e) => setLogin(e.target.value)}
          aria-invalid={error !== undefined}
          aria-describedby={error ? 'studio-signin-error' : undefined}
          autoFocus
        />
        <label htmlFor="studio-password">{t('signin.password')}</label>
        <input
          id="studio-password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          maxLength={200}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          aria-invalid={error !== undefined}
          aria-describedby={error ? 'studio-signin-error' : undefined}
        />
        {error && (
          <p id="studio-signin-error" className="studio-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="studio-button primary" disabled={busy}>
          {busy ? t('signin.busy') : t('signin.submit')}
        </button>
        <LanguagePicker lng={props.lng} onChange={props.onLanguage} />
      </form>
    </main>
  );
}
