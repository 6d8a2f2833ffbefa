import { useTranslation } from '../../runtime/i18n';
import type { WidgetRenderProps } from '../../runtime/render/types';
import type { RichTextProps } from '../../domain/widgetProps/RichText';

/** Paragraphs split on blank lines; rendered as text nodes, so markup in a dictionary stays text. */
export default function RichText({ props }: WidgetRenderProps<RichTextProps>) {
  const { t } = useTranslation();
  const paragraphs = t(props.textKey)
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return (
    <div className="rich-text">
      {paragraphs.map((text, i) => (
        <p key={i}>{text}</p>
      ))}
    </div>
  );
}
