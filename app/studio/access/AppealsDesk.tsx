// Block appeals (docs/access.md "Block appeals", docs/back-office.md): the brand's appeals by
// status, searched by customer or words, one opened with its text, and answered once, accepted or
// rejected (PUT /operator-api/appeals/:id, permission 'operations', audited by the server as
// customer.appeal_answer). Answering does not lift the ban: that stays the customers screen's.
import { useCallback, useState } from 'react';
import {
  APPEAL_ANSWER_MAX,
  APPEAL_STATUSES,
  type AppealStatus,
} from '../../../domain/access/appeals';
import { can } from '../../../domain/operators/roles';
import {
  ConfirmButton,
  Desk,
  DeskPanel,
  DeskSearchChoice,
  DeskTable,
  DeskText,
  useDeskAction,
  useDeskList,
  useDeskSearch,
  openColumn,
  when,
  type DeskAction,
} from '../desk/Desk';
import type { StudioSectionProps } from '../sectionProps';
import { studioApi, type OperatorAppealView } from '../studioApi';
import { useT } from '../studioTexts';

export default function AppealsDesk({ brand, operator }: StudioSectionProps) {
  const t = useT();
  const writer = can(operator, 'operations');
  const [status, setStatus] = useState<AppealStatus | ''>('pending');
  const [open, setOpen] = useState<string | null>(null);
  const fetch = useCallback(
    () => studioApi.appeals(brand, status || undefined).then((a) => a.appeals),
    [brand, status],
  );
  const list = useDeskList<OperatorAppealView>(fetch);
  const action = useDeskAction(t);
  const searched = useDeskSearch(list.items, (a) => [a.userId, a.id, a.text, a.answer]);
  const chosen = (list.items ?? []).find((a) => a.id === open);

  return (
    <Desk id="appeals" title={t('section.appeals')}>
      <DeskSearchChoice
        search={searched}
        words="appeals.status"
        values={APPEAL_STATUSES}
        value={status}
        onChange={setStatus}
        message={action.message}
      />
      <DeskTable
        label={t('appeals.list')}
        emptyText={t('appeals.none')}
        list={list}
        shown={searched.shown}
        rowKey={(a) => a.id}
        rowData={(a) => ({ 'data-appeal-id': a.id, 'data-user-id': a.userId })}
        columns={[
          openColumn<OperatorAppealView>(
            t('appeals.appeal'),
            open,
            (id) => {
              action.setMessage(undefined);
              setOpen(id);
            },
            (a) => a.id,
            (a) => t('appeals.open', { id: a.id }),
          ),
          { head: t('customers.id'), cell: (a) => a.userId },
          { head: t('customers.ban'), cell: (a) => a.banLevel },
          { head: t('appeals.status'), cell: (a) => t(`appeals.status.${a.status}`) },
          { head: t('appeals.sent'), cell: (a) => when(a.createdAt) },
        ]}
      />
      {chosen && (
        <AppealPanel
          key={chosen.id}
          appeal={chosen}
          writer={writer}
          action={action}
          after={list.reload}
        />
      )}
    </Desk>
  );
}

function AppealPanel(props: {
  appeal: OperatorAppealView;
  writer: boolean;
  action: DeskAction;
  after: () => void;
}) {
  const t = useT();
  const { appeal: a, action } = props;
  const [answer, setAnswer] = useState('');
  const valid = answer.trim() !== '';
  const decide = (status: 'accepted' | 'rejected') =>
    void action.act(
      () => studioApi.answerAppeal(a.id, { status, answer: answer.trim() }),
      `appeals.answered.${status}`,
      props.after,
    );
  return (
    <DeskPanel id="appeal" title={t('appeals.of', { id: a.id, customer: a.userId })}>
      <p className="ops-message">{a.text}</p>
      {a.answer !== null && (
        <dl className="ops-facts">
          <dt>{t('appeals.answer')}</dt>
          <dd>{a.answer}</dd>
          <dt>{t('appeals.answeredAt')}</dt>
          <dd>{when(a.answeredAt)}</dd>
        </dl>
      )}
      {props.writer && a.status === 'pending' && (
        <div className="ops-decision">
          <DeskText
            label={t('appeals.answer')}
            value={answer}
            maxLength={APPEAL_ANSWER_MAX}
            onChange={setAnswer}
          />
          <div className="ops-actions">
            <ConfirmButton
              label={t('appeals.accept')}
              disabled={action.busy || !valid}
              onConfirm={() => decide('accepted')}
            />
            <ConfirmButton
              label={t('appeals.reject')}
              danger
              disabled={action.busy || !valid}
              onConfirm={() => decide('rejected')}
            />
          </div>
        </div>
      )}
    </DeskPanel>
  );
}
