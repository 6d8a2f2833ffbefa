import { noPropsSchema, type NoProps } from './parts/propsParts';

export const propsSchema = noPropsSchema();

export type MainContentProps = NoProps;
