// Widgets the runtime itself provides (they know nothing of betting). Layouts place the page
// body with PageOutlet; any tree places a remote part (SPEC sections 1, 4, 7) with RemotePart,
// which reserves `minHeight` while the part loads so the page does not jump.
import { RESERVED_HEIGHT_SCHEMA } from '../parts/reservedHeight.ts';

export const BUILT_IN_WIDGET_SCHEMAS = {
  PageOutlet: { type: 'object', additionalProperties: false, properties: {} },
  RemotePart: {
    type: 'object',
    required: ['name'],
    additionalProperties: false,
    properties: {
      name: { type: 'string', pattern: '^[a-z][a-z0-9-]*$' },
      minHeight: RESERVED_HEIGHT_SCHEMA,
      whenNear: { type: 'boolean' },
    },
  },
} as const;

export type BuiltInWidgetName = keyof typeof BUILT_IN_WIDGET_SCHEMAS;
