// The studio's root: the operator's language and words, the session (sign-in screen or shell).
import { useCallback, useEffect, useState } from 'react';
import type { OperatorIdentity } from '../../domain/operators/roles';
import { SignIn } from './auth/SignIn';
import { StudioShell } from './shell/StudioShell';
import { studioApi, StudioRefusal } from './studioApi';
import {
  isRtlLanguage,
  loadStudioTexts,
  preferredStudioLanguage,
  rememberStudioLanguage,
  StudioTextsContext,
  type StudioT,
} from './studioTexts';

type SessionState =
  | { kind: 'checking' }
  | { kind: 'signedOut' }
  | { kind: 'signedIn'; operator: OperatorIdentity }
  | { kind: 'failed'; reason: string };

export function StudioApp() {
  const [lng, setLng] = useState(preferredStudioLanguage);
  const [t, setT] = useState<StudioT | undefined>(undefined);
  const [session, setSession] = useState<SessionState>({ kind: 'checking' });

  useEffect(() => {
    let live = true;
    void loadStudioTexts(lng).then((loaded) => {
      if (!live) return;
      setT(() => loaded);
      document.documentElement.lang = lng;
      document.documentElement.dir = isRtlLanguage(lng) ? 'rtl' : 'ltr';
      document.title = loaded('app.title');
    });
    return () => {
      live = false;
    };
  }, [lng]);

  useEffect(() => {
    studioApi.session().then(
      ({ operator }) => setSession({ kind: 'signedIn', operator }),
      (err: unknown) => {
        const refusal = err instanceof StudioRefusal ? err : undefined;
        if (refusal?.status === 401 || refusal?.status === 403) setSession({ kind: 'signedOut' });
        else setSession({ kind: 'failed', reason: refusal?.reason ?? 'server_error' });
      },
    );
  }, []);

  const changeLanguage = useCallback((next: string) => {
    rememberStudioLanguage(next);
    setLng(next);
  }, []);

  const signOut = useCallback(async () => {
    await studioApi.signOut().catch(() => undefined);
    setSession({ kind: 'signedOut' });
  }, []);

  useEffect(() => {
    document.getElementById('studio')?.setAttribute('aria-busy', String(!t));
  }, [t]);

  if (!t) return null;
  return (
    <StudioTextsContext.Provider value={t}>
      {session.kind === 'checking' && (
        <p className="studio-loading" role="status">
          {t('app.loading')}
        </p>
      )}
      {session.kind === 'failed' && (
        <p className="studio-fatal" role="alert">
          {t('app.unavailable')}
        </p>
      )}
      {session.kind === 'signedOut' && (
        <SignIn
          lng={lng}
          onLanguage={changeLanguage}
          onSignedIn={(operator) => setSession({ kind: 'signedIn', operator })}
        />
      )}
      {session.kind === 'signedIn' && (
        <StudioShell
          operator={session.operator}
          lng={lng}
          onLanguage={changeLanguage}
          onSignOut={signOut}
        />
      )}
    </StudioTextsContext.Provider>
  );
}
