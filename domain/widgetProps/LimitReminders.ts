import { noPropsSchema, type NoProps } from './parts/propsParts';

// No props: the texts are the main dictionary's (the reminders show on every page).
export const propsSchema = noPropsSchema();

export type LimitRemindersProps = NoProps;
