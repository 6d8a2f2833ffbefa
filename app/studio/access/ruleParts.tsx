// What the redirect and block rule screens share: the desk itself (search, state filter, the
// rules' table, the form that adds one), the state filter and a rule's switch and removal (each a
// write the server audits).
import type { ReactNode } from 'react';
import { can, type OperatorIdentity } from '../../../domain/operators/roles';
import {
  ConfirmButton,
  Desk,
  DeskChoice,
  DeskForm,
  DeskNotice,
  DeskSearchFilters,
  DeskTable,
  useDeskAction,
  useDeskList,
  useDeskSearchChoice,
  type DeskAction,
  type DeskColumn,
} from '../desk/Desk';
import { studioApi } from '../studioApi';
import { useT, type StudioT } from '../studioTexts';

interface Rule {
  id: string;
  enabled: boolean;
}

/**
 * A desk of rules of one kind: searched by `searchOf` and filtered by state, listed with the
 * kind's `columns` then the state and, for a writer, the switch and removal; the form adds one
 * (its `fields`, `valid`, `add`; `reset` empties the fields once the rule is added).
 */
export function RulesDesk<R extends Rule>(props: {
  kind: 'redirects' | 'blocks';
  operator: OperatorIdentity;
  title: string;
  label: string;
  searchOf: (rule: R) => string[];
  columns: (t: StudioT) => DeskColumn<R>[];
  /** Reads the rules (a stable function: a new one reads them again). */
  load: () => Promise<R[]>;
  /** The rule written again, switched on or off. */
  save: (rule: R, enabled: boolean) => Promise<unknown>;
  form: {
    id: string;
    title: string;
    hint: string;
    valid: boolean;
    add: () => Promise<unknown>;
    reset: () => void;
    fields: ReactNode;
  };
}) {
  const t = useT();
  const { kind, load, searchOf, save, form } = props;
  const writer = can(props.operator, 'operations');
  const list = useDeskList<R>(load);
  const action = useDeskAction(t);
  const searched = useDeskSearchChoice(list.items, searchOf, (r) => (r.enabled ? 'on' : 'off'));

  return (
    <Desk id={kind} title={props.title}>
      <DeskSearchFilters search={searched}>
        <StateFilter value={searched.chosen} onChange={searched.choose} />
      </DeskSearchFilters>
      <DeskNotice message={action.message} />
      <DeskTable
        label={props.label}
        emptyText={t('rules.none')}
        list={list}
        shown={searched.shown}
        rowKey={(r) => r.id}
        rowData={(r) => ({ 'data-rule-id': r.id })}
        columns={[
          ...props.columns(t),
          { head: t('rules.state'), cell: (r) => t(r.enabled ? 'rules.on' : 'rules.off') },
          {
            head: t('desk.actions'),
            cell: (r) =>
              writer && (
                <RuleSwitches
                  kind={kind}
                  id={r.id}
                  enabled={r.enabled}
                  action={action}
                  after={list.reload}
                  save={(enabled) => save(r, enabled)}
                />
              ),
          },
        ]}
      />
      {writer && (
        <DeskForm
          id={form.id}
          title={form.title}
          submit={t('rules.add')}
          valid={form.valid}
          busy={action.busy}
          hint={form.hint}
          onSubmit={() =>
            void action.act(form.add, 'rules.added', () => {
              form.reset();
              list.reload();
            })
          }
        >
          {form.fields}
        </DeskForm>
      )}
    </Desk>
  );
}

export type RuleState = '' | 'on' | 'off';

export function StateFilter(props: { value: RuleState; onChange: (v: RuleState) => void }) {
  const t = useT();
  return (
    <DeskChoice
      label={t('rules.state')}
      value={props.value}
      onChange={props.onChange}
      any={t('desk.any')}
      options={[
        { value: 'on', text: t('rules.on') },
        { value: 'off', text: t('rules.off') },
      ]}
    />
  );
}

export function RuleSwitches(props: {
  kind: 'redirects' | 'blocks';
  id: string;
  enabled: boolean;
  action: DeskAction;
  after: () => void;
  save: (enabled: boolean) => Promise<unknown>;
}) {
  const t = useT();
  const { action } = props;
  return (
    <span className="ops-actions">
      <button
        type="button"
        className="studio-button"
        disabled={action.busy}
        onClick={() =>
          void action.act(
            () => props.save(!props.enabled),
            props.enabled ? 'rules.switchedOff' : 'rules.switchedOn',
            props.after,
          )
        }
      >
        {t(props.enabled ? 'rules.switchOff' : 'rules.switchOn')}
      </button>
      <ConfirmButton
        label={t('desk.remove')}
        danger
        disabled={action.busy}
        onConfirm={() =>
          void action.act(
            () => studioApi.removeRule(props.kind, props.id),
            'rules.removed',
            props.after,
          )
        }
      />
    </span>
  );
}
