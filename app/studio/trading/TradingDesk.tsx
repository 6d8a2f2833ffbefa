// The trading desk: events with open coupons and what they would cost the house (refreshed every
// couple of seconds, so the figures follow the bets), one event's markets with their liability per
// outcome, suspension of an event or a market, resettlement of a market, the largest open
// coupons and customers' stake factors. Writing needs 'trading.write' (the same `can` the server
// checks); every write is audited by the server.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { can } from '../../../domain/operators/roles';
import type { StudioSectionProps } from '../sectionProps';
import {
  studioApi,
  StudioRefusal,
  type EventExposure,
  type EventLiability,
  type OpenCouponRow,
  type StakeFactorRow,
} from '../studioApi';
import { refusalText, useT, type StudioT } from '../studioTexts';
import './trading.css';

/** How often the figures are read again (the liability view follows the bets). */
const REFRESH_MS = 2_000;

const money = (minor: number) => (minor / 100).toFixed(2);

function usePolled<T>(load: () => Promise<T>, deps: unknown[]) {
  const [value, setValue] = useState<T | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [tick, setTick] = useState(0);
  useEffect(() => {
    let live = true;
    const read = () =>
      load().then(
        (v) => {
          if (!live) return;
          setValue(v);
          setError(undefined);
        },
        (err: unknown) =>
          live && setError(err instanceof StudioRefusal ? err.reason : 'server_error'),
      );
    void read();
    const timer = setInterval(() => void read(), REFRESH_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, tick]);
  return { value, error, reload: () => setTick((n) => n + 1) };
}

export default function TradingDesk({ operator }: StudioSectionProps) {
  const t = useT();
  const writer = can(operator, 'trading.write');
  const [search, setSearch] = useState('');
  const [onlySuspended, setOnlySuspended] = useState(false);
  const [openGame, setOpenGame] = useState<number | null>(null);
  const events = usePolled(() => studioApi.tradingEvents(), []);

  const shown = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return (events.value?.events ?? []).filter(
      (e) =>
        (!onlySuspended || e.suspended) &&
        (needle === '' ||
          String(e.gameId).includes(needle) ||
          e.opponents.some((o) => o.toLowerCase().includes(needle))),
    );
  }, [events.value, search, onlySuspended]);

  return (
    <section aria-labelledby="trading-title" className="trading">
      <h1 id="trading-title">{t('section.trading')}</h1>
      {events.error && (
        <p className="studio-error" role="alert">
          {refusalText(t, events.error)}
        </p>
      )}
      <div className="trading-filters">
        <label className="studio-field-inline">
          {t('trading.search')}
          <input type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
        </label>
        <label className="studio-field-inline">
          <input
            type="checkbox"
            checked={onlySuspended}
            onChange={(e) => setOnlySuspended(e.target.checked)}
          />
          {t('trading.onlySuspended')}
        </label>
      </div>
      {!events.value && !events.error && <p className="studio-loading">{t('app.loading')}</p>}
      {events.value && (
        <EventsTable t={t} events={shown} openGame={openGame} onOpen={setOpenGame} />
      )}
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
    </section>
  );
}

function EventsTable(props: {
  t: StudioT;
  events: EventExposure[];
  openGame: number | null;
  onOpen: (gameId: number) => void;
}) {
  const { t, events } = props;
  if (events.length === 0) return <p className="studio-muted">{t('trading.noEvents')}</p>;
  return (
    <table className="studio-table" aria-label={t('trading.events')}>
      <thead>
        <tr>
          <th scope="col">{t('trading.event')}</th>
          <th scope="col">{t('trading.currency')}</th>
          <th scope="col">{t('trading.coupons')}</th>
          <th scope="col">{t('trading.stakes')}</th>
          <th scope="col">{t('trading.liability')}</th>
          <th scope="col">{t('trading.state')}</th>
        </tr>
      </thead>
      <tbody>
        {events.map((e) => (
          <tr key={`${e.gameId}:${e.currencyId}`} data-game-id={e.gameId}>
            <td>
              <button
                type="button"
                className="trading-link"
                aria-expanded={props.openGame === e.gameId}
                onClick={() => props.onOpen(e.gameId)}
              >
                {e.opponents.join(' — ')} <span className="studio-muted">#{e.gameId}</span>
              </button>
            </td>
            <td>{e.currencyId}</td>
            <td>{e.coupons}</td>
            <td>{money(e.stakes)}</td>
            <td className="trading-figure">{money(e.liability)}</td>
            <td>
              {e.suspended ? <span className="studio-badge">{t('trading.suspended')}</span> : ''}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

type Result = 'won' | 'lost' | 'void';

function EventPanel(props: { t: StudioT; gameId: number; writer: boolean; onChanged: () => void }) {
  const { t, gameId, writer } = props;
  const detail = usePolled(() => studioApi.tradingEvent(gameId), [gameId]);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | undefined>();
  const [results, setResults] = useState<Record<number, Result>>({});

  const act = useCallback(
    async (run: () => Promise<string>) => {
      try {
        setMessage({ ok: true, text: await run() });
        detail.reload();
        props.onChanged();
      } catch (err) {
        setMessage({
          ok: false,
          text: refusalText(t, err instanceof StudioRefusal ? err.reason : 'server_error'),
        });
      }
    },
    [detail, props, t],
  );

  const event: EventLiability | undefined = detail.value;
  if (!event) {
    return detail.error ? (
      <p className="studio-error" role="alert">
        {refusalText(t, detail.error)}
      </p>
    ) : (
      <p className="studio-loading">{t('app.loading')}</p>
    );
  }
  const chosen = Object.entries(results).map(([id, result]) => ({
    outcomeId: Number(id),
    result,
  }));
  return (
    <section className="trading-event" aria-labelledby="trading-event-title">
      <div className="studio-toolbar">
        <h2 id="trading-event-title">
          {event.opponents.join(' — ')} <span className="studio-muted">#{event.gameId}</span>
        </h2>
        {event.suspended && <span className="studio-badge">{t('trading.suspended')}</span>}
        {writer && (
          <button
            type="button"
            className="studio-button"
            onClick={() =>
              void act(async () => {
                await studioApi.suspend(gameId, null, !event.suspended);
                return t(event.suspended ? 'trading.released' : 'trading.suspendedDone');
              })
            }
          >
            {t(event.suspended ? 'trading.releaseEvent' : 'trading.suspendEvent')}
          </button>
        )}
      </div>
      {message && (
        <p
          className={message.ok ? 'studio-ok' : 'studio-error'}
          role={message.ok ? 'status' : 'alert'}
        >
          {message.text}
        </p>
      )}
      <table className="studio-table" aria-label={t('trading.markets')}>
        <thead>
          <tr>
            <th scope="col">{t('trading.market')}</th>
            <th scope="col">{t('trading.outcome')}</th>
            <th scope="col">{t('trading.coupons')}</th>
            <th scope="col">{t('trading.stakes')}</th>
            <th scope="col">{t('trading.liability')}</th>
            {writer && <th scope="col">{t('trading.resettleAs')}</th>}
          </tr>
        </thead>
        <tbody>
          {event.markets
            .filter((m) => m.outcomes.length > 0)
            .map((m) =>
              m.outcomes.map((o, i) => (
                <tr key={`${o.outcomeId}:${o.currencyId}`} data-outcome-id={o.outcomeId}>
                  {i === 0 && (
                    <th scope="row" rowSpan={m.outcomes.length}>
                      {m.name}{' '}
                      {m.suspended && (
                        <span className="studio-badge">{t('trading.suspended')}</span>
                      )}
                      {writer && m.marketId !== null && !event.suspended && (
                        <button
                          type="button"
                          className="studio-button"
                          data-market-id={m.marketId}
                          onClick={() =>
                            void act(async () => {
                              await studioApi.suspend(gameId, m.marketId, !m.suspended);
                              return t(m.suspended ? 'trading.released' : 'trading.suspendedDone');
                            })
                          }
                        >
                          {t(m.suspended ? 'trading.releaseMarket' : 'trading.suspendMarket')}
                        </button>
                      )}
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
          disabled={chosen.length === 0}
          onClick={() =>
            void act(async () => {
              const done = await studioApi.resettle(gameId, chosen);
              setResults({});
              return t('trading.resettled', { legs: done.legs, coupons: done.coupons.length });
            })
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
                  {m.name}{' '}
                  {m.suspended && <span className="studio-badge">{t('trading.suspended')}</span>}
                  {!event.suspended && (
                    <button
                      type="button"
                      className="studio-button"
                      onClick={() =>
                        void act(async () => {
                          await studioApi.suspend(gameId, m.marketId, !m.suspended);
                          return t(m.suspended ? 'trading.released' : 'trading.suspendedDone');
                        })
                      }
                    >
                      {t(m.suspended ? 'trading.releaseMarket' : 'trading.suspendMarket')}
                    </button>
                  )}
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
      {coupons.length === 0 ? (
        <p className="studio-muted">{t('trading.noCoupons')}</p>
      ) : (
        <table className="studio-table">
          <thead>
            <tr>
              <th scope="col">{t('trading.coupon')}</th>
              <th scope="col">{t('trading.customer')}</th>
              <th scope="col">{t('trading.legs')}</th>
              <th scope="col">{t('trading.stakes')}</th>
              <th scope="col">{t('trading.possibleWin')}</th>
              <th scope="col">{t('trading.placedAt')}</th>
            </tr>
          </thead>
          <tbody>
            {coupons.map((c) => (
              <tr key={c.couponId}>
                <td>#{c.couponId}</td>
                <td>{c.userId}</td>
                <td>{c.legs}</td>
                <td>
                  {money(c.amount)} <span className="studio-muted">{c.currencyId}</span>
                </td>
                <td className="trading-figure">{money(c.possibleWin)}</td>
                <td>{new Date(c.placedAt).toLocaleString()}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function StakeFactors(props: { t: StudioT; writer: boolean }) {
  const { t, writer } = props;
  const [rows, setRows] = useState<StakeFactorRow[] | undefined>();
  const [userId, setUserId] = useState('');
  const [factor, setFactor] = useState('');
  const [note, setNote] = useState('');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | undefined>();

  const load = useCallback(() => {
    studioApi.stakeFactors().then(
      (a) => setRows(a.factors),
      () => setRows([]),
    );
  }, []);
  useEffect(load, [load]);

  const save = async (value: number | null) => {
    try {
      await studioApi.setStakeFactor(Number(userId), value, note || undefined);
      setMessage({ ok: true, text: t('trading.factorSaved') });
      load();
    } catch (err) {
      setMessage({
        ok: false,
        text: refusalText(t, err instanceof StudioRefusal ? err.reason : 'server_error'),
      });
    }
  };
  const validUser = /^[1-9][0-9]{0,15}$/.test(userId);
  const validFactor = /^[0-9]+(\.[0-9]{1,2})?$/.test(factor) && Number(factor) >= 0.01;

  return (
    <section className="trading-factors" aria-labelledby="trading-factors-title">
      <h2 id="trading-factors-title">{t('trading.factors')}</h2>
      <p className="studio-muted">{t('trading.factorsLead')}</p>
      {writer && (
        <form
          className="trading-filters"
          onSubmit={(e) => {
            e.preventDefault();
            if (validUser && validFactor) void save(Number(factor));
          }}
        >
          <label className="studio-field-inline">
            {t('trading.customerId')}
            <input inputMode="numeric" value={userId} onChange={(e) => setUserId(e.target.value)} />
          </label>
          <label className="studio-field-inline">
            {t('trading.factor')}
            <input inputMode="decimal" value={factor} onChange={(e) => setFactor(e.target.value)} />
          </label>
          <label className="studio-field-inline">
            {t('trading.note')}
            <input value={note} maxLength={500} onChange={(e) => setNote(e.target.value)} />
          </label>
          <button type="submit" className="studio-button" disabled={!validUser || !validFactor}>
            {t('trading.setFactor')}
          </button>
          <button
            type="button"
            className="studio-button"
            disabled={!validUser}
            onClick={() => void save(null)}
          >
            {t('trading.removeFactor')}
          </button>
        </form>
      )}
      {message && (
        <p
          className={message.ok ? 'studio-ok' : 'studio-error'}
          role={message.ok ? 'status' : 'alert'}
        >
          {message.text}
        </p>
      )}
      {rows && rows.length > 0 && (
        <table className="studio-table">
          <thead>
            <tr>
              <th scope="col">{t('trading.customer')}</th>
              <th scope="col">{t('trading.factor')}</th>
              <th scope="col">{t('trading.note')}</th>
              <th scope="col">{t('trading.updatedAt')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.userId}>
                <td>{r.userId}</td>
                <td>×{r.factor}</td>
                <td>{r.note ?? ''}</td>
                <td>{new Date(r.updatedAt).toLocaleString()}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
