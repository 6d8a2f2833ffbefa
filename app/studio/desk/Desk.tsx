// The operator desk: what every operator screen of the studio is made of (docs/back-office.md).
// A titled section, a search-and-filter bar, a list with its loading, error and empty states cut
// into pages, a panel for the chosen item and actions that say what they did (writes go through
// studioApi; the server checks the role with `can` and audits each one). Each screen keeps only
// its columns, filters and actions.
import { useCallback, useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { refusalText, useT, type StudioT } from '../studioTexts';
import { matchesSearch, pageOf, reasonOf, type SearchFields } from './deskModel';
import '../customers/operations.css';

export { matchesSearch, reasonOf, when } from './deskModel';

export interface DeskMessage {
  ok: boolean;
  text: string;
}

/** The screen: its h1 and what is under it. */
export function Desk(props: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${props.id}-title`} className="ops">
      <h1 id={`${props.id}-title`}>{props.title}</h1>
      {props.children}
    </section>
  );
}

/** The search and filters (a form when it has a submit). */
export function DeskFilters(props: { label?: string; onSubmit?: () => void; children: ReactNode }) {
  if (props.onSubmit) {
    const submit = props.onSubmit;
    return (
      <form
        role="search"
        className="ops-filters"
        aria-label={props.label}
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          submit();
        }}
      >
        {props.children}
      </form>
    );
  }
  return (
    <div className="ops-filters" role="search" aria-label={props.label}>
      {props.children}
    </div>
  );
}

/** What an action did: a status line, or an alert when it was refused. */
export function DeskNotice({ message }: { message: DeskMessage | undefined }) {
  if (!message) return null;
  return (
    <p className={message.ok ? 'studio-ok' : 'studio-error'} role={message.ok ? 'status' : 'alert'}>
      {message.text}
    </p>
  );
}

/** A refusal's reason worded, as an alert. */
export function DeskError({ reason }: { reason: string | undefined }) {
  const t = useT();
  if (!reason) return null;
  return (
    <p className="studio-error" role="alert">
      {refusalText(t, reason)}
    </p>
  );
}

export interface DeskList<T> {
  /** Undefined until the first answer. */
  items: T[] | undefined;
  error: string | undefined;
  reload: () => void;
}

export interface DeskRead<T> {
  /** Undefined until the first answer. */
  value: T | undefined;
  error: string | undefined;
  reload: () => void;
}

/**
 * An answer of the operator API, read again when `fetch` changes, on `reload`, and every
 * `everyMs` when given (views that follow the bets).
 */
export function useDeskRead<T>(fetch: () => Promise<T>, everyMs?: number): DeskRead<T> {
  const [value, setValue] = useState<T | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    const read = () =>
      fetch().then(
        (answer) => {
          if (!live) return;
          setValue(answer);
          setError(undefined);
        },
        (err: unknown) => live && setError(reasonOf(err)),
      );
    void read();
    const timer = everyMs === undefined ? undefined : setInterval(() => void read(), everyMs);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [fetch, round, everyMs]);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  return { value, error, reload };
}

/** A list read from the operator API, read again when `fetch` changes or on `reload`. */
export function useDeskList<T>(fetch: () => Promise<T[]>): DeskList<T> {
  const { value, error, reload } = useDeskRead(fetch);
  return { items: value, error, reload };
}

export interface DeskAction {
  busy: boolean;
  message: DeskMessage | undefined;
  setMessage: (message: DeskMessage | undefined) => void;
  /**
   * Runs a write; on success says `done` (a text key, or the text made from the answer) and calls
   * `after`. Answers whether it went through.
   */
  act: <R>(
    run: () => Promise<R>,
    done: string | ((answer: R) => string),
    after?: () => void,
  ) => Promise<boolean>;
}

/** One write at a time, with what it did or why it was refused. */
export function useDeskAction(t: StudioT): DeskAction {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<DeskMessage | undefined>();
  const act = useCallback(
    async <R,>(
      run: () => Promise<R>,
      done: string | ((answer: R) => string),
      after?: () => void,
    ) => {
      setBusy(true);
      try {
        const answer = await run();
        setMessage({ ok: true, text: typeof done === 'string' ? t(done) : done(answer) });
        after?.();
        return true;
      } catch (err) {
        setMessage({ ok: false, text: refusalText(t, reasonOf(err)) });
        return false;
      } finally {
        setBusy(false);
      }
    },
    [t],
  );
  return { busy, message, setMessage, act };
}

export interface DeskColumn<T> {
  head: string;
  cell: (row: T) => ReactNode;
}

/**
 * The list: loading, the refusal, the empty line, else a table of `shown` a page at a time. The
 * data attributes of a row (`rowData`) let tests and the audit find it.
 */
export function DeskTable<T>(props: {
  label: string;
  emptyText: string;
  list: Pick<DeskList<T>, 'items' | 'error'>;
  shown: readonly T[];
  columns: readonly DeskColumn<T>[];
  rowKey: (row: T) => string;
  rowData?: (row: T) => Record<`data-${string}`, string>;
}) {
  const t = useT();
  const [page, setPage] = useState(0);
  const { items, error } = props.list;
  if (error) return <DeskError reason={error} />;
  if (!items) return <p className="studio-loading">{t('app.loading')}</p>;
  if (props.shown.length === 0) return <p className="studio-muted">{props.emptyText}</p>;
  const cut = pageOf(props.shown, page);
  return (
    <div className="ops-block">
      <table className="studio-table" aria-label={props.label}>
        <TableHead heads={props.columns.map((c) => c.head)} />
        <tbody>
          {cut.rows.map((row) => (
            <tr key={props.rowKey(row)} {...props.rowData?.(row)}>
              {props.columns.map((c) => (
                <td key={c.head}>{c.cell(row)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {cut.pages > 1 && (
        <nav className="ops-actions" aria-label={t('desk.pages')}>
          <button
            type="button"
            className="studio-button"
            disabled={cut.page === 0}
            onClick={() => setPage(cut.page - 1)}
          >
            {t('desk.previous')}
          </button>
          <span>{t('desk.page', { page: cut.page + 1, pages: cut.pages })}</span>
          <button
            type="button"
            className="studio-button"
            disabled={cut.page === cut.pages - 1}
            onClick={() => setPage(cut.page + 1)}
          >
            {t('desk.next')}
          </button>
        </nav>
      )}
    </div>
  );
}

/** A button that opens one row's panel. */
export function DeskOpen(props: { open: boolean; onOpen: () => void; children: ReactNode }) {
  return (
    <button type="button" className="ops-link" aria-expanded={props.open} onClick={props.onOpen}>
      {props.children}
    </button>
  );
}

/**
 * The column of buttons that open a row's panel: `idOf` a row's id (the open one is `open`),
 * `text` its button's words.
 */
export function openColumn<T>(
  head: string,
  open: string | null,
  onOpen: (id: string) => void,
  idOf: (row: T) => string,
  text: (row: T) => string,
): DeskColumn<T> {
  return {
    head,
    cell: (row) => (
      <DeskOpen open={open === idOf(row)} onOpen={() => onOpen(idOf(row))}>
        {text(row)}
      </DeskOpen>
    ),
  };
}

/** The chosen item's panel. */
export function DeskPanel(props: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="ops-panel" aria-labelledby={`${props.id}-title`}>
      <h2 id={`${props.id}-title`}>{props.title}</h2>
      {props.children}
    </section>
  );
}

/** A write that asks first: the first press shows "Confirm" and "Cancel". */
export function ConfirmButton(props: {
  label: string;
  onConfirm: () => void;
  disabled?: boolean;
  danger?: boolean;
}) {
  const t = useT();
  const [asking, setAsking] = useState(false);
  const kind = props.danger ? 'studio-button danger' : 'studio-button';
  if (!asking) {
    return (
      <button
        type="button"
        className={kind}
        disabled={props.disabled}
        onClick={() => setAsking(true)}
      >
        {props.label}
      </button>
    );
  }
  return (
    <span
      className="ops-actions"
      role="group"
      aria-label={t('desk.confirmOf', { what: props.label })}
    >
      <button
        type="button"
        className={kind}
        disabled={props.disabled}
        onClick={() => {
          setAsking(false);
          props.onConfirm();
        }}
      >
        {t('desk.confirm', { what: props.label })}
      </button>
      <button type="button" className="studio-button" onClick={() => setAsking(false)}>
        {t('desk.cancel')}
      </button>
    </span>
  );
}

/** A table's head row: a column head per text (`false`: a column not shown). */
export function TableHead({ heads }: { heads: readonly (string | false)[] }) {
  return (
    <thead>
      <tr>
        {heads.map(
          (head, i) =>
            head !== false && (
              <th key={i} scope="col">
                {head}
              </th>
            ),
        )}
      </tr>
    </thead>
  );
}

/** The desk's free-text search. */
export function DeskSearch(props: { value: string; onChange: (value: string) => void }) {
  const t = useT();
  return (
    <label className="studio-field-inline">
      {t('desk.search')}
      <input type="search" value={props.value} onChange={(e) => props.onChange(e.target.value)} />
    </label>
  );
}

export interface DeskSearchState<T> {
  search: string;
  setSearch: (value: string) => void;
  /** The items the search and the desk's other filters keep. */
  shown: T[];
}

/**
 * The desk's free-text search over the `fieldsOf` each item, with the desk's other filters
 * (`keep`); the list is searched again on every render, as its filters change.
 */
export function useDeskSearch<T>(
  items: readonly T[] | undefined,
  fieldsOf: (item: T) => SearchFields,
  keep: (item: T) => boolean = () => true,
): DeskSearchState<T> {
  const [search, setSearch] = useState('');
  const shown = (items ?? []).filter((item) => keep(item) && matchesSearch(search, fieldsOf(item)));
  return { search, setSearch, shown };
}

export interface DeskSearchChoiceState<T, V> extends DeskSearchState<T> {
  /** The value chosen, '' for any. */
  chosen: V | '';
  choose: (value: V | '') => void;
}

/**
 * The desk's free-text search with one choice that keeps the items whose `valueOf` is the value
 * chosen ('' keeps them all): a maintenance window's or a promo code's phase, a rule's state.
 */
export function useDeskSearchChoice<T, V extends string>(
  items: readonly T[] | undefined,
  fieldsOf: (item: T) => SearchFields,
  valueOf: (item: T) => V,
): DeskSearchChoiceState<T, V> {
  const [chosen, choose] = useState<V | ''>('');
  const searched = useDeskSearch(
    items,
    fieldsOf,
    (item) => chosen === '' || valueOf(item) === chosen,
  );
  return { ...searched, chosen, choose };
}

/** The filter bar of a searched desk: the free-text search, then the desk's own filters. */
export function DeskSearchFilters(props: {
  search: Pick<DeskSearchState<unknown>, 'search' | 'setSearch'>;
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <DeskFilters label={t('desk.filters')}>
      <DeskSearch value={props.search.search} onChange={props.search.setSearch} />
      {props.children}
    </DeskFilters>
  );
}

/**
 * The filter bar of a searched desk with one choice of `values` ('' for any), then what the desk's
 * last action did.
 */
export function DeskSearchChoice<V extends string | number>(props: {
  search: Pick<DeskSearchState<unknown>, 'search' | 'setSearch'>;
  words: string;
  values: readonly V[];
  value: V | '';
  onChange: (value: V) => void;
  message: DeskMessage | undefined;
}) {
  return (
    <>
      <DeskSearchFilters search={props.search}>
        <DeskChoice
          words={props.words}
          values={props.values}
          value={props.value}
          onChange={props.onChange}
          any
        />
      </DeskSearchFilters>
      <DeskNotice message={props.message} />
    </>
  );
}

/**
 * A filter or a choice: one of `options`, or of `values` each worded `t(\`${words}.${value}\`)` and
 * labelled `t(words)` unless labelled otherwise; '' for `any` when given (`true`: "any").
 */
export function DeskChoice<V extends string | number>(
  props: {
    value: V | '';
    onChange: (value: V) => void;
    any?: string | true;
    /** A label of its own look (the preview's switches), not a desk's inline field. */
    plain?: boolean;
  } & (
    | { label: ReactNode; options: readonly { value: V; text: string }[] }
    | { label?: ReactNode; values: readonly V[]; words: string }
  ),
) {
  const t = useT();
  const options =
    'options' in props
      ? props.options
      : props.values.map((value) => ({ value, text: t(`${props.words}.${value}`) }));
  const label = props.label ?? ('words' in props ? t(props.words) : '');
  const any = props.any === true ? t('desk.any') : props.any;
  return (
    <label className={props.plain ? undefined : 'studio-field-inline'}>
      {label}
      <select
        value={props.value}
        onChange={(e) => {
          const chosen = options.find((o) => String(o.value) === e.target.value);
          props.onChange(chosen ? chosen.value : ('' as V));
        }}
      >
        {any !== undefined && <option value="">{any}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.text}
          </option>
        ))}
      </select>
    </label>
  );
}

/** A text field of a desk's form, its label wrapping it. */
export function DeskInput(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
  inputMode?: 'numeric' | 'decimal';
  type?: 'datetime-local' | 'date' | 'search';
  describedBy?: string;
}) {
  return (
    <label className="studio-field-inline">
      {props.label}
      <input
        type={props.type}
        inputMode={props.inputMode}
        value={props.value}
        maxLength={props.maxLength}
        aria-describedby={props.describedBy}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </label>
  );
}

/** A form field's text and its setter, spread into a DeskInput (`{...field}`). */
export interface DeskField {
  value: string;
  onChange: (value: string) => void;
}

export function useDeskField(initial = ''): DeskField {
  const [value, onChange] = useState(initial);
  return { value, onChange };
}

/** The filter by a customer's id. */
export function CustomerFilter(props: { value: string; onChange: (value: string) => void }) {
  const t = useT();
  return (
    <DeskInput
      label={t('customers.id')}
      type="search"
      inputMode="numeric"
      value={props.value}
      onChange={props.onChange}
    />
  );
}

/** A longer text of a desk (a reply, a reason, an answer), its label wrapping it. */
export function DeskText(props: {
  label: string;
  value: string;
  maxLength: number;
  onChange: (value: string) => void;
}) {
  return (
    <label className="studio-field-inline">
      {props.label}
      <textarea
        value={props.value}
        maxLength={props.maxLength}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </label>
  );
}

/** A checkbox of a desk, its label after it. */
export function DeskCheck(props: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="studio-field-inline">
      <input
        type="checkbox"
        checked={props.checked}
        onChange={(e) => props.onChange(e.target.checked)}
      />
      {props.label}
    </label>
  );
}

/**
 * A desk's form that adds or defines something: titled, its fields in a row, a submit that is
 * pressable only when `valid` and no write is under way, and a hint under it.
 */
export function DeskForm(props: {
  id: string;
  title: string;
  submit: string;
  valid: boolean;
  busy: boolean;
  onSubmit: () => void;
  hint?: string;
  /** Buttons after the submit (another write on the same fields). */
  more?: ReactNode;
  children: ReactNode;
}) {
  return (
    <form
      className="ops-panel"
      aria-labelledby={`${props.id}-title`}
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        if (props.valid) props.onSubmit();
      }}
    >
      <h2 id={`${props.id}-title`}>{props.title}</h2>
      <div className="ops-filters">
        {props.children}
        <button
          type="submit"
          className="studio-button primary"
          disabled={props.busy || !props.valid}
        >
          {props.submit}
        </button>
        {props.more}
      </div>
      {props.hint && <p className="studio-muted">{props.hint}</p>}
    </form>
  );
}
