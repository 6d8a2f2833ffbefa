// Block appeals (SPEC sections 4 "Bans", 6: the block-appeal-history page): a banned customer
// appeals the ban in words, one pending appeal at a time, and reads the history of their appeals
// with each one's status and the operator's answer. Operators list and answer them.

export const APPEAL_PATHS = {
  /**
   * GET: 200 AppealList (the customer's own, newest first). POST AppealInput: 201 { appeal }.
   * Banned customers only (403 `not_banned` otherwise); 409 `appeal_pending` while one waits.
   */
  customer: '/web-api/access/appeals',
  /** GET ?status=pending|accepted|rejected: 200 OperatorAppealList. Permission 'operations'. */
  operator: '/operator-api/appeals',
  /** PUT AppealAnswer: 200 { appeal }; 409 `appeal_answered` once answered. Audited. */
  operatorAnswer: (id: string | number) => `/operator-api/appeals/${id}`,
} as const;

export const APPEAL_TEXT_MIN = 20;
export const APPEAL_TEXT_MAX = 2000;
export const APPEAL_ANSWER_MAX = 2000;

export const APPEAL_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export type AppealStatus = (typeof APPEAL_STATUSES)[number];

export interface AppealInput {
  text: string;
}

export interface AppealView {
  id: string;
  text: string;
  status: AppealStatus;
  /** The operator's answer, once answered. */
  answer: string | null;
  createdAt: string;
  answeredAt: string | null;
}

export interface AppealList {
  appeals: AppealView[];
}

export interface AppealAnswer {
  status: Exclude<AppealStatus, 'pending'>;
  answer: string;
}

export interface OperatorAppealView extends AppealView {
  userId: string;
  brand: string;
  /** The customer's ban when listed. */
  banLevel: number;
}

export interface OperatorAppealList {
  appeals: OperatorAppealView[];
}
