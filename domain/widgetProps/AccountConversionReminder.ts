import { noPropsSchema, type NoProps } from './parts/propsParts';

// No props: the texts come from the referral dictionary.
export const propsSchema = noPropsSchema();

export type AccountConversionReminderProps = NoProps;
