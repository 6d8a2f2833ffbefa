import { useId } from 'react';
import { useTranslation } from '../../runtime/i18n';
import type { WidgetRenderProps } from '../../runtime/render/types';
import type { SectionProps } from '../../domain/widgetProps/Section';

export default function Section({ props, slots }: WidgetRenderProps<SectionProps>) {
  const { t } = useTranslation();
  const headingId = useId();
  const Tag = `h${props.level ?? 2}` as 'h2' | 'h3' | 'h4';
  return (
    <section className="section" aria-labelledby={headingId}>
      <Tag id={headingId}>{t(props.titleKey)}</Tag>
      {slots.content}
    </section>
  );
}
