// The benchmark widgets: the same components serve both variants, so only the runtime's
// own cost (schema, registry, visibleIf, error boundaries) differs between them.
import { useContext, type ReactNode } from 'react';
import type { WidgetRenderProps } from '../../runtime/render/types';
import { BenchDataContext } from './benchData';
import type { OddsRowProps, PageProps, SectionProps } from './props';

export function BenchPage({ slots }: WidgetRenderProps<PageProps>): ReactNode {
  return <div className="bench-page">{slots.sections}</div>;
}

export function BenchSection({ props, slots }: WidgetRenderProps<SectionProps>): ReactNode {
  return (
    <section className="bench-section">
      <h2>Championship {props.index}</h2>
      {slots.rows}
    </section>
  );
}

export function BenchOddsRow({ props }: WidgetRenderProps<OddsRowProps>): ReactNode {
  const row = useContext(BenchDataContext)[props.section]?.[props.row];
  if (!row) return null;
  return (
    <div className="bench-row">
      <span>{row.name}</span>
      <button type="button">{row.odds[0].toFixed(2)}</button>
      <button type="button">{row.odds[1].toFixed(2)}</button>
      <button type="button">{row.odds[2].toFixed(2)}</button>
    </div>
  );
}
