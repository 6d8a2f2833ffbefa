import { closedOptionalObjectSchema } from '../contract/jsonSchema';
import type { PropsOf } from './parts/propsParts';

export const propsSchema = closedOptionalObjectSchema({
  // SPEC section 2 "Layout rules": layout widths 1920, 1366, 1100, 1024. Without a width the
  // container steps through them with the viewport.
  width: { enum: [1920, 1366, 1100, 1024] },
});

export type ContainerProps = PropsOf<typeof propsSchema>;
