import { useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../runtime/i18n';
import { ModalDialog } from '../shared/ModalDialog';
import { RadioGroup, FormNote } from '../shared/FormFields';
import { useStores } from '../shared/stores';
import { useFailureText, type WordableFailure } from '../shared/failureText';

/** The server names questions and answers by dictionary key, with or without 'limits:'. */
function limitsKey(key: string): string {
  return key.includes(':') ? key : `limits:${key}`;
}

/**
 * The questions a self-exclusion or time-out asks before it applies (SPEC section 3 "Save-limit
 * response"): every one answered, then POST testanswers; a right set applies it and signs out.
 */
export const LimitQuestionsDialog = observer(function LimitQuestionsDialog({
  onDone,
}: {
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const limits = useStores().limits.loaded;
  const failureText = useFailureText();
  const [answers, setAnswers] = useState<Record<number, string>>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<WordableFailure | 'wrong' | null>(null);
  const pending = limits.questions;
  if (!pending) return null;
  const complete = pending.questions.every((q) => answers[q.id] !== undefined);

  const close = () => {
    limits.cancelQuestions();
    onDone();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const result = await limits.answerQuestions(
      pending.questions.map((q) => ({ questionId: q.id, answerId: Number(answers[q.id]) })),
    );
    setBusy(false);
    if (!result.ok) {
      setError(result);
      if (!limits.questions) onDone();
      return;
    }
    if (!result.success) {
      setError('wrong');
      return;
    }
    onDone();
  };

  return (
    <ModalDialog
      title={t('limits:questions_title')}
      closeLabel={t('limits:cancel')}
      onClose={close}
    >
      <form className="form" onSubmit={(e) => void submit(e)} noValidate>
        <p className="form__hint">{t('limits:questions_intro')}</p>
        {pending.questions.map((q) => (
          <RadioGroup
            key={q.id}
            legend={t(limitsKey(q.question))}
            name={`limit-question-${q.id}`}
            value={answers[q.id] ?? ''}
            options={q.answers.map((a) => ({ value: String(a.id), label: t(limitsKey(a.answer)) }))}
            onChange={(value) => setAnswers({ ...answers, [q.id]: value })}
          />
        ))}
        {error && (
          <FormNote>
            {error === 'wrong' ? t('limits:questions_wrong') : failureText(error)}
          </FormNote>
        )}
        <div className="form__actions">
          <button type="submit" className="button button--danger" disabled={busy || !complete}>
            {t('limits:questions_submit')}
          </button>
          <button type="button" className="button" onClick={close}>
            {t('limits:cancel')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
});
