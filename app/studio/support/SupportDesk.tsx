// Payment requests (docs/back-office.md "Payment requests"): the brand's requests by state,
// filtered by customer id, one request's messages, the operator's reply, closing and opening
// again. Everything here needs 'operations' for the brand (the same `can` the server checks);
// every write is audited by the server.
import { useCallback, useEffect, useMemo, useState } from 'react';
import type {
  SupportRequestDetail,
  SupportRequestView,
  SupportStatus,
} from '../../../domain/support/contract';
import { SUPPORT_TEXT_MAX, SUPPORT_TEXT_MIN } from '../../../domain/support/contract';
import type { StudioSectionProps } from '../sectionProps';
import { studioApi, StudioRefusal } from '../studioApi';
import { refusalText, useT, type StudioT } from '../studioTexts';
import '../customers/operations.css';

const STATUSES: readonly SupportStatus[] = ['open', 'answered', 'closed'];
const when = (iso: string) => new Date(iso).toLocaleString();
const reasonOf = (err: unknown) => (err instanceof StudioRefusal ? err.reason : 'server_error');

export default function SupportDesk({ brand }: StudioSectionProps) {
  const t = useT();
  const [status, setStatus] = useState<SupportStatus | ''>('');
  const [customer, setCustomer] = useState('');
  const [requests, setRequests] = useState<SupportRequestView[] | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [open, setOpen] = useState<string | null>(null);

  const load = useCallback(() => {
    studioApi.supportRequests(brand, status || undefined).then(
      (a) => {
        setRequests(a.requests);
        setError(undefined);
      },
      (err: unknown) => setError(reasonOf(err)),
    );
  }, [brand, status]);
  useEffect(load, [load]);

  const shown = useMemo(() => {
    const needle = customer.trim();
    return (requests ?? []).filter((r) => needle === '' || r.userId === needle);
  }, [requests, customer]);

  return (
    <section aria-labelledby="support-title" className="ops">
      <h1 id="support-title">{t('section.support')}</h1>
      <div className="ops-filters" role="search" aria-label={t('support.filters')}>
        <label className="studio-field-inline">
          {t('support.status')}
          <select value={status} onChange={(e) => setStatus(e.target.value as SupportStatus)}>
            <option value="">{t('support.anyStatus')}</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`support.status.${s}`)}
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
      </div>
      {error && (
        <p className="studio-error" role="alert">
          {refusalText(t, error)}
        </p>
      )}
      {!requests && !error && <p className="studio-loading">{t('app.loading')}</p>}
      {requests && shown.length === 0 && <p className="studio-muted">{t('support.none')}</p>}
      {shown.length > 0 && (
        <table className="studio-table" aria-label={t('support.requests')}>
          <thead>
            <tr>
              <th scope="col">{t('support.request')}</th>
              <th scope="col">{t('customers.id')}</th>
              <th scope="col">{t('support.topic')}</th>
              <th scope="col">{t('customers.state')}</th>
              <th scope="col">{t('support.updated')}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((r) => (
              <tr key={r.id} data-request-id={r.id} data-user-id={r.userId}>
                <td>
                  <button
                    type="button"
                    className="ops-link"
                    aria-expanded={open === r.id}
                    onClick={() => setOpen(r.id)}
                  >
                    {t('support.open', { id: r.id })}
                  </button>
                </td>
                <td>{r.userId ?? ''}</td>
                <td>
                  {r.topicId}
                  {r.subTopicId === null ? '' : ` / ${r.subTopicId}`}
                </td>
                <td>{t(`support.status.${r.status}`)}</td>
                <td>{when(r.updatedAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {open !== null && <RequestPanel key={open} t={t} brand={brand} id={open} onChanged={load} />}
    </section>
  );
}

function RequestPanel(props: { t: StudioT; brand: string; id: string; onChanged: () => void }) {
  const { t, brand, id } = props;
  const [detail, setDetail] = useState<SupportRequestDetail | undefined>();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | undefined>();

  const load = useCallback(() => {
    studioApi
      .supportRequest(id)
      .then(setDetail, (err: unknown) =>
        setMessage({ ok: false, text: refusalText(t, reasonOf(err)) }),
      );
  }, [id, t]);
  useEffect(load, [load]);

  const act = async (run: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await run();
      setMessage({ ok: true, text: t(done) });
      load();
      props.onChanged();
      return true;
    } catch (err) {
      setMessage({ ok: false, text: refusalText(t, reasonOf(err)) });
      return false;
    } finally {
      setBusy(false);
    }
  };

  const trimmed = text.trim();
  const valid = trimmed.length >= SUPPORT_TEXT_MIN && trimmed.length <= SUPPORT_TEXT_MAX;
  return (
    <section className="ops-panel" aria-labelledby="support-request-title">
      <h2 id="support-request-title">{t('support.open', { id })}</h2>
      {message && (
        <p
          className={message.ok ? 'studio-ok' : 'studio-error'}
          role={message.ok ? 'status' : 'alert'}
        >
          {message.text}
        </p>
      )}
      {!detail && !message && <p className="studio-loading">{t('app.loading')}</p>}
      {detail && (
        <>
          <ol className="ops-messages" aria-label={t('support.messages')}>
            {detail.messages.map((m) => (
              <li key={m.id} className={`ops-message ops-message--${m.author}`}>
                <span className="studio-muted">
                  {t(`support.author.${m.author}`)} · {when(m.createdAt)}
                </span>
                <p>{m.text}</p>
              </li>
            ))}
          </ol>
          {detail.request.status !== 'closed' && (
            <form
              className="ops-decision"
              onSubmit={(e) => {
                e.preventDefault();
                if (!valid) return;
                void act(() => studioApi.replySupport(id, trimmed), 'support.replied').then(
                  (ok) => ok && setText(''),
                );
              }}
            >
              <label className="studio-field-inline">
                {t('support.reply')}
                <textarea
                  value={text}
                  maxLength={SUPPORT_TEXT_MAX}
                  onChange={(e) => setText(e.target.value)}
                />
              </label>
              <div className="ops-actions">
                <button type="submit" className="studio-button primary" disabled={busy || !valid}>
                  {t('support.send')}
                </button>
                <button
                  type="button"
                  className="studio-button"
                  disabled={busy}
                  onClick={() =>
                    void act(() => studioApi.closeSupport(id, brand, true), 'support.closed')
                  }
                >
                  {t('support.close')}
                </button>
              </div>
            </form>
          )}
          {detail.request.status === 'closed' && (
            <button
              type="button"
              className="studio-button"
              disabled={busy}
              onClick={() =>
                void act(() => studioApi.closeSupport(id, brand, false), 'support.reopened')
              }
            >
              {t('support.reopen')}
            </button>
          )}
        </>
      )}
    </section>
  );
}
