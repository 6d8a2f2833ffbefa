import { noPropsSchema, type NoProps } from './parts/propsParts';

// No props: the texts come from the verification dictionary.
export const propsSchema = noPropsSchema();

export type VerificationHandOffProps = NoProps;
