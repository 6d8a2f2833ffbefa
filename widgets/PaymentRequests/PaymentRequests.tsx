import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../runtime/i18n';
import { Link, useSearchParams } from 'react-router-dom';
import { SUPPORT_TOPICS, type SupportRequestView } from '../../domain/support/contract';
import type { WidgetRenderProps } from '../../runtime/render/types';
import { QueryScope } from '../shared/bets/QueryScope';
import { useFailureText } from '../shared/failureText';
import { localizedPath } from '../shared/localizedPath';
import { MessageForm } from '../shared/support/MessageForm';
import {
  useSupportRequest,
  useSupportRequests,
  useWriteMessage,
} from '../shared/support/supportQueries';
import { formatDate, queryFailure, topicText } from '../shared/support/supportTexts';
import { useCurrentLanguage } from '../shared/useCurrentLanguage';
import type { PaymentRequestsProps } from '../../domain/widgetProps/PaymentRequests';
import '../shared/forms.css';
import './PaymentRequests.css';
import { useSiteTime } from '../shared/siteTime';
import { FormNote } from '../shared/FormFields';

const PaymentRequestsView = observer(function PaymentRequestsView() {
  const { t } = useTranslation();
  const lng = useCurrentLanguage();
  const titleId = useId();
  const [search] = useSearchParams();
  const openId = /^[1-9][0-9]{0,17}$/.test(search.get('request') ?? '')
    ? search.get('request')
    : null;
  const list = useSupportRequests();
  const failureText = useFailureText();

  return (
    <>
      <section className="office-panel support" aria-labelledby={titleId}>
        <h1 id={titleId}>{t('support:requests_title')}</h1>
        <p className="support__intro">{t('support:requests_intro')}</p>
        <ul className="support__topics" aria-label={t('support:new_request')}>
          {SUPPORT_TOPICS.map((topic) => (
            <li key={topic.id}>
              <Link
                className="button"
                to={localizedPath(lng, `office/payment/create-request/${topic.id}`)}
              >
                {t(`support:topic_${topic.key}`)}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      {openId !== null && <RequestView id={openId} />}
      <section className="office-panel support" aria-labelledby={`${titleId}-list`}>
        <h2 id={`${titleId}-list`}>{t('support:my_requests')}</h2>
        {list.isPending && <p className="support__muted">{t('support:loading')}</p>}
        {list.isError && <FormNote>{failureText(queryFailure(list.error))}</FormNote>}
        {list.data?.requests.length === 0 && (
          <>
            <p className="support__muted">{t('support:requests_empty')}</p>
            <p>
              <Link className="button button--primary" to={localizedPath(lng, 'office/support')}>
                {t('support:requests_empty_action')}
              </Link>
            </p>
          </>
        )}
        {list.data && list.data.requests.length > 0 && (
          <ul className="support__list">
            {list.data.requests.map((r) => (
              <RequestRow key={r.id} request={r} current={r.id === openId} />
            ))}
          </ul>
        )}
      </section>
    </>
  );
});

function RequestRow({ request, current }: { request: SupportRequestView; current: boolean }) {
  const { t } = useTranslation();
  const lng = useCurrentLanguage();
  const { zone } = useSiteTime();
  return (
    <li className="support__row" data-request-id={request.id}>
      <Link
        to={`${localizedPath(lng, 'office/payment/requests')}?request=${request.id}`}
        aria-current={current ? 'true' : undefined}
        className="support__row-link"
      >
        <span className="support__row-head">
          <strong>{t('support:request_number', { id: request.id })}</strong>
          <span className="support__status" data-status={request.status}>
            {t(`support:status_${request.status}`)}
          </span>
          {request.unread > 0 && (
            <span className="support__new">
              {t('support:request_unread', { count: request.unread })}
            </span>
          )}
        </span>
        <span>{topicText(t, request.topicId, request.subTopicId)}</span>
        <span className="support__muted">{formatDate(request.updatedAt, lng, zone)}</span>
      </Link>
    </li>
  );
}

function RequestView({ id }: { id: string }) {
  const { t } = useTranslation();
  const lng = useCurrentLanguage();
  const { zone } = useSiteTime();
  const titleId = useId();
  const detail = useSupportRequest(id);
  const write = useWriteMessage(id);
  const failureText = useFailureText();
  const data = detail.data;
  return (
    <section className="office-panel support" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('support:request_number', { id })}</h2>
      {detail.isPending && <p className="support__muted">{t('support:loading')}</p>}
      {detail.isError && <FormNote>{failureText(queryFailure(detail.error))}</FormNote>}
      {data && (
        <>
          <p>
            {topicText(t, data.request.topicId, data.request.subTopicId)}
            {' · '}
            <span className="support__status" data-status={data.request.status}>
              {t(`support:status_${data.request.status}`)}
            </span>
          </p>
          {data.request.transactionId && (
            <p className="support__muted">
              {t('support:linked_payment', { id: data.request.transactionId })}
            </p>
          )}
          <ol className="support__messages" aria-label={t('support:messages')}>
            {data.messages.map((m) => (
              <li key={m.id} className="support__message" data-author={m.author}>
                <p className="support__message-meta">
                  <strong>{t(`support:author_${m.author}`)}</strong>
                  {' · '}
                  {formatDate(m.createdAt, lng, zone)}
                  {m.author === 'operator' && m.readAt === null && (
                    <span className="support__new">{t('support:message_new')}</span>
                  )}
                </p>
                <p className="support__message-text" dir="auto">
                  {m.text}
                </p>
              </li>
            ))}
          </ol>
          {data.request.status === 'closed' ? (
            <p className="support__closed" role="status">
              {t('support:closed_note')}
            </p>
          ) : (
            <MessageForm
              label={t('support:reply_label')}
              submitLabel={t('support:send')}
              sentText={t('support:sent')}
              send={(text) => write.mutateAsync(text)}
              onSent={() => void detail.refetch()}
            />
          )}
        </>
      )}
    </section>
  );
}

export default function PaymentRequests(_: WidgetRenderProps<PaymentRequestsProps>) {
  return (
    <QueryScope>
      <PaymentRequestsView />
    </QueryScope>
  );
}
