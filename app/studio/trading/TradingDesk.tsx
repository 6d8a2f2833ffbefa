// The trading desk: events with open coupons and what they would cost the house (refreshed every
// couple of seconds, so the figures follow the bets), one event's markets with their liability per
// outcome, suspension of an event or a market, resettlement of a market, the largest open
// coupons and customers' stake factors. Writing needs 'trading.write' (the same `can` the server
// checks); every write is audited by the server.
import { useCallback, useState } from 'react';
import { can } from '../../../domain/operators/roles';
import {
  Desk,
  DeskCheck,
  DeskError,
  DeskForm,
  DeskInput,
  DeskNotice,
  DeskOpen,
  DeskSearchFilters,
  DeskTable,
  TableHead,
  useDeskAction,
  useDeskField,
  useDeskList,
  useDeskRead,
  useDeskSearch,
  when,
  type DeskAction,
} from '../desk/Desk';
import type { StudioSectionProps } from '../sectionProps';
import { studioApi, type EventLiability, type OpenCouponRow } from '../studioApi';
import { useT, type StudioT } from '../studioTexts';
import './trading.css';

/** How often the figures are read again (the liability view follows the bets). */
const REFRESH_MS = 2_000;

const money = (minor: number) => (minor / 100).toFixed(2);

export default function TradingDesk({ operator }: StudioSectionProps) {
  const t = useT();
  const writer = can(operator, 'trading.write');
  const [onlySuspended, setOnlySuspended] = useState(false);
  const [openGame, setOpenGame] = useState<number | null>(null);
  const fetch = useCallback(() => studioApi.tradingEvents(), []);
  const events = useDeskRead(fetch, REFRESH_MS);
  const list = { items: events.value?.events, error: events.error };
  const searched = useDeskSearch(
    events.value?.events,
    (e) => [e.gameId, ...e.opponents],
    (e) => !onlySuspended || e.suspended,
  );

  return (
    <Desk id="trading" title={t('section.trading')}>
      <DeskSearchFilters search={searched}>
        <DeskCheck
          label={t('trading.onlySuspended')}
          checked={onlySuspended}
          onChange={setOnlySuspended}
        />
      </DeskSearchFilters>
      <DeskTable
        label={t('trading.events')}
        emptyText={t('trading.noEvents')}
        list={list}
        shown={searched.shown}
        rowKey={(e) => `${e.gameId}:${e.currencyId}`}
        rowData={(e) => ({ 'data-game-id': String(e.gameId) })}
        columns={[
          {
            head: t('trading.event'),
            cell: (e) => (
              <DeskOpen open={openGame === e.gameId} onOpen={() => setOpenGame(e.gameId)}>
                {e.opponents.join(' — ')} <span className="studio-muted">#{e.gameId}</span>
              </DeskOpen>
            ),
          },
          { head: t('trading.currency'), cell: (e) => e.currencyId },
          { head: t('trading.coupons'), cell: (e) => e.coupons },
          { head: t('trading.stakes'), cell: (e) => money(e.stakes) },
          {
            head: t('trading.liability'),
            cell: (e) => <span className="trading-figure">{money(e.liability)}</span>,
          },
          { head: t('trading.state'), cell: (e) => e.suspended && <Suspended t={t} /> },
        ]}
      />
      {openGame !== null && (
        <EventPanel
          key={openGame}
          t={t}
          gameId={openGame}
          writer={writer}
          onChanged={events.reload}
        />
      )}
      {events.value && (
        <CouponsTable t={t} title={t('trading.largestAll')} coupons={events.value.largest} />
      )}
      <StakeFactors t={t} writer={writer} />
    </Desk>
  );
}

function Suspended({ t }: { t: StudioT }) {
  return <span className="studio-badge">{t('trading.suspended')}</span>;
}

/** Suspends or releases an event (`marketId` null) or one of its markets. */
function SuspendButton(props: {
  t: StudioT;
  action: DeskAction;
  gameId: number;
  marketId: number | null;
  suspended: boolean;
  after: () => void;
}) {
  const { t, suspended } = props;
  const what = props.marketId === null ? 'Event' : 'Market';
  return (
    <button
      type="button"
      className="studio-button"
      data-market-id={props.marketId ?? undefined}
      disabled={props.action.busy}
      onClick={() =>
        void props.action.act(
          () => studioApi.suspend(props.gameId, props.marketId, !suspended),
          suspended ? 'trading.released' : 'trading.suspendedDone',
          props.after,
        )
      }
    >
      {t(suspended ? `trading.release${what}` : `trading.suspend${what}`)}
    </button>
  );
}

type Result = 'won' | 'lost' | 'void';

function EventPanel(props: { t: StudioT; gameId: number; writer: boolean; onChanged: () => void }) {
  const { t, gameId, writer, onChanged } = props;
  const fetch = useCallback(() => studioApi.tradingEvent(gameId), [gameId]);
  const detail = useDeskRead(fetch, REFRESH_MS);
  const action = useDeskAction(t);
  const [results, setResults] = useState<Record<number, Result>>({});
  const reload = detail.reload;
  const after = useCallback(() => {
    reload();
    onChanged();
  }, [reload, onChanged]);

  const event: EventLiability | undefined = detail.value;
  if (!event) {
    return detail.error ? (
      <DeskError reason={detail.error} />
    ) : (
      <p className="studio-loading">{t('app.loading')}</p>
    );
  }
  const chosen = Object.entries(results).map(([id, result]) => ({
    outcomeId: Number(id),
    result,
  }));
  const suspend = (marketId: number | null, suspended: boolean) => (
    <SuspendButton
      t={t}
      action={action}
      gameId={gameId}
      marketId={marketId}
      suspended={suspended}
      after={after}
    />
  );
  return (
    <section className="ops-panel trading-event" aria-labelledby="trading-event-title">
      <div className="studio-toolbar">
        <h2 id="trading-event-title">
          {event.opponents.join(' — ')} <span className="studio-muted">#{event.gameId}</span>
        </h2>
        {event.suspended && <Suspended t={t} />}
        {writer && suspend(null, event.suspended)}
      </div>
      <DeskNotice message={action.message} />
      <table className="studio-table" aria-label={t('trading.markets')}>
        <TableHead
          heads={[
            t('trading.market'),
            t('trading.outcome'),
            t('trading.coupons'),
            t('trading.stakes'),
            t('trading.liability'),
            writer && t('trading.resettleAs'),
          ]}
        />
        <tbody>
          {event.markets
            .filter((m) => m.outcomes.length > 0)
            .map((m) =>
              m.outcomes.map((o, i) => (
                <tr key={`${o.outcomeId}:${o.currencyId}`} data-outcome-id={o.outcomeId}>
                  {i === 0 && (
                    <th scope="row" rowSpan={m.outcomes.length}>
                      {m.name} {m.suspended && <Suspended t={t} />}
                      {writer &&
                        m.marketId !== null &&
                        !event.suspended &&
                        suspend(m.marketId, m.suspended)}
                    </th>
                  )}
                  <td>{o.name}</td>
                  <td>{o.coupons}</td>
                  <td>{money(o.stakes)}</td>
                  <td className="trading-figure">{money(o.liability)}</td>
                  {writer && (
                    <td>
                      <select
                        aria-label={t('trading.resultOf', { outcome: o.name })}
                        value={results[o.outcomeId] ?? ''}
                        onChange={(e) =>
                          setResults((r) => {
                            const next = { ...r };
                            if (e.target.value === '') delete next[o.outcomeId];
                            else next[o.outcomeId] = e.target.value as Result;
                            return next;
                          })
                        }
                      >
                        <option value="">—</option>
                        <option value="won">{t('trading.won')}</option>
                        <option value="lost">{t('trading.lost')}</option>
                        <option value="void">{t('trading.void')}</option>
                      </select>
                    </td>
                  )}
                </tr>
              )),
            )}
        </tbody>
      </table>
      {writer && (
        <button
          type="button"
          className="studio-button"
          disabled={chosen.length === 0 || action.busy}
          onClick={() =>
            void action.act(
              () => studioApi.resettle(gameId, chosen),
              (done) => {
                setResults({});
                return t('trading.resettled', { legs: done.legs, coupons: done.coupons.length });
              },
              after,
            )
          }
        >
          {t('trading.resettle')}
        </button>
      )}
      {writer && (
        <details className="trading-markets">
          <summary>{t('trading.allMarkets')}</summary>
          <ul>
            {event.markets
              .filter((m) => m.marketId !== null)
              .map((m) => (
                <li key={m.marketId}>
                  {m.name} {m.suspended && <Suspended t={t} />}
                  {!event.suspended && suspend(m.marketId, m.suspended)}
                </li>
              ))}
          </ul>
        </details>
      )}
      <CouponsTable t={t} title={t('trading.largestEvent')} coupons={event.largest} />
    </section>
  );
}

function CouponsTable(props: { t: StudioT; title: string; coupons: OpenCouponRow[] }) {
  const { t, coupons } = props;
  return (
    <section className="trading-coupons">
      <h2>{props.title}</h2>
      <DeskTable
        label={props.title}
        emptyText={t('trading.noCoupons')}
        list={{ items: coupons, error: undefined }}
        shown={coupons}
        rowKey={(c) => String(c.couponId)}
        columns={[
          { head: t('trading.coupon'), cell: (c) => `#${c.couponId}` },
          { head: t('trading.customer'), cell: (c) => c.userId },
          { head: t('trading.legs'), cell: (c) => c.legs },
          {
            head: t('trading.stakes'),
            cell: (c) => (
              <>
                {money(c.amount)} <span className="studio-muted">{c.currencyId}</span>
              </>
            ),
          },
          {
            head: t('trading.possibleWin'),
            cell: (c) => <span className="trading-figure">{money(c.possibleWin)}</span>,
          },
          { head: t('trading.placedAt'), cell: (c) => when(c.placedAt) },
        ]}
      />
    </section>
  );
}

function StakeFactors(props: { t: StudioT; writer: boolean }) {
  const { t, writer } = props;
  const fetch = useCallback(() => studioApi.stakeFactors().then((a) => a.factors), []);
  const list = useDeskList(fetch);
  const action = useDeskAction(t);
  const userId = useDeskField();
  const factor = useDeskField();
  const note = useDeskField();

  const save = (value: number | null) =>
    void action.act(
      () => studioApi.setStakeFactor(Number(userId.value), value, note.value || undefined),
      'trading.factorSaved',
      list.reload,
    );
  const validUser = /^[1-9][0-9]{0,15}$/.test(userId.value);
  const validFactor = /^[0-9]+(\.[0-9]{1,2})?$/.test(factor.value) && Number(factor.value) >= 0.01;

  return (
    <section className="ops-block" aria-labelledby="trading-factors-title">
      <h2 id="trading-factors-title">{t('trading.factors')}</h2>
      <p className="studio-muted">{t('trading.factorsLead')}</p>
      {writer && (
        <DeskForm
          id="trading-factor-set"
          title={t('trading.factorOf')}
          submit={t('trading.setFactor')}
          valid={validUser && validFactor}
          busy={action.busy}
          onSubmit={() => save(Number(factor.value))}
          more={
            <button
              type="button"
              className="studio-button"
              disabled={!validUser || action.busy}
              onClick={() => save(null)}
            >
              {t('trading.removeFactor')}
            </button>
          }
        >
          <DeskInput label={t('trading.customerId')} inputMode="numeric" {...userId} />
          <DeskInput label={t('trading.factor')} inputMode="decimal" {...factor} />
          <DeskInput label={t('trading.note')} maxLength={500} {...note} />
        </DeskForm>
      )}
      <DeskNotice message={action.message} />
      <DeskTable
        label={t('trading.factors')}
        emptyText={t('trading.noFactors')}
        list={list}
        shown={list.items ?? []}
        rowKey={(r) => String(r.userId)}
        columns={[
          { head: t('trading.customer'), cell: (r) => r.userId },
          { head: t('trading.factor'), cell: (r) => `×${r.factor}` },
          { head: t('trading.note'), cell: (r) => r.note ?? '' },
          { head: t('trading.updatedAt'), cell: (r) => when(r.updatedAt) },
        ]}
      />
    </section>
  );
}
