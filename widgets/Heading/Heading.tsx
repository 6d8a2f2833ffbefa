import { useTranslation } from '../../runtime/i18n';
import type { WidgetRenderProps } from '../../runtime/render/types';
import type { HeadingProps } from '../../domain/widgetProps/Heading';

export default function Heading({ props }: WidgetRenderProps<HeadingProps>) {
  const { t } = useTranslation();
  const Tag = `h${props.level ?? 2}` as 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
  return <Tag>{t(props.textKey)}</Tag>;
}
