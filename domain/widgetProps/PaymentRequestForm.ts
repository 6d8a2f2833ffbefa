import { closedObjectSchema } from '../contract/jsonSchema';
import type { PropsOf } from './parts/propsParts';

export const propsSchema = closedObjectSchema(['step'], {
  /**
   * topic: office/payment/create-request/{topicId} (sub-topics, payments, the form);
   * subTopic: .../{topicId}/{subTopicId}; transactions: .../{topicId}/transactions (the
   * customer's payments to pick); transaction: .../{topicId}/transactions/{transactionId};
   * support: office/support (the topic chosen in the form).
   */
  step: { enum: ['topic', 'subTopic', 'transactions', 'transaction', 'support'] },
});

export type PaymentRequestFormProps = PropsOf<typeof propsSchema>;
