import { noPropsSchema, type NoProps } from './parts/propsParts';

// No props: the texts come from the social dictionary.
export const propsSchema = noPropsSchema();

export type OneTapPromptProps = NoProps;
