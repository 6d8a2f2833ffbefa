// Payment requests (docs/back-office.md "Payment requests"): the brand's requests by state,
// filtered by customer id, one request's messages, the operator's reply, closing and opening
// again. Everything here needs 'operations' for the brand (the same `can` the server checks);
// every write is audited by the server.
import { useCallback, useMemo, useState } from 'react';
import type {
  SupportRequestDetail,
  SupportRequestView,
  SupportStatus,
} from '../../../domain/support/contract';
import { SUPPORT_TEXT_MAX, SUPPORT_TEXT_MIN } from '../../../domain/support/contract';
import {
  CustomerFilter,
  Desk,
  DeskChoice,
  DeskError,
  DeskFilters,
  DeskNotice,
  DeskPanel,
  DeskTable,
  DeskText,
  openColumn,
  useDeskAction,
  useDeskList,
  useDeskRead,
  when,
} from '../desk/Desk';
import type { StudioSectionProps } from '../sectionProps';
import { studioApi } from '../studioApi';
import { useT, type StudioT } from '../studioTexts';

const STATUSES: readonly SupportStatus[] = ['open', 'answered', 'closed'];

export default function SupportDesk({ brand }: StudioSectionProps) {
  const t = useT();
  const [status, setStatus] = useState<SupportStatus | ''>('');
  const [customer, setCustomer] = useState('');
  const [open, setOpen] = useState<string | null>(null);
  const fetch = useCallback(
    () => studioApi.supportRequests(brand, status || undefined).then((a) => a.requests),
    [brand, status],
  );
  const list = useDeskList<SupportRequestView>(fetch);

  const shown = useMemo(() => {
    const needle = customer.trim();
    return (list.items ?? []).filter((r) => needle === '' || r.userId === needle);
  }, [list.items, customer]);

  return (
    <Desk id="support" title={t('section.support')}>
      <DeskFilters label={t('support.filters')}>
        <DeskChoice
          words="support.status"
          values={STATUSES}
          value={status}
          onChange={setStatus}
          any={t('support.anyStatus')}
        />
        <CustomerFilter value={customer} onChange={setCustomer} />
      </DeskFilters>
      <DeskTable
        label={t('support.requests')}
        emptyText={t('support.none')}
        list={list}
        shown={shown}
        rowKey={(r) => r.id}
        rowData={(r) => ({ 'data-request-id': r.id, 'data-user-id': r.userId ?? '' })}
        columns={[
          openColumn<SupportRequestView>(
            t('support.request'),
            open,
            setOpen,
            (r) => r.id,
            (r) => t('support.open', { id: r.id }),
          ),
          { head: t('customers.id'), cell: (r) => r.userId ?? '' },
          {
            head: t('support.topic'),
            cell: (r) => `${r.topicId}${r.subTopicId === null ? '' : ` / ${r.subTopicId}`}`,
          },
          { head: t('customers.state'), cell: (r) => t(`support.status.${r.status}`) },
          { head: t('support.updated'), cell: (r) => when(r.updatedAt) },
        ]}
      />
      {open !== null && (
        <RequestPanel key={open} t={t} brand={brand} id={open} onChanged={list.reload} />
      )}
    </Desk>
  );
}

function RequestPanel(props: { t: StudioT; brand: string; id: string; onChanged: () => void }) {
  const { t, brand, id } = props;
  const fetch = useCallback(() => studioApi.supportRequest(id), [id]);
  const read = useDeskRead<SupportRequestDetail>(fetch);
  const detail = read.value;
  const [text, setText] = useState('');
  const { busy, message, act } = useDeskAction(t);
  const changed = () => {
    read.reload();
    props.onChanged();
  };

  /** Closes the request, or opens it again. */
  const closeButton = (close: boolean) => (
    <button
      type="button"
      className="studio-button"
      disabled={busy}
      onClick={() =>
        void act(
          () => studioApi.closeSupport(id, brand, close),
          close ? 'support.closed' : 'support.reopened',
          changed,
        )
      }
    >
      {t(close ? 'support.close' : 'support.reopen')}
    </button>
  );

  const trimmed = text.trim();
  const valid = trimmed.length >= SUPPORT_TEXT_MIN && trimmed.length <= SUPPORT_TEXT_MAX;
  return (
    <DeskPanel id="support-request" title={t('support.open', { id })}>
      <DeskNotice message={message} />
      <DeskError reason={read.error} />
      {!detail && !read.error && <p className="studio-loading">{t('app.loading')}</p>}
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
                void act(
                  () => studioApi.replySupport(id, trimmed),
                  'support.replied',
                  changed,
                ).then((ok) => ok && setText(''));
              }}
            >
              <DeskText
                label={t('support.reply')}
                value={text}
                maxLength={SUPPORT_TEXT_MAX}
                onChange={setText}
              />
              <div className="ops-actions">
                <button type="submit" className="studio-button primary" disabled={busy || !valid}>
                  {t('support.send')}
                </button>
                {closeButton(true)}
              </div>
            </form>
          )}
          {detail.request.status === 'closed' && closeButton(false)}
        </>
      )}
    </DeskPanel>
  );
}
