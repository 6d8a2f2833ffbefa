import { useId, useState, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../runtime/i18n';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { SUPPORT_TOPICS, supportTopic, type SupportTopic } from '../../domain/support/contract';
import type { WidgetRenderProps } from '../../runtime/render/types';
import { QueryScope } from '../shared/bets/QueryScope';
import { SelectField } from '../shared/FormFields';
import { useFailureText } from '../shared/failureText';
import { localizedPath } from '../shared/localizedPath';
import { useStores } from '../shared/stores';
import { MessageForm } from '../shared/support/MessageForm';
import { useOpenRequest, useSupportTransactions } from '../shared/support/supportQueries';
import { queryFailure, topicText, transactionText } from '../shared/support/supportTexts';
import { useCurrentLanguage } from '../shared/useCurrentLanguage';
import type { PaymentRequestFormProps } from '../../domain/widgetProps/PaymentRequestForm';
import '../shared/forms.css';
import '../PaymentRequests/PaymentRequests.css';
import { useSiteTime } from '../shared/siteTime';

const intParam = (value: string | undefined): number | null =>
  value !== undefined && /^[1-9][0-9]{0,3}$/.test(value) ? Number(value) : null;

const PaymentRequestFormView = observer(function PaymentRequestFormView({
  props,
}: {
  props: PaymentRequestFormProps;
}) {
  const { t } = useTranslation();
  const lng = useCurrentLanguage();
  const params = useParams();
  const titleId = useId();
  const isSupport = props.step === 'support';
  const [chosenTopic, setChosenTopic] = useState(String(SUPPORT_TOPICS[0]!.id));
  const topicId = isSupport ? Number(chosenTopic) : intParam(params.topicId);
  const topic = topicId === null ? undefined : supportTopic(topicId);
  const subTopicId = props.step === 'subTopic' ? intParam(params.subTopicId) : null;
  const transactionId =
    props.step === 'transaction' && /^[0-9a-fA-F-]{36}$/.test(params.transactionId ?? '')
      ? (params.transactionId ?? null)
      : null;
  const base = topic ? `office/payment/create-request/${topic.id}` : '';

  if (!topic || (props.step === 'subTopic' && !topic.subTopics.some((s) => s.id === subTopicId))) {
    return (
      <section className="office-panel support" aria-labelledby={titleId}>
        <h1 id={titleId}>{t('support:create_title_plain')}</h1>
        <p className="form__error" role="alert">
          {t('main:error_support_topic_unknown')}
        </p>
        <p>
          <Link to={localizedPath(lng, 'office/payment/requests')}>
            {t('support:back_to_requests')}
          </Link>
        </p>
      </section>
    );
  }

  const title = isSupport
    ? t('support:support_title')
    : t('support:create_title', { topic: topicText(t, topic.id, subTopicId) });

  return (
    <section className="office-panel support" aria-labelledby={titleId}>
      <h1 id={titleId}>{title}</h1>
      <p className="support__intro">
        {t(isSupport ? 'support:support_intro' : 'support:create_intro')}
      </p>
      {props.step === 'topic' && <TopicChoices topic={topic} base={base} />}
      {props.step === 'transactions' ? (
        <TransactionChoices topic={topic} base={base} />
      ) : (
        <RequestForm
          topicId={topic.id}
          subTopicId={subTopicId}
          transactionId={transactionId}
          topicField={
            isSupport ? (
              <SelectField
                label={t('support:topic_label')}
                value={chosenTopic}
                options={SUPPORT_TOPICS.map((s) => ({
                  value: String(s.id),
                  label: t(`support:topic_${s.key}`),
                }))}
                onChange={setChosenTopic}
              />
            ) : null
          }
        />
      )}
    </section>
  );
});

/** Sub-topics and, on a payment topic, the way to name one of the customer's payments. */
function TopicChoices({ topic, base }: { topic: SupportTopic; base: string }) {
  const { t } = useTranslation();
  const lng = useCurrentLanguage();
  if (topic.subTopics.length === 0 && topic.payments === null) return null;
  return (
    <nav aria-label={t('support:choose_subtopic')}>
      <ul className="support__topics">
        {topic.subTopics.map((sub) => (
          <li key={sub.id}>
            <Link className="button" to={localizedPath(lng, `${base}/${sub.id}`)}>
              {t(`support:topic_${sub.key}`)}
            </Link>
          </li>
        ))}
        {topic.payments !== null && (
          <li>
            <Link className="button" to={localizedPath(lng, `${base}/transactions`)}>
              {t('support:choose_transaction')}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}

const TransactionChoices = observer(function TransactionChoices({
  topic,
  base,
}: {
  topic: SupportTopic;
  base: string;
}) {
  const { t } = useTranslation();
  const lng = useCurrentLanguage();
  const { zone } = useSiteTime();
  const { account } = useStores();
  const txs = useSupportTransactions(topic.id);
  const failureText = useFailureText();
  if (txs.isPending) return <p className="support__muted">{t('support:loading')}</p>;
  if (txs.isError) {
    return (
      <p className="form__error" role="alert">
        {failureText(queryFailure(txs.error))}
      </p>
    );
  }
  if (txs.data.transactions.length === 0) {
    return (
      <>
        <p className="support__muted">{t('support:transactions_empty')}</p>
        <p>
          <Link to={localizedPath(lng, base)}>{t('support:without_transaction')}</Link>
        </p>
      </>
    );
  }
  return (
    <ul className="support__list" aria-label={t('support:choose_transaction')}>
      {txs.data.transactions.map((tx) => (
        <li key={tx.id}>
          <Link
            className="support__row-link"
            to={localizedPath(lng, `${base}/transactions/${tx.id}`)}
          >
            {transactionText(
              t,
              tx,
              account.format(tx.amount, { currencyId: tx.currencyId }),
              lng,
              zone,
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
});

function RequestForm(p: {
  topicId: number;
  subTopicId: number | null;
  transactionId: string | null;
  topicField: ReactNode;
}) {
  const { t } = useTranslation();
  const lng = useCurrentLanguage();
  const navigate = useNavigate();
  const open = useOpenRequest();
  return (
    <>
      {p.transactionId && (
        <p className="support__muted">{t('support:linked_payment', { id: p.transactionId })}</p>
      )}
      <MessageForm
        label={t('support:message_label')}
        hint={t('support:message_hint')}
        submitLabel={t('support:create_submit')}
        send={(text) =>
          open.mutateAsync({
            topicId: p.topicId,
            ...(p.subTopicId !== null ? { subTopicId: p.subTopicId } : {}),
            ...(p.transactionId !== null ? { transactionId: p.transactionId } : {}),
            text,
          })
        }
        onSent={(data) =>
          void navigate(
            `${localizedPath(lng, 'office/payment/requests')}?request=${data.request.id}`,
          )
        }
      >
        {p.topicField}
      </MessageForm>
    </>
  );
}

export default function PaymentRequestForm({ props }: WidgetRenderProps<PaymentRequestFormProps>) {
  return (
    <QueryScope>
      <PaymentRequestFormView props={props} />
    </QueryScope>
  );
}
