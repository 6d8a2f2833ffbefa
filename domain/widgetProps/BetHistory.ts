import { noPropsSchema, type NoProps } from './parts/propsParts';

// No props: the texts come from the history dictionary.
export const propsSchema = noPropsSchema();

export type BetHistoryProps = NoProps;
