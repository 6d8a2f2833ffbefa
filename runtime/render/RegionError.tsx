import type { ReactNode } from 'react';
import { useTranslation } from '../i18n';

/** Shown in place of one region (a page body, a layout) whose schema is unusable. */
export function RegionError({ message, dev }: { message: string; dev: boolean }): ReactNode {
  const { t } = useTranslation('main');
  return (
    <section className="region-error" role="alert" data-testid="region-error">
      <p>{t('main:region_error', { defaultValue: 'This part of the page could not be shown' })}</p>
      {dev ? <pre>{message}</pre> : null}
    </section>
  );
}
