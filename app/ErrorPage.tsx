import { useTranslation } from '../runtime/i18n';
import { ErrorPageView } from '../runtime/render';
import type { ErrorPageComponentProps } from '../runtime/router/RouteErrorView';
import { RouteLinks, type RouteLinkItem } from '../widgets/shared/RouteLinks';

/** Where a visitor who reached no page goes next: the sections most people come for. */
const NEXT_STEPS: readonly RouteLinkItem[] = [
  { to: '', labelKey: 'main:nav_home', icon: 'home' },
  { to: 'live', labelKey: 'main:nav_live', icon: 'live' },
  { to: 'line', labelKey: 'main:nav_line', icon: 'list' },
  { to: 'casino-lobby', labelKey: 'main:nav_casino', icon: 'dice' },
];

/** The error page with a next step: never a dead end (the 404 page used to be a bare title). */
export function ErrorPage(props: ErrorPageComponentProps) {
  const { t } = useTranslation();
  const steps = props.status === 404 ? NEXT_STEPS : NEXT_STEPS.slice(0, 1);
  return (
    <ErrorPageView {...props}>
      <p>{t(props.status === 404 ? 'main:not_found_hint' : 'main:error_hint')}</p>
      <nav aria-label={t('main:error_next_label')}>
        <RouteLinks items={steps} className="error-page__next" />
      </nav>
    </ErrorPageView>
  );
}
