import { noPropsSchema, type NoProps } from './parts/propsParts';

// No props: the texts come from the widget's own dictionaries.
export const propsSchema = noPropsSchema();

export type RegistrationReminderProps = NoProps;
