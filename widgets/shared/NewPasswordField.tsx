import { useEffect, useState } from 'react';
import { useTranslation } from '../../runtime/i18n';
import {
  brokenPasswordRule,
  loadPasswordEstimator,
  type PasswordEstimator,
  type PasswordRule,
} from '../../domain/auth/passwordStrength';
import { PasswordField } from './FormFields';

/**
 * The password estimator (domain/auth/passwordStrength.ts) once `wanted`: its dictionaries are a
 * lazy chunk fetched when the customer starts typing a new password, never with the page.
 */
function usePasswordEstimator(wanted: boolean): PasswordEstimator | null {
  const [estimator, setEstimator] = useState<PasswordEstimator | null>(null);
  useEffect(() => {
    if (!wanted || estimator) return;
    let live = true;
    loadPasswordEstimator().then(
      (loaded) => {
        if (live) setEstimator(() => loaded);
      },
      () => undefined, // no meter: the server still checks the rule
    );
    return () => {
      live = false;
    };
  }, [wanted, estimator]);
  return estimator;
}

/**
 * The rule a new password breaks before it is sent, or null; null too when the estimator cannot
 * load (the server checks the same rule and answers weak_password).
 */
export async function newPasswordRule(
  password: string,
  userInputs: readonly string[],
): Promise<PasswordRule | null> {
  try {
    return brokenPasswordRule(await loadPasswordEstimator(), password, userInputs);
  } catch {
    return null;
  }
}

interface NewPasswordFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The customer's e-mail, phone and names: a password made of them is weak. */
  userInputs: readonly string[];
  error?: string | null;
}

/** A new password: the rule as its hint and, while it is typed, whether it meets the rule. */
export function NewPasswordField(p: NewPasswordFieldProps) {
  const { t } = useTranslation();
  const estimator = usePasswordEstimator(p.value !== '');
  const rule =
    estimator && p.value !== '' ? brokenPasswordRule(estimator, p.value, p.userInputs) : undefined;
  return (
    <>
      <PasswordField
        label={p.label}
        value={p.value}
        onChange={p.onChange}
        autoComplete="new-password"
        hint={t('auth:password_rules')}
        required
        error={p.error}
      />
      <p className="form__hint" aria-live="polite" data-testid="password-strength">
        {rule === undefined ? '' : t(rule === null ? 'auth:password_strong' : 'auth:password_weak')}
      </p>
    </>
  );
}
