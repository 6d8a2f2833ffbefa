import { noPropsSchema, type NoProps } from './parts/propsParts';

// No props: the texts are the main dictionary's.
export const propsSchema = noPropsSchema();

export type CookieSettingsProps = NoProps;
