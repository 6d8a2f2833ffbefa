// The verification queue (docs/back-office.md "Verification queue"): the documents by review
// status (pending first come first), filtered by customer and kind, each with its customer and
// the customer's case. With 'operations' (the same `can` the server checks) an operator opens a
// document's file (the server audits the read) and decides: approve, reject with a reason, or ask
// for another document. Without it no decision control is drawn and the server refuses one.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { can } from '../../../domain/operators/roles';
import { DOCUMENT_KINDS } from '../../../domain/verification/verificationState';
import { navigate, useStudioUrl, withQuery } from '../navigation';
import type { StudioSectionProps } from '../sectionProps';
import {
  studioApi,
  StudioRefusal,
  type QueuedDocument,
  type VerificationDecision,
} from '../studioApi';
import { refusalText, useT, type StudioT } from '../studioTexts';
import '../customers/operations.css';

const STATUSES = ['pending', 'accepted', 'rejected'] as const;
type Status = (typeof STATUSES)[number];

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '');
const reasonOf = (err: unknown) => (err instanceof StudioRefusal ? err.reason : 'server_error');

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
  const [documents, setDocuments] = useState<QueuedDocument[] | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [chosen, setChosen] = useState<string | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | undefined>();

  const load = useCallback(() => {
    studioApi.verificationQueue(status, customerId).then(
      (a) => {
        setDocuments(a.documents);
        setError(undefined);
      },
      (err: unknown) => setError(reasonOf(err)),
    );
  }, [status, customerId]);
  useEffect(load, [load]);

  const shown = useMemo(
    () => (documents ?? []).filter((d) => kind === '' || d.kind === kind),
    [documents, kind],
  );
  const selected = shown.find((d) => d.id === chosen);

  return (
    <section aria-labelledby="verification-title" className="ops">
      <h1 id="verification-title">{t('section.verification')}</h1>
      <div className="ops-filters" role="search" aria-label={t('verification.filters')}>
        <label className="studio-field-inline">
          {t('verification.status')}
          <select
            value={status}
            onChange={(e) => {
              setChosen(null);
              navigate(withQuery(url, { status: e.target.value }), { replace: true });
            }}
          >
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`verification.status.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="studio-field-inline">
          {t('customers.id')}
          <input
            type="search"
            inputMode="numeric"
            value={customer}
            onChange={(e) => setCustomer(e.target.value)}
          />
        </label>
        <label className="studio-field-inline">
          {t('customers.kind')}
          <select value={kind} onChange={(e) => setKind(e.target.value)}>
            <option value="">{t('verification.anyKind')}</option>
            {DOCUMENT_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`verification.kind.${k}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {error && (
        <p className="studio-error" role="alert">
          {refusalText(t, error)}
        </p>
      )}
      {message && (
        <p
          className={message.ok ? 'studio-ok' : 'studio-error'}
          role={message.ok ? 'status' : 'alert'}
        >
          {message.text}
        </p>
      )}
      {!documents && !error && <p className="studio-loading">{t('app.loading')}</p>}
      {documents && shown.length === 0 && <p className="studio-muted">{t('verification.none')}</p>}
      {shown.length > 0 && (
        <table className="studio-table" aria-label={t('verification.documents')}>
          <thead>
            <tr>
              <th scope="col">{t('customers.document')}</th>
              <th scope="col">{t('customers.id')}</th>
              <th scope="col">{t('customers.kind')}</th>
              <th scope="col">{t('verification.case')}</th>
              <th scope="col">{t('customers.uploaded')}</th>
              <th scope="col">{t('customers.state')}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((d) => (
              <tr key={d.id} data-document-id={d.id} data-user-id={d.userId}>
                <td>
                  <button
                    type="button"
                    className="ops-link"
                    aria-expanded={chosen === d.id}
                    onClick={() => {
                      setMessage(undefined);
                      setChosen(d.id);
                    }}
                  >
                    {t('verification.open', { id: d.id })}
                  </button>
                </td>
                <td>
                  <a
                    href={`/studio/customers?by=id&q=${d.userId}&customer=${d.userId}`}
                    onClick={(e) => {
                      e.preventDefault();
                      navigate(`/studio/customers?by=id&q=${d.userId}&customer=${d.userId}`);
                    }}
                  >
                    {d.userId}
                  </a>
                </td>
                <td>{t(`verification.kind.${d.kind}`)}</td>
                <td>{t(`verification.state.${d.caseState}`)}</td>
                <td>{when(d.uploadedAt)}</td>
                <td>
                  {d.reason
                    ? `${t(`verification.status.${d.status}`)}: ${d.reason}`
                    : t(`verification.status.${d.status}`)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {selected && (
        <DecisionPanel
          key={selected.id}
          t={t}
          document={selected}
          writer={writer}
          onDecided={(text) => {
            setMessage({ ok: true, text });
            setChosen(null);
            load();
          }}
          onRefused={(reason) => setMessage({ ok: false, text: refusalText(t, reason) })}
        />
      )}
    </section>
  );
}

function DecisionPanel(props: {
  t: StudioT;
  document: QueuedDocument;
  writer: boolean;
  onDecided: (text: string) => void;
  onRefused: (reason: string) => void;
}) {
  const { t, document: d, writer } = props;
  const [reason, setReason] = useState('');
  const [kind, setKind] = useState<string>(DOCUMENT_KINDS[0]);
  const [busy, setBusy] = useState(false);
  const decide = async (decision: VerificationDecision) => {
    setBusy(true);
    try {
      await studioApi.decideDocument(d.userId, d.id, {
        decision,
        ...(decision !== 'approve' && reason.trim() ? { reason: reason.trim() } : {}),
        ...(decision === 'request_additional' ? { kind } : {}),
      });
      props.onDecided(t(`verification.decided.${decision}`, { id: d.id }));
    } catch (err) {
      props.onRefused(reasonOf(err));
    } finally {
      setBusy(false);
    }
  };
  const reasonOk = reason.trim().length >= 3;
  return (
    <section className="ops-panel" aria-labelledby="decision-title">
      <h2 id="decision-title">{t('verification.documentOf', { id: d.id, customer: d.userId })}</h2>
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
          <label className="studio-field-inline">
            {t('verification.reason')}
            <textarea value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
          </label>
          <label className="studio-field-inline">
            {t('verification.askFor')}
            <select value={kind} onChange={(e) => setKind(e.target.value)}>
              {DOCUMENT_KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`verification.kind.${k}`)}
                </option>
              ))}
            </select>
          </label>
          <div className="ops-actions">
            <button
              type="button"
              className="studio-button primary"
              disabled={busy}
              onClick={() => void decide('approve')}
            >
              {t('verification.approve')}
            </button>
            <button
              type="button"
              className="studio-button danger"
              disabled={busy || !reasonOk}
              onClick={() => void decide('reject')}
            >
              {t('verification.reject')}
            </button>
            <button
              type="button"
              className="studio-button"
              disabled={busy}
              onClick={() => void decide('request_additional')}
            >
              {t('verification.requestAdditional')}
            </button>
          </div>
          {!reasonOk && <p className="studio-muted">{t('verification.reasonHint')}</p>}
        </div>
      )}
    </section>
  );
}
