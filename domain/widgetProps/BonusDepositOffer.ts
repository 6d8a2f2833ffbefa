import { noPropsSchema, type NoProps } from './parts/propsParts';

// No props: the offer and its terms come from the server (the brand's config).
export const propsSchema = noPropsSchema();

export type BonusDepositOfferProps = NoProps;
