// How the support pages word a topic, a sub-topic and a payment.
import type { TFunction } from '../../../runtime/i18n';
import { supportTopic, type SupportTransactionView } from '../../../domain/support/contract';
import { failureOf as apiFailureOf } from '../../../runtime/api';
import { failureOf } from '../../../stores/actionResult';
import type { WordableFailure } from '../failureText';
import { formatInstant, type SiteZone } from '../../../runtime/i18n';

export function topicText(t: TFunction, topicId: number, subTopicId?: number | null): string {
  const topic = supportTopic(topicId);
  if (!topic) return t('support:topic_unknown');
  const sub = topic.subTopics.find((s) => s.id === subTopicId);
  const head = t(`support:topic_${topic.key}`);
  return sub ? `${head}: ${t(`support:topic_${sub.key}`)}` : head;
}

/** A date and time in the visitor's time zone setting (widgets/shared/siteTime.ts). */
export function formatDate(iso: string, lng: string, zone: SiteZone): string {
  return formatInstant(iso, lng, zone);
}

export function transactionText(
  t: TFunction,
  tx: SupportTransactionView,
  amount: string,
  lng: string,
  zone: SiteZone,
): string {
  return t('support:transaction_line', {
    type: t(`support:type_${tx.type}`),
    amount,
    date: formatDate(tx.createdAt, lng, zone),
  });
}

/** A failed query's error as a wordable failure (no answer reads as a network failure). */
export function queryFailure(error: unknown): WordableFailure {
  const failure = apiFailureOf(error);
  return failure ? failureOf(failure) : { status: 0 };
}
