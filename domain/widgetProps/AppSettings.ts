import { noPropsSchema, type NoProps } from './parts/propsParts';

// No props: the texts come from the pwa dictionary.
export const propsSchema = noPropsSchema();

export type AppSettingsProps = NoProps;
