import { useTranslation } from 'react-i18next';
import type { WidgetRenderProps } from '../../runtime/render/types';
import type { ParagraphProps } from './props';

export default function Paragraph({ props }: WidgetRenderProps<ParagraphProps>) {
  const { t } = useTranslation();
  return <p>{t(props.textKey)}</p>;
}
