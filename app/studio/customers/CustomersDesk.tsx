// The customers screen (docs/back-office.md "Customers"): a search by id, login, e-mail or phone,
// the customers found, and one customer's accounts, limits, ban, documents and history. The
// personal data (and the searches that match on it) appear only for an operator holding
// 'customers.personal'; the server audits every answer carrying it. Banning needs 'operations'
// (the same `can` the server checks): without it no ban control is drawn, nor the form that sets
// a customer's limit (the customer's own save, docs/back-office.md "Customer limits"), nor the
// move of the account to another brand.
import { useCallback, useEffect, useState } from 'react';
import { can } from '../../../domain/operators/roles';
import {
  CUSTOMER_SEARCH_KINDS,
  PERSONAL_SEARCH_KINDS,
  type CustomerSearchKind,
} from '../../../domain/operators/customersContract';
import { navigate, useStudioUrl, withQuery } from '../navigation';
import type { StudioSectionProps } from '../sectionProps';
import {
  Desk,
  DeskChoice,
  DeskError,
  DeskFilters,
  DeskInput,
  DeskNotice,
  DeskOpen,
  DeskPanel,
  reasonOf,
  TableHead,
  useDeskAction,
  when,
} from '../desk/Desk';
import { STUDIO_BRANDS } from '../brands';
import { studioApi, type CustomerDetail, type CustomerSearchAnswer } from '../studioApi';
import { StudioLink } from '../studioLink';
import { documentStateText, useT, type StudioT } from '../studioTexts';

const money = (minor: number) => (minor / 100).toFixed(2);

/** The ban level set from the screen: SPEC section 4 "Bans" level 45 (may still withdraw). */
const DEFAULT_BAN_LEVEL = 45;

export default function CustomersDesk({ operator }: StudioSectionProps) {
  const t = useT();
  const url = useStudioUrl();
  const personal = can(operator, 'customers.personal');
  const kinds = CUSTOMER_SEARCH_KINDS.filter((k) => personal || !PERSONAL_SEARCH_KINDS.includes(k));
  const by = (kinds as readonly string[]).includes(url.searchParams.get('by') ?? '')
    ? (url.searchParams.get('by') as CustomerSearchKind)
    : 'id';
  const q = url.searchParams.get('q') ?? '';
  const open = url.searchParams.get('customer');
  const [draftBy, setDraftBy] = useState<CustomerSearchKind>(by);
  const [draftQ, setDraftQ] = useState(q);
  const [found, setFound] = useState<CustomerSearchAnswer | undefined>();
  const [error, setError] = useState<string | undefined>();

  useEffect(() => {
    if (!q) {
      setFound(undefined);
      return;
    }
    let live = true;
    setError(undefined);
    studioApi.searchCustomers(by, q).then(
      (answer) => live && setFound(answer),
      (err: unknown) => {
        if (!live) return;
        setFound(undefined);
        setError(reasonOf(err));
      },
    );
    return () => {
      live = false;
    };
  }, [by, q]);

  return (
    <Desk id="customers" title={t('section.customers')}>
      {!personal && <p className="studio-muted">{t('customers.noPersonal')}</p>}
      <DeskFilters
        onSubmit={() => {
          const value = draftQ.trim();
          navigate(
            withQuery(url, {
              by: draftBy,
              q: value || undefined,
              customer: undefined,
            }),
          );
        }}
      >
        <DeskChoice
          label={t('customers.searchBy')}
          value={draftBy}
          onChange={setDraftBy}
          options={kinds.map((k) => ({ value: k, text: t(`customers.by.${k}`) }))}
        />
        <DeskInput
          label={t('customers.query')}
          type="search"
          value={draftQ}
          maxLength={120}
          onChange={setDraftQ}
        />
        <button type="submit" className="studio-button primary" disabled={!draftQ.trim()}>
          {t('customers.find')}
        </button>
      </DeskFilters>
      <DeskError reason={error} />
      {found && (
        <ResultsTable
          t={t}
          answer={found}
          open={open}
          onOpen={(id) => navigate(withQuery(url, { customer: id }))}
        />
      )}
      {open && /^[0-9]{1,18}$/.test(open) && (
        <CustomerPanel key={open} t={t} userId={open} banWriter={can(operator, 'operations')} />
      )}
    </Desk>
  );
}

function ResultsTable(props: {
  t: StudioT;
  answer: CustomerSearchAnswer;
  open: string | null;
  onOpen: (userId: string) => void;
}) {
  const { t, answer } = props;
  if (answer.customers.length === 0) return <p className="studio-muted">{t('customers.none')}</p>;
  return (
    <table className="studio-table" aria-label={t('customers.found')}>
      <TableHead
        heads={[
          t('customers.id'),
          answer.personal && t('customers.email'),
          answer.personal && t('customers.phone'),
          t('customers.registration'),
          t('customers.currency'),
          t('customers.ban'),
          t('customers.registered'),
        ]}
      />
      <tbody>
        {answer.customers.map((c) => (
          <tr key={c.userId} data-user-id={c.userId}>
            <td>
              <DeskOpen open={props.open === c.userId} onOpen={() => props.onOpen(c.userId)}>
                {c.userId}
              </DeskOpen>
            </td>
            {answer.personal && <td>{c.personal?.email ?? ''}</td>}
            {answer.personal && <td>{c.personal?.phone ?? ''}</td>}
            <td>{c.registrationType}</td>
            <td>{c.currencyId}</td>
            <td>
              {c.banLevel > 0 ? (
                <span className="studio-badge">{t('customers.banned', { level: c.banLevel })}</span>
              ) : (
                ''
              )}
            </td>
            <td>{when(c.createdAt)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function CustomerPanel(props: { t: StudioT; userId: string; banWriter: boolean }) {
  const { t, userId, banWriter } = props;
  const [detail, setDetail] = useState<CustomerDetail | undefined>();
  const [error, setError] = useState<string | undefined>();
  const { message, act } = useDeskAction(t);
  const [level, setLevel] = useState(String(DEFAULT_BAN_LEVEL));
  const [limitType, setLimitType] = useState('');
  const [limitValue, setLimitValue] = useState('');
  const [moveTo, setMoveTo] = useState('');

  const load = useCallback(() => {
    studioApi.customer(userId).then(setDetail, (err: unknown) => setError(reasonOf(err)));
  }, [userId]);
  useEffect(load, [load]);

  const ban = (next: number) =>
    act(
      () => studioApi.setBan(userId, next),
      next > 0 ? 'customers.bannedDone' : 'customers.liftedDone',
      load,
    );

  if (!detail) {
    return error ? (
      <DeskError reason={error} />
    ) : (
      <p className="studio-loading">{t('app.loading')}</p>
    );
  }
  const validLevel = /^[1-9][0-9]{0,2}$/.test(level);
  const validLimit = /^[0-9]{1,3}$/.test(limitType) && /^(-1|[0-9]{1,15})$/.test(limitValue);
  return (
    <DeskPanel id="customer" title={t('customers.customer', { id: detail.userId })}>
      <dl className="ops-facts">
        <dt>{t('customers.registration')}</dt>
        <dd>{detail.registrationType}</dd>
        <dt>{t('customers.registered')}</dt>
        <dd>{when(detail.createdAt)}</dd>
        <dt>{t('customers.ban')}</dt>
        <dd>
          {detail.banLevel > 0
            ? t('customers.banned', { level: detail.banLevel })
            : t('customers.notBanned')}
        </dd>
        <dt>{t('customers.verification')}</dt>
        <dd>{t(`verification.state.${detail.verificationState}`)}</dd>
        <dt>{t('customers.accountBrand')}</dt>
        <dd>{detail.accountBrand ?? t('customers.accountBrandNone')}</dd>
        <dt>{t('customers.sports')}</dt>
        <dd>
          {[
            detail.disallowLineSport ? t('customers.lineClosed') : '',
            detail.disallowLiveSport ? t('customers.liveClosed') : '',
          ]
            .filter(Boolean)
            .join(', ') || t('customers.sportsOpen')}
        </dd>
      </dl>
      {banWriter && (
        <div className="ops-actions">
          {detail.banLevel > 0 ? (
            <button type="button" className="studio-button" onClick={() => void ban(0)}>
              {t('customers.lift')}
            </button>
          ) : (
            <form
              className="ops-filters"
              onSubmit={(e) => {
                e.preventDefault();
                if (validLevel) void ban(Number(level));
              }}
            >
              <DeskInput
                label={t('customers.banLevel')}
                inputMode="numeric"
                value={level}
                maxLength={3}
                onChange={setLevel}
              />
              <button type="submit" className="studio-button danger" disabled={!validLevel}>
                {t('customers.banAction')}
              </button>
            </form>
          )}
        </div>
      )}
      {banWriter && (
        <form
          className="ops-filters"
          aria-label={t('customers.moveTo')}
          onSubmit={(e) => {
            e.preventDefault();
            if (!moveTo) return;
            void act(() => studioApi.setAccountBrand(userId, moveTo), 'customers.movedDone', load);
          }}
        >
          <DeskChoice
            label={t('customers.moveTo')}
            value={moveTo}
            onChange={setMoveTo}
            any=""
            options={STUDIO_BRANDS.filter((b) => b !== detail.accountBrand).map((b) => ({
              value: b,
              text: b,
            }))}
          />
          <button type="submit" className="studio-button" disabled={!moveTo}>
            {t('customers.moveAction')}
          </button>
        </form>
      )}
      <DeskNotice message={message} />
      {detail.personal && (
        <section aria-labelledby="customer-personal">
          <h3 id="customer-personal">{t('customers.personal')}</h3>
          <dl className="ops-facts">
            <dt>{t('customers.email')}</dt>
            <dd>{detail.personal.email ?? '—'}</dd>
            <dt>{t('customers.phone')}</dt>
            <dd>{detail.personal.phone ?? '—'}</dd>
            {Object.entries(detail.personal.fields).map(([name, value]) => (
              <FactRow key={name} name={name} value={value} />
            ))}
          </dl>
        </section>
      )}
      <Table
        t={t}
        title={t('customers.accounts')}
        empty={t('customers.noAccounts')}
        head={['customers.account', 'customers.type', 'customers.currency', 'customers.balance']}
        rows={detail.accounts.map((a) => [
          a.closed ? `${a.id} (${t('customers.closed')})` : a.id,
          accountTypeText(t, a.type),
          String(a.currencyId),
          money(a.balance),
        ])}
      />
      <Table
        t={t}
        title={t('customers.limits')}
        empty={t('customers.noLimits')}
        head={['customers.type', 'customers.value', 'customers.state', 'customers.since']}
        rows={detail.limits.map((l) => [
          String(l.type),
          String(l.value),
          l.pending ? `${l.state} (${l.pending})` : l.state,
          when(l.startedAt),
        ])}
      />
      {banWriter && (
        <form
          className="ops-filters"
          aria-label={t('customers.setLimit')}
          onSubmit={(e) => {
            e.preventDefault();
            if (!validLimit) return;
            void act(
              () =>
                studioApi.setLimits(userId, [
                  { type: Number(limitType), limitValue: Number(limitValue) },
                ]),
              'customers.limitSetDone',
              load,
            );
          }}
        >
          <DeskInput
            label={t('customers.limitType')}
            inputMode="numeric"
            value={limitType}
            maxLength={3}
            onChange={(v) => setLimitType(v.trim())}
          />
          <DeskInput
            label={t('customers.limitValue')}
            inputMode="numeric"
            value={limitValue}
            maxLength={16}
            onChange={(v) => setLimitValue(v.trim())}
          />
          <button type="submit" className="studio-button" disabled={!validLimit}>
            {t('customers.setLimit')}
          </button>
        </form>
      )}
      <Table
        t={t}
        title={t('customers.documents')}
        empty={t('customers.noDocuments')}
        head={['customers.document', 'customers.kind', 'customers.state', 'customers.uploaded']}
        rows={detail.documents.map((d) => [
          d.id,
          t(`verification.kind.${d.kind}`),
          documentStateText(t, d),
          when(d.createdAt),
        ])}
      />
      {detail.documents.some((d) => d.status === 'pending') && (
        <p>
          <StudioLink href={`/studio/verification?customer=${detail.userId}`}>
            {t('customers.toQueue')}
          </StudioLink>
        </p>
      )}
      <Table
        t={t}
        title={t('customers.history')}
        empty={t('customers.noHistory')}
        head={['customers.when', 'customers.what', 'customers.state', 'customers.amount']}
        rows={detail.history.map((h) => [
          when(h.at),
          `${t(`customers.historyKind.${h.kind}`)} ${h.id}${h.detail ? ` · ${h.detail}` : ''}`,
          h.status,
          h.amount === null ? '' : `${money(h.amount)}${h.currencyId ? ` (${h.currencyId})` : ''}`,
        ])}
      />
    </DeskPanel>
  );
}

function accountTypeText(t: StudioT, type: number | null): string {
  if (type === null) return '';
  const key = `customers.accountType.${type}`;
  const text = t(key);
  return text === key ? String(type) : text;
}

function FactRow({ name, value }: { name: string; value: string }) {
  return (
    <>
      <dt>{name}</dt>
      <dd>{value}</dd>
    </>
  );
}

function Table(props: {
  t: StudioT;
  title: string;
  empty: string;
  head: string[];
  rows: string[][];
}) {
  const { t } = props;
  return (
    <section className="ops-block">
      <h3>{props.title}</h3>
      {props.rows.length === 0 ? (
        <p className="studio-muted">{props.empty}</p>
      ) : (
        <table className="studio-table" aria-label={props.title}>
          <TableHead heads={props.head.map((key) => t(key))} />
          <tbody>
            {props.rows.map((row, i) => (
              <tr key={i}>
                {row.map((cell, j) => (
                  <td key={j}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
