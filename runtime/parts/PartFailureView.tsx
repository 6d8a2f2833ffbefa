import type { ReactNode } from 'react';
import { useTranslation } from '../i18n';

/** SPEC section 2 "Micro-front-end failure view": title, hint and a reload button. */
export const PART_FAILURE_KEYS = {
  title: 'main:main_dictionary_load_error',
  hint: 'main:main_dictionary_refresh_page',
  button: 'main:main_refreshing_button',
} as const;

export function PartFailureView(p: { appName: string; onReload: () => void }): ReactNode {
  const { t } = useTranslation('main');
  return (
    <section className="part-failure" data-testid={`part-error-${p.appName}`} role="alert">
      <p className="part-failure__title">{t(PART_FAILURE_KEYS.title)}</p>
      <p className="part-failure__hint">{t(PART_FAILURE_KEYS.hint)}</p>
      <button type="button" className="part-failure__reload" onClick={p.onReload}>
        {t(PART_FAILURE_KEYS.button)}
      </button>
    </section>
  );
}
