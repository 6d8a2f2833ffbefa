import { noPropsSchema, type NoProps } from './parts/propsParts';

// No props: the texts come from the main dictionary.
export const propsSchema = noPropsSchema();

export type TransferModalProps = NoProps;
