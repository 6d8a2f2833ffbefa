import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../runtime/i18n';
import type { WidgetRenderProps } from '../../runtime/render/types';
import { useStores } from '../shared/stores';
import { Icon } from '../shared/Icon';
import type { ScrollToTopProps } from '../../domain/widgetProps/ScrollToTop';
import '../shared/a11y.css';
import './ScrollToTop.css';

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

function ScrollToTop({ props }: WidgetRenderProps<ScrollToTopProps>) {
  const { t } = useTranslation();
  const { ui, config } = useStores();
  useEffect(() => ui.connect(window), [ui]);

  if (!ui.isScrollToTopVisible) return null;
  const icon = config.config.scrollToTopIcon;
  return (
    <button
      type="button"
      className="scroll-to-top focus-ring"
      data-icon={icon}
      aria-label={t(props.labelKey)}
      onClick={() =>
        window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })
      }
    >
      <Icon name={icon === 'angle' ? 'angle-up' : 'arrow-up'} />
    </button>
  );
}

export default observer(ScrollToTop);
