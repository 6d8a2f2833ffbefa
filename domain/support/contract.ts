// Support: payment requests (SPEC section 2, office payment/requests and payment/create-request),
// the office support form and share-idea. A request belongs to one customer; it is opened on a
// topic (a sub-topic optional), may name one of the customer's own payments, and carries messages
// both ways. user_msg_count (SPEC section 3) counts the operator replies the customer has not
// read. The server answers codes (SUPPORT_REFUSALS); the client words them from the support
// dictionary.

export const SUPPORT_PATHS = {
  /** GET: 200 SupportRequestList (the customer's requests, newest first). POST SupportRequestInput: 201 { request }. */
  requests: '/web-api/support/requests',
  /** GET: 200 SupportRequestDetail; the operator replies in it count as read from then on. */
  request: (id: string | number) => `/web-api/support/requests/${id}`,
  /** POST { text }: 201 { message }: the customer writes again in their own request. */
  messages: (id: string | number) => `/web-api/support/requests/${id}/messages`,
  /** GET ?topicId=: 200 { transactions } the customer's own payments a request on the topic may name. */
  transactions: '/web-api/support/transactions',
  /** POST { text }: 201 { id }: an idea for the operators. */
  ideas: '/web-api/support/ideas',
  /** GET ?brand=&status=: 200 SupportRequestList of the brand. Operator permission 'operations'. */
  operatorRequests: '/operator-api/support/requests',
  /** GET: 200 SupportRequestDetail (nothing marked read). Operator permission 'operations'. */
  operatorRequest: (id: string | number) => `/operator-api/support/requests/${id}`,
  /** POST { text }: 201 { message }. Operator permission 'operations'; audited. */
  operatorReplies: (id: string | number) => `/operator-api/support/requests/${id}/replies`,
  /**
   * POST { brand }: 200 { request }: the operator closes the request (the customer can read it,
   * no longer write in it). Operator permission 'operations'; audited as support.close.
   */
  operatorClose: (id: string | number) => `/operator-api/support/requests/${id}/close`,
  /** POST { brand }: 200 { request }: a closed request opens again. Audited as support.reopen. */
  operatorReopen: (id: string | number) => `/operator-api/support/requests/${id}/reopen`,
  /** GET ?brand=: 200 { ideas }. Operator permission 'operations'. */
  operatorIdeas: '/operator-api/support/ideas',
} as const;

/** A payment request topic: `payments` says its requests may name a payment of that type. */
export interface SupportTopic {
  id: number;
  /** support dictionary key stem: topic_<key>. */
  key: string;
  subTopics: readonly { id: number; key: string }[];
  payments: 'deposit' | 'withdraw' | null;
}

/** The topics of payment requests and of the office support form. */
export const SUPPORT_TOPICS: readonly SupportTopic[] = [
  {
    id: 1,
    key: 'deposit',
    payments: 'deposit',
    subTopics: [
      { id: 11, key: 'deposit_not_credited' },
      { id: 12, key: 'deposit_wrong_amount' },
    ],
  },
  {
    id: 2,
    key: 'withdrawal',
    payments: 'withdraw',
    subTopics: [
      { id: 21, key: 'withdrawal_delayed' },
      { id: 22, key: 'withdrawal_refused' },
    ],
  },
  { id: 3, key: 'account', payments: null, subTopics: [{ id: 31, key: 'account_access' }] },
  { id: 4, key: 'other', payments: null, subTopics: [] },
];

export function supportTopic(id: number): SupportTopic | undefined {
  return SUPPORT_TOPICS.find((t) => t.id === id);
}

export const SUPPORT_TEXT_MAX = 2000;
export const SUPPORT_TEXT_MIN = 5;
/** Requests a customer may have open at once (a flood guard). */
export const SUPPORT_OPEN_MAX = 20;

export const SUPPORT_REFUSALS = [
  'support_topic_unknown',
  'support_subtopic_unknown',
  /** The payment is not the customer's, or not of the topic's type. */
  'support_transaction_not_found',
  /** No such request among the customer's own (another customer's answers the same). */
  'support_request_not_found',
  /** The request is closed by an operator: nobody writes in it until an operator reopens it. */
  'support_request_closed',
  /** Reopening a request that is not closed. */
  'support_request_not_closed',
  'support_too_many_open',
] as const;
export type SupportRefusal = (typeof SUPPORT_REFUSALS)[number];

export type SupportStatus = 'open' | 'answered' | 'closed';

export interface SupportMessageView {
  id: string;
  author: 'customer' | 'operator';
  text: string;
  createdAt: string;
  /** Operator replies: when the customer first read it; null while unread. */
  readAt: string | null;
}

export interface SupportRequestView {
  id: string;
  topicId: number;
  subTopicId: number | null;
  transactionId: string | null;
  status: SupportStatus;
  createdAt: string;
  updatedAt: string;
  /** Operator replies not read by the customer. */
  unread: number;
  /** Operator views only. */
  userId?: string;
}

export interface SupportRequestList {
  requests: SupportRequestView[];
}

export interface SupportRequestDetail {
  request: SupportRequestView;
  messages: SupportMessageView[];
}

export interface SupportRequestInput {
  topicId: number;
  subTopicId?: number;
  transactionId?: string;
  text: string;
}

export interface SupportTransactionView {
  id: string;
  type: 'deposit' | 'withdraw';
  /** Minor units. */
  amount: number;
  currencyId: number;
  status: string;
  createdAt: string;
}
