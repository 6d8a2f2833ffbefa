import type { FromSchema } from 'json-schema-to-ts';

export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['step'],
  properties: {
    /**
     * topic: office/payment/create-request/{topicId} (sub-topics, payments, the form);
     * subTopic: .../{topicId}/{subTopicId}; transactions: .../{topicId}/transactions (the
     * customer's payments to pick); transaction: .../{topicId}/transactions/{transactionId};
     * support: office/support (the topic chosen in the form).
     */
    step: { enum: ['topic', 'subTopic', 'transactions', 'transaction', 'support'] },
  },
} as const;

export type PaymentRequestFormProps = FromSchema<
  typeof propsSchema,
  { keepDefaultedPropertiesOptional: true }
>;
