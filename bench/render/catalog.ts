// The benchmark's widget catalog, shaped like widgets/catalog.ts (lazy components).
import type { CatalogWidget } from '../../runtime/render/types';
import { oddsRowPropsSchema, pagePropsSchema, sectionPropsSchema } from './props';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a catalog mixes props types
export const widgetCatalog: CatalogWidget<any>[] = [
  {
    name: 'BenchPage',
    load: () => import('./widgets').then((m) => ({ default: m.BenchPage })),
    propsSchema: pagePropsSchema,
  },
  {
    name: 'BenchSection',
    load: () => import('./widgets').then((m) => ({ default: m.BenchSection })),
    propsSchema: sectionPropsSchema,
  },
  {
    name: 'BenchOddsRow',
    load: () => import('./widgets').then((m) => ({ default: m.BenchOddsRow })),
    propsSchema: oddsRowPropsSchema,
  },
];
