import { useTranslation } from '../../runtime/i18n';
import type { WidgetRenderProps } from '../../runtime/render/types';
import type { SkipLinkProps } from '../../domain/widgetProps/SkipLink';
import './SkipLink.css';

/** The first focusable element: keyboard users jump past the header to <main>. */
export default function SkipLink({ props }: WidgetRenderProps<SkipLinkProps>) {
  const { t } = useTranslation();
  return (
    <a className="skip-link" href={`#${props.targetId ?? 'main'}`}>
      {t(props.labelKey)}
    </a>
  );
}
