// The questions a self-exclusion or time-out asks before it applies (SPEC section 3 "Save-limit
// response" questions and tokenGuid; "Test-answers response"). Texts are limits-dictionary keys.
import type { LimitQuestion } from './contract';

const ANSWER_YES = 1;

/** Every question is a yes or no: the customer confirms they understand, or does not. */
const YES_OR_NO: LimitQuestion['answers'] = [
  { id: ANSWER_YES, answer: 'limits_answer_yes' },
  { id: 2, answer: 'limits_answer_no' },
];

export const EXCLUSION_QUESTIONS: readonly LimitQuestion[] = [
  { id: 1, question: 'limits_question_no_sign_in', answers: YES_OR_NO },
  { id: 2, question: 'limits_question_cannot_cancel', answers: YES_OR_NO },
];

/** The answer id that confirms each question. */
export const EXCLUSION_RIGHT_ANSWERS: Readonly<Record<number, number>> = {
  1: ANSWER_YES,
  2: ANSWER_YES,
};

/** Minutes a tokenGuid stays good for its answers. */
export const CONFIRMATION_TTL_MINUTES = 15;

/** Each question with whether it was answered right (an unanswered one is wrong). */
export function checkExclusionAnswers(
  answers: readonly { questionId: number; answerId: number }[],
): { questionId: number; isCorrect: boolean }[] {
  return EXCLUSION_QUESTIONS.map((q) => {
    const given = answers.find((a) => a.questionId === q.id);
    return { questionId: q.id, isCorrect: given?.answerId === EXCLUSION_RIGHT_ANSWERS[q.id] };
  });
}

/** Self-exclusion reason ids (GET reasons/selfexclude); texts: limits_self_exclude_reason_<id>. */
export const SELF_EXCLUDE_REASON_IDS = [1, 2, 3, 4, 5] as const;
