import { observer } from 'mobx-react-lite';
import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../runtime/i18n';
import { queryData } from '../../runtime/api';
import type { WidgetRenderProps } from '../../runtime/render/types';
import { APPEAL_TEXT_MAX, APPEAL_TEXT_MIN, type AppealView } from '../../domain/access/appeals';
import type { BlockAppealsProps } from '../../domain/widgetProps/BlockAppeals';
import { appealsApiStore } from '../../stores/appeals';
import { failureOf } from '../../stores/actionResult';
import { QueryScope } from '../shared/bets/QueryScope';
import { useFailureText } from '../shared/failureText';
import { useLazyStore, useStores } from '../shared/stores';
import { useSiteTime } from '../shared/siteTime';
import '../shared/forms.css';
import './BlockAppeals.css';
import { FormNote, FormActions } from '../shared/FormFields';

const QUERY_KEY = 'block-appeals';

function useAppeals() {
  const { session } = useStores();
  const appeals = useLazyStore(appealsApiStore);
  return useQuery({
    queryKey: [QUERY_KEY, session.userId],
    queryFn: ({ signal }) => queryData(appeals.list(signal)),
    enabled: session.isAuthenticated,
  });
}

function useSendAppeal() {
  const { session } = useStores();
  const appeals = useLazyStore(appealsApiStore);
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (text: string) => {
      const result = await appeals.send(text);
      // Sent, or refused as one waits already: the history is read again either way.
      if (result.ok || result.body?.reason === 'appeal_pending') {
        void client.invalidateQueries({ queryKey: [QUERY_KEY, session.userId] });
      }
      return result;
    },
  });
}

/** The appeal form: the text's length checked before it goes, a refusal worded. */
function AppealForm() {
  const { t } = useTranslation();
  const id = useId();
  const failureText = useFailureText();
  const send = useSendAppeal();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (trimmed.length < APPEAL_TEXT_MIN || trimmed.length > APPEAL_TEXT_MAX) {
      setError(t('access:appeal_length', { min: APPEAL_TEXT_MIN, max: APPEAL_TEXT_MAX }));
      return;
    }
    setError(null);
    setSent(false);
    const result = await send.mutateAsync(trimmed);
    if (!result.ok) {
      setError(failureText(failureOf(result)));
      return;
    }
    setText('');
    setSent(true);
  };

  return (
    <form className="form block-appeals__form" onSubmit={(e) => void submit(e)} noValidate>
      <div className="form__field">
        <label htmlFor={id}>{t('access:appeal_label')}</label>
        <textarea
          id={id}
          name="text"
          rows={6}
          maxLength={APPEAL_TEXT_MAX}
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint`}
        />
        <p id={`${id}-hint`} className="form__hint">
          {t('access:appeal_length', { min: APPEAL_TEXT_MIN, max: APPEAL_TEXT_MAX })}
        </p>
      </div>
      {error && <FormNote>{error}</FormNote>}
      {sent && <FormNote kind="success">{t('access:appeal_sent')}</FormNote>}
      <FormActions submit={t('access:appeal_submit')} disabled={send.isPending} />
    </form>
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
