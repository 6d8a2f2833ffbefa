// The verification queue (docs/back-office.md "Verification queue"): the documents by review
// status (pending first come first), filtered by customer and kind, each with its customer and
// the customer's case. With 'operations' (the same `can` the server checks) an operator opens a
// document's file (the server audits the read) and decides: approve, reject with a reason, or ask
// for another document. Without it no decision control is drawn and the server refuses one.
import { useCallback, useMemo, useState } from 'react';
import { can } from '../../../domain/operators/roles';
import { DOCUMENT_KINDS } from '../../../domain/verification/verificationState';
import {
  CustomerFilter,
  Desk,
  DeskChoice,
  DeskFilters,
  DeskNotice,
  DeskPanel,
  DeskTable,
  DeskText,
  openColumn,
  useDeskAction,
  useDeskList,
  when,
  type DeskAction,
} from '../desk/Desk';
import { navigate, useStudioUrl, withQuery } from '../navigation';
import type { StudioSectionProps } from '../sectionProps';
import { studioApi, type QueuedDocument, type VerificationDecision } from '../studioApi';
import { StudioLink } from '../studioLink';
import { documentStateText, useT, type StudioT } from '../studioTexts';

const STATUSES = ['pending', 'accepted', 'rejected'] as const;
type Status = (typeof STATUSES)[number];

/** A choice of a document's kind (the queue's filter, the kind an operator asks for). */
function KindChoice(props: {
  label: string;
  value: string;
  onChange: (kind: string) => void;
  any?: string;
}) {
  return <DeskChoice words="verification.kind" values={DOCUMENT_KINDS} {...props} />;
}

export default function VerificationQueue({ operator }: StudioSectionProps) {
  const t = useT();
  const url = useStudioUrl();
  const writer = can(operator, 'operations');
  const asked = url.searchParams.get('status');
  const status: Status = (STATUSES as readonly string[]).includes(asked ?? '')
    ? (asked as Status)
    : 'pending';
  const [customer, setCustomer] = useState(url.searchParams.get('customer') ?? '');
  // The customer filter asks the server for that customer's documents once it is a whole id.
  const customerId = /^[1-9][0-9]{0,17}$/.test(customer.trim()) ? customer.trim() : undefined;
  const [kind, setKind] = useState('');
  const [chosen, setChosen] = useState<string | null>(null);
  const action = useDeskAction(t);
  const fetch = useCallback(
    () => studioApi.verificationQueue(status, customerId).then((a) => a.documents),
    [status, customerId],
  );
  const list = useDeskList<QueuedDocument>(fetch);

  const shown = useMemo(
    () => (list.items ?? []).filter((d) => kind === '' || d.kind === kind),
    [list.items, kind],
  );
  const selected = shown.find((d) => d.id === chosen);
  const customerPath = (id: string) => `/studio/customers?by=id&q=${id}&customer=${id}`;

  return (
    <Desk id="verification" title={t('section.verification')}>
      <DeskFilters label={t('verification.filters')}>
        <DeskChoice
          label={t('verification.status')}
          value={status}
          onChange={(s) => {
            setChosen(null);
            navigate(withQuery(url, { status: s }), { replace: true });
          }}
          options={STATUSES.map((s) => ({ value: s, text: t(`verification.status.${s}`) }))}
        />
        <CustomerFilter value={customer} onChange={setCustomer} />
        <KindChoice
          label={t('customers.kind')}
          value={kind}
          onChange={setKind}
          any={t('verification.anyKind')}
        />
      </DeskFilters>
      <DeskNotice message={action.message} />
      <DeskTable
        label={t('verification.documents')}
        emptyText={t('verification.none')}
        list={list}
        shown={shown}
        rowKey={(d) => d.id}
        rowData={(d) => ({ 'data-document-id': d.id, 'data-user-id': d.userId })}
        columns={[
          openColumn<QueuedDocument>(
            t('customers.document'),
            chosen,
            (id) => {
              action.setMessage(undefined);
              setChosen(id);
            },
            (d) => d.id,
            (d) => t('verification.open', { id: d.id }),
          ),
          {
            head: t('customers.id'),
            cell: (d) => <StudioLink href={customerPath(d.userId)}>{d.userId}</StudioLink>,
          },
          { head: t('customers.kind'), cell: (d) => t(`verification.kind.${d.kind}`) },
          { head: t('verification.case'), cell: (d) => t(`verification.state.${d.caseState}`) },
          { head: t('customers.uploaded'), cell: (d) => when(d.uploadedAt) },
          {
            head: t('customers.state'),
            cell: (d) => documentStateText(t, d),
          },
        ]}
      />
      {selected && (
        <DecisionPanel
          key={selected.id}
          t={t}
          document={selected}
          writer={writer}
          action={action}
          onDecided={() => {
            setChosen(null);
            list.reload();
          }}
        />
      )}
    </Desk>
  );
}

function DecisionPanel(props: {
  t: StudioT;
  document: QueuedDocument;
  writer: boolean;
  action: DeskAction;
  onDecided: () => void;
}) {
  const { t, document: d, writer } = props;
  const [reason, setReason] = useState('');
  const [kind, setKind] = useState<string>(DOCUMENT_KINDS[0]);
  const { busy } = props.action;
  const decide = (decision: VerificationDecision) =>
    props.action.act(
      () =>
        studioApi.decideDocument(d.userId, d.id, {
          decision,
          ...(decision !== 'approve' && reason.trim() ? { reason: reason.trim() } : {}),
          ...(decision === 'request_additional' ? { kind } : {}),
        }),
      () => t(`verification.decided.${decision}`, { id: d.id }),
      props.onDecided,
    );
  const reasonOk = reason.trim().length >= 3;
  const decisionButton = (
    decision: VerificationDecision,
    className: string,
    label: string,
    blocked = false,
  ) => (
    <button
      type="button"
      className={className}
      disabled={busy || blocked}
      onClick={() => void decide(decision)}
    >
      {t(label)}
    </button>
  );
  return (
    <DeskPanel id="decision" title={t('verification.documentOf', { id: d.id, customer: d.userId })}>
      <dl className="ops-facts">
        <dt>{t('customers.kind')}</dt>
        <dd>{t(`verification.kind.${d.kind}`)}</dd>
        <dt>{t('verification.format')}</dt>
        <dd>
          {d.format.toUpperCase()} · {Math.ceil(d.sizeBytes / 1024)} KB
        </dd>
        <dt>{t('verification.case')}</dt>
        <dd>{t(`verification.state.${d.caseState}`)}</dd>
      </dl>
      {writer && (
        <p>
          <a href={studioApi.documentFileUrl(d.userId, d.id)} target="_blank" rel="noreferrer">
            {t('verification.file')}
          </a>
        </p>
      )}
      {writer && d.status === 'pending' && (
        <div className="ops-decision">
          <DeskText
            label={t('verification.reason')}
            value={reason}
            maxLength={500}
            onChange={setReason}
          />
          <KindChoice label={t('verification.askFor')} value={kind} onChange={setKind} />
          <div className="ops-actions">
            {decisionButton('approve', 'studio-button primary', 'verification.approve')}
            {decisionButton('reject', 'studio-button danger', 'verification.reject', !reasonOk)}
            {decisionButton(
              'request_additional',
              'studio-button',
              'verification.requestAdditional',
            )}
          </div>
          {!reasonOk && <p className="studio-muted">{t('verification.reasonHint')}</p>}
        </div>
      )}
    </DeskPanel>
  );
}
