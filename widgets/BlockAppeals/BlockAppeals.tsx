import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from '../../runtime/i18n';
import type { WidgetRenderProps } from '../../runtime/render/types';
import { APPEAL_TEXT_MAX, APPEAL_TEXT_MIN, type AppealView } from '../../domain/access/appeals';
import type { BlockAppealsProps } from '../../domain/widgetProps/BlockAppeals';
import { appealsApiStore } from '../../stores/appeals';
import { QueryScope } from '../shared/bets/QueryScope';
import { useUserQuery } from '../shared/userQuery';
import { useUserMutation } from '../shared/userMutation';
import { useSiteTime } from '../shared/siteTime';
import '../shared/forms.css';
import './BlockAppeals.css';
import { MessageForm } from '../shared/support/MessageForm';

const QUERY_KEY = 'block-appeals';

function useAppeals() {
  return useUserQuery(appealsApiStore, QUERY_KEY, [], (appeals, signal) => appeals.list(signal), {
    signedIn: true,
  });
}

// Sent, or refused as one waits already: the history is read again either way.
function useSendAppeal() {
  return useUserMutation(
    appealsApiStore,
    QUERY_KEY,
    (appeals, text: string) => appeals.send(text),
    'appeal_pending',
  );
}

/** The appeal form: the text's length checked before it goes, a refusal worded. */
function AppealForm() {
  const { t } = useTranslation();
  const send = useSendAppeal();
  const lengthText = t('access:appeal_length', { min: APPEAL_TEXT_MIN, max: APPEAL_TEXT_MAX });
  return (
    <MessageForm
      className="block-appeals__form"
      rows={6}
      length={{ min: APPEAL_TEXT_MIN, max: APPEAL_TEXT_MAX, text: lengthText }}
      label={t('access:appeal_label')}
      hint={lengthText}
      submitLabel={t('access:appeal_submit')}
      sentText={t('access:appeal_sent')}
      send={(text) => send.mutateAsync(text)}
    />
  );
}

// An observer: a change of the time zone setting writes the dates again.
const AppealItem = observer(function AppealItem({ appeal }: { appeal: AppealView }) {
  const { t } = useTranslation();
  const time = useSiteTime();
  const date = (iso: string) => time.format(iso);
  return (
    <li className="block-appeals__item" data-status={appeal.status}>
      <p className="block-appeals__meta">
        <time dateTime={appeal.createdAt}>{date(appeal.createdAt)}</time>
        <span className="block-appeals__status">{t(`access:appeal_status_${appeal.status}`)}</span>
      </p>
      <p className="block-appeals__text">{appeal.text}</p>
      {appeal.answer !== null && (
        <div className="block-appeals__answer">
          <h3>
            {t('access:appeal_answer')}
            {appeal.answeredAt ? (
              <>
                {' '}
                <time dateTime={appeal.answeredAt}>{date(appeal.answeredAt)}</time>
              </>
            ) : null}
          </h3>
          <p>{appeal.answer}</p>
        </div>
      )}
    </li>
  );
});

function BlockAppealsView() {
  const { t } = useTranslation();
  const historyId = useId();
  const appeals = useAppeals();
  if (appeals.isPending) {
    return (
      <p role="status" aria-busy="true">
        {t('access:appeal_loading')}
      </p>
    );
  }
  if (appeals.isError) {
    return <p role="alert">{t('access:appeal_load_error')}</p>;
  }
  const list = appeals.data.appeals;
  const pending = list.some((a) => a.status === 'pending');
  return (
    <div className="block-appeals">
      {pending ? (
        <p className="block-appeals__pending" role="status">
          {t('access:appeal_pending_note')}
        </p>
      ) : (
        <AppealForm />
      )}
      <section aria-labelledby={historyId}>
        <h2 id={historyId}>{t('access:appeal_history')}</h2>
        {list.length === 0 ? (
          <p>{t('access:appeal_none')}</p>
        ) : (
          <ol className="block-appeals__list">
            {list.map((appeal) => (
              <AppealItem key={appeal.id} appeal={appeal} />
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

/**
 * block-appeal-history (SPEC section 4 "Bans"): a banned customer appeals the ban in words (one
 * pending appeal at a time: the form gives way to a note while one waits) and reads the history
 * of their appeals with each one's status and the operator's answer.
 */
export default function BlockAppeals(_: WidgetRenderProps<BlockAppealsProps>) {
  return (
    <QueryScope>
      <BlockAppealsView />
    </QueryScope>
  );
}
