import { noPropsSchema, type NoProps } from './parts/propsParts';

// No props: every text comes with the banner (main dictionary keys).
export const propsSchema = noPropsSchema();

export type NotificationBannersProps = NoProps;
