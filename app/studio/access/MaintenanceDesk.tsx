// Maintenance windows (docs/access.md "Maintenance", docs/back-office.md): the brand's windows,
// searched and filtered by when they hold, switched on now, scheduled, switched off and removed.
// The whole list is written back at once (PUT /operator-api/maintenance, permission
// 'operations', audited by the server); open tabs of the site follow within 30 s.
import { useCallback } from 'react';
import { can } from '../../../domain/operators/roles';
import {
  ConfirmButton,
  Desk,
  DeskForm,
  DeskInput,
  DeskSearchChoice,
  DeskTable,
  useDeskAction,
  useDeskField,
  useDeskList,
  useDeskSearchChoice,
  when,
} from '../desk/Desk';
import { secondsOfLocalInput } from '../desk/deskModel';
import { nowSeconds, phaseOf, PHASES } from './maintenancePhase';
import type { StudioSectionProps } from '../sectionProps';
import { studioApi, type MaintenanceWindowInput, type MaintenanceWindowRecord } from '../studioApi';
import { useT } from '../studioTexts';

/** The window ended now (or just after its start). */
const switchedOff = (w: MaintenanceWindowRecord): MaintenanceWindowInput => ({
  ...inputOf(w),
  isActive: false,
  ended_at: Math.max(nowSeconds(), w.started_at + 1),
});

const inputOf = ({ id: _id, ...w }: MaintenanceWindowRecord): MaintenanceWindowInput => w;

export default function MaintenanceDesk({ brand, operator }: StudioSectionProps) {
  const t = useT();
  const writer = can(operator, 'operations');
  const fetch = useCallback(() => studioApi.maintenance(brand).then((a) => a.windows), [brand]);
  const list = useDeskList<MaintenanceWindowRecord>(fetch);
  const { busy, message, act } = useDeskAction(t);
  const now = nowSeconds();
  const searched = useDeskSearchChoice(
    list.items,
    (w) => [w.id, when(w.started_at), when(w.ended_at)],
    (w) => phaseOf(w, now),
  );
  const inForce = (list.items ?? []).some((w) => phaseOf(w, now) === 'now');

  /** Writes the brand's windows: the current ones changed by `change`. */
  const save = (
    change: (ws: MaintenanceWindowRecord[]) => MaintenanceWindowInput[],
    done: string,
  ) => act(() => studioApi.setMaintenance(brand, change(list.items ?? [])), done, list.reload);

  return (
    <Desk id="maintenance" title={t('section.maintenance')}>
      <p className={inForce ? 'studio-badge' : 'studio-muted'} data-testid="maintenance-state">
        {t(inForce ? 'maintenance.inForce' : 'maintenance.off', { brand })}
      </p>
      <DeskSearchChoice
        search={searched}
        words="maintenance.phase"
        values={PHASES}
        value={searched.chosen}
        onChange={searched.choose}
        message={message}
      />
      {writer && !inForce && (
        <div className="ops-actions">
          <ConfirmButton
            label={t('maintenance.switchOn')}
            danger
            disabled={busy || !list.items}
            onConfirm={() =>
              void save(
                (ws) => [
                  ...ws.filter((w) => phaseOf(w, now) === 'upcoming').map(inputOf),
                  {
                    started_at: nowSeconds() - 1,
                    ended_at: null,
                    notify_started_at: null,
                    notify_ended_at: null,
                    isActive: true,
                    web_state: 0,
                  },
                ],
                'maintenance.switchedOn',
              )
            }
          />
        </div>
      )}
      <DeskTable
        label={t('maintenance.windows')}
        emptyText={t('maintenance.none')}
        list={list}
        shown={searched.shown}
        rowKey={(w) => w.id}
        rowData={(w) => ({ 'data-window-id': w.id, 'data-phase': phaseOf(w, now) })}
        columns={[
          { head: t('maintenance.start'), cell: (w) => when(w.started_at) },
          { head: t('maintenance.end'), cell: (w) => when(w.ended_at) || t('maintenance.open') },
          {
            head: t('maintenance.notify'),
            cell: (w) =>
              w.notify_started_at === null
                ? ''
                : `${when(w.notify_started_at)} – ${when(w.notify_ended_at)}`,
          },
          { head: t('maintenance.phase'), cell: (w) => t(`maintenance.phase.${phaseOf(w, now)}`) },
          {
            head: t('desk.actions'),
            cell: (w) =>
              writer && (
                <span className="ops-actions">
                  {phaseOf(w, now) === 'now' && (
                    <ConfirmButton
                      label={t('maintenance.switchOff')}
                      disabled={busy}
                      onConfirm={() =>
                        void save(
                          (ws) => ws.map((o) => (o.id === w.id ? switchedOff(o) : inputOf(o))),
                          'maintenance.switchedOff',
                        )
                      }
                    />
                  )}
                  <ConfirmButton
                    label={t('desk.remove')}
                    danger
                    disabled={busy}
                    onConfirm={() =>
                      void save(
                        (ws) => ws.filter((o) => o.id !== w.id).map(inputOf),
                        'maintenance.removed',
                      )
                    }
                  />
                </span>
              ),
          },
        ]}
      />
      {writer && (
        <ScheduleForm
          busy={busy}
          onSchedule={(added) =>
            void save((ws) => [...ws.map(inputOf), added], 'maintenance.scheduled')
          }
        />
      )}
    </Desk>
  );
}

function ScheduleForm(props: { busy: boolean; onSchedule: (w: MaintenanceWindowInput) => void }) {
  const t = useT();
  const start = useDeskField();
  const end = useDeskField();
  const notify = useDeskField();
  const startAt = secondsOfLocalInput(start.value);
  const endAt = secondsOfLocalInput(end.value);
  const notifyAt = secondsOfLocalInput(notify.value);
  const valid =
    startAt !== null &&
    (endAt === null || endAt > startAt) &&
    (notifyAt === null || notifyAt < startAt);
  return (
    <DeskForm
      id="maintenance-schedule"
      title={t('maintenance.schedule')}
      submit={t('maintenance.add')}
      valid={valid}
      busy={props.busy}
      onSubmit={() => {
        if (startAt === null) return;
        props.onSchedule({
          started_at: startAt,
          ended_at: endAt,
          notify_started_at: notifyAt,
          notify_ended_at: notifyAt === null ? null : startAt,
          isActive: false,
          web_state: 0,
        });
      }}
    >
      <DeskInput label={t('maintenance.start')} type="datetime-local" {...start} />
      <DeskInput label={t('maintenance.end')} type="datetime-local" {...end} />
      <DeskInput label={t('maintenance.notifyFrom')} type="datetime-local" {...notify} />
    </DeskForm>
  );
}
