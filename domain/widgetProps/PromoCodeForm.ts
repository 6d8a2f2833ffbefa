import { noPropsSchema, type NoProps } from './parts/propsParts';

// No props: the texts come from the bonus dictionary.
export const propsSchema = noPropsSchema();

export type PromoCodeFormProps = NoProps;
