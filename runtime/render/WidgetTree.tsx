import type { ReactNode } from 'react';
import type { PreparedNode } from './preparedNode';

/** Renders a prepared tree (see preparePage). */
export function WidgetTree({ node }: { node: PreparedNode }): ReactNode {
  return node.element;
}
