import { noPropsSchema, type NoProps } from './parts/propsParts';

// No props: the texts come from the main and support dictionaries.
export const propsSchema = noPropsSchema();

export type SupportChatProps = NoProps;
