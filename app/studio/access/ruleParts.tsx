// What the redirect and block rule screens share: the state filter and a rule's switch and
// removal (each a write the server audits).
import { ConfirmButton, DeskChoice, type DeskAction } from '../desk/Desk';
import { studioApi } from '../studioApi';
import { useT } from '../studioTexts';

export type RuleState = '' | 'on' | 'off';

export const stateFilter = (state: RuleState, enabled: boolean): boolean =>
  state === '' || (state === 'on') === enabled;

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
