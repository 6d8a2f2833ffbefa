import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../../runtime/i18n';
import { QueryScope } from '../bets/QueryScope';

/** A casino page's section: its title (h1, from the dictionary) over a query scope's content. */
export function TitledSection({ titleKey, children }: { titleKey: string; children: ReactNode }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className="casino" aria-labelledby={titleId}>
      <h1 id={titleId}>{t(titleKey)}</h1>
      <QueryScope>{children}</QueryScope>
    </section>
  );
}
