import { useId, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation, type TFunction } from '../../runtime/i18n';
import {
  LIMIT_TYPE,
  isExclusionLimit,
  isMoneyLimit,
  isNoLimitValue,
  type Limit,
  type LimitTypeId,
} from '../../domain/limits';
import { parseAmountToMinor } from '../../domain/session';
import { findCurrency } from '../../domain/money/currencies';
import type { LimitLockReason } from '../../stores';
import { useStores } from '../shared/stores';
import { useFailureText, type WordableFailure } from '../shared/failureText';
import { useCurrentLanguage } from '../shared/useCurrentLanguage';
import { durationText, limitDateText, limitValueText } from '../shared/limitTexts';
import { LimitQuestionsDialog } from './LimitQuestionsDialog';
import { useSiteTime } from '../shared/siteTime';
import type { SiteZone } from '../../runtime/i18n';

const CUSTOM = 'custom';

type Status = { ok: true; textKey: string } | { ok: false; failure: WordableFailure } | null;

/** One limit: its value in force, what is left, a pending change, the lock and the change form. */
export const LimitRow = observer(function LimitRow({
  type,
  sectionDisabled,
}: {
  type: LimitTypeId;
  sectionDisabled: boolean;
}) {
  const { t } = useTranslation();
  const limits = useStores().limits.loaded;
  const failureText = useFailureText();
  const language = useCurrentLanguage();
  const { zone } = useSiteTime();
  const titleId = useId();
  const [choice, setChoice] = useState('');
  const [customText, setCustomText] = useState('');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<Status>(null);
  const [askedHere, setAskedHere] = useState(false);

  const entry = limits.entry(type);
  if (!entry) return null;
  const currencyId = limits.currencyId;
  const active = limits.active(type);
  const pending = limits.pending(type);
  const lock = limits.lockReason(type);
  const exclusion = isExclusionLimit(type);
  const valueText = (value: number) => limitValueText(t, type, value, currencyId);

  const chosenValue = (): number | null => {
    if (choice === CUSTOM) {
      return currencyId === null ? null : parseAmountToMinor(customText, currencyId);
    }
    return choice === '' ? null : Number(choice);
  };

  const run = async (action: () => Promise<{ ok: boolean } & WordableFailure>, okKey: string) => {
    setBusy(true);
    setStatus(null);
    const result = await action();
    setBusy(false);
    setStatus(result.ok ? { ok: true, textKey: okKey } : { ok: false, failure: result });
    return result.ok;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = chosenValue();
    if (value === null) {
      setStatus({ ok: false, failure: { reason: 'limit_value_not_allowed' } });
      return;
    }
    setBusy(true);
    setStatus(null);
    const result = await limits.save([
      {
        type,
        limitValue: value,
        ...(type === LIMIT_TYPE.selfExclusion && reason !== ''
          ? { selfExcludeReason: Number(reason) }
          : {}),
      },
    ]);
    setBusy(false);
    if (!result.ok) {
      setStatus({ ok: false, failure: result });
      return;
    }
    if (result.questions) {
      setAskedHere(true);
      return;
    }
    setChoice('');
    setCustomText('');
    const nowPending = limits.pending(type);
    setStatus({
      ok: true,
      textKey: nowPending && nowPending.limitValue === value ? 'saved_pending' : 'saved_active',
    });
  };

  // Options from availableValues; an amount outside them only where the brand allows custom ones.
  const options = entry.availableValues.map((v) => ({ value: String(v), label: valueText(v) }));
  const lockText = lockTextOf(t, lock, active, language, zone);
  const locked = lock !== null || sectionDisabled;
  const showWarning = exclusion && choice !== '' && active === null;
  const iso = currencyId === null ? '' : (findCurrency(currencyId)?.iso ?? '');

  return (
    <article
      className="limit-row"
      aria-labelledby={titleId}
      data-type={type}
      data-state={active ? 'active' : 'none'}
    >
      <div className="limit-row__head">
        <h3 id={titleId} className="limit-row__title">
          {t(`limits:type_${type}`)}
        </h3>
        <p className="limit-row__current" data-testid={`limit-current-${type}`}>
          {active ? (
            <>
              <span className="limit-row__badge" data-tone="active">
                {t('limits:state_active')}
              </span>{' '}
              <strong>{valueText(active.limitValue)}</strong>
            </>
          ) : (
            <span className="limit-row__none">{t('limits:not_set')}</span>
          )}
        </p>
      </div>
      <p className="limit-row__help">{t(`limits:type_${type}_help`)}</p>
      {active && <ActiveDetails type={type} active={active} currencyId={currencyId} />}
      {pending && (
        <PendingChange
          type={type}
          pending={pending}
          valueText={valueText(pending.limitValue)}
          busy={busy}
          onApprove={() => void run(() => limits.approve(type), 'approved')}
          onReject={() => void run(() => limits.reject(type), 'rejected')}
        />
      )}
      {lockText && (
        <p className="limit-row__lock" data-tone="locked">
          {lockText}
        </p>
      )}
      {!locked && (
        <form className="limit-row__form" onSubmit={(e) => void submit(e)} noValidate>
          <div className="form__field">
            <label htmlFor={`${titleId}-value`}>
              {t(exclusion ? 'limits:period_label' : 'limits:new_value_label')}
            </label>
            <select
              id={`${titleId}-value`}
              value={choice}
              onChange={(e) => setChoice(e.target.value)}
            >
              <option value="">{t('limits:choose')}</option>
              {options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
              {entry.isCustomAllowed && <option value={CUSTOM}>{t('limits:custom_option')}</option>}
            </select>
          </div>
          {choice === CUSTOM && (
            <div className="form__field">
              <label htmlFor={`${titleId}-custom`}>
                {t('limits:custom_amount_label', { currency: iso })}
              </label>
              <input
                id={`${titleId}-custom`}
                inputMode="decimal"
                value={customText}
                onChange={(e) => setCustomText(e.target.value)}
              />
            </div>
          )}
          {type === LIMIT_TYPE.selfExclusion && limits.reasons.length > 0 && (
            <div className="form__field">
              <label htmlFor={`${titleId}-reason`}>{t('limits:reason_label')}</label>
              <select
                id={`${titleId}-reason`}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
              >
                <option value="">{t('limits:reason_none')}</option>
                {limits.reasons.map((r) => (
                  <option key={r.id} value={String(r.id)}>
                    {reasonText(t, r.selfExcludeReason)}
                  </option>
                ))}
              </select>
            </div>
          )}
          {showWarning && (
            <p className="limit-row__warning" role="alert">
              {t(
                type === LIMIT_TYPE.selfExclusion
                  ? 'limits:limits_self_exclusion_warning'
                  : 'limits:time_out_warning',
              )}
            </p>
          )}
          <div className="form__actions">
            <button
              type="submit"
              className={exclusion ? 'button button--danger' : 'button button--primary'}
              disabled={busy || choice === ''}
            >
              {t(
                type === LIMIT_TYPE.selfExclusion
                  ? 'limits:start_self_exclusion'
                  : type === LIMIT_TYPE.depositTimeOut
                    ? 'limits:start_time_out'
                    : 'limits:save',
              )}
            </button>
            {active && !exclusion && !pending && !isNoLimit(active) && (
              <button
                type="button"
                className="button"
                disabled={busy}
                onClick={() => void run(() => limits.remove(type), 'removal_pending')}
              >
                {t('limits:remove')}
              </button>
            )}
          </div>
        </form>
      )}
      {status && (
        <p className={status.ok ? 'form__success' : 'form__error'} role="status">
          {status.ok
            ? t(`limits:${status.textKey}`, { hours: limits.catalogue?.coolingOffHours ?? 24 })
            : failureText(status.failure, t('limits:save_failed'))}
        </p>
      )}
      {askedHere && limits.questions && (
        <LimitQuestionsDialog
          onDone={() => {
            setAskedHere(false);
            setChoice('');
          }}
        />
      )}
    </article>
  );
});

/** A reason as the service sends it: its text, or a limits-dictionary key to word it by. */
function reasonText(t: TFunction, reason: string): string {
  return /^limits_[a-z0-9_]+$/.test(reason) ? t(`limits:${reason}`) : reason;
}

function isNoLimit(limit: Limit): boolean {
  return limit.limitValue < 0 || isNoLimitValue(limit.type, limit.limitValue);
}

function lockTextOf(
  t: TFunction,
  lock: LimitLockReason | null,
  active: Limit | null,
  language: string,
  zone: SiteZone,
): string | null {
  switch (lock) {
    case 'exclusion':
      return active?.endsAt
        ? t('limits:locked_exclusion', { date: limitDateText(language, active.endsAt, zone) })
        : t('limits:locked_exclusion_open');
    case 'pending':
      return t('limits:locked_pending');
    case 'group':
      return t('limits:locked_group');
    default:
      return null;
  }
}

/** The value in force: what is left of a money limit, the session figures, the end of a period. */
const ActiveDetails = observer(function ActiveDetails({
  type,
  active,
  currencyId,
}: {
  type: LimitTypeId;
  active: Limit;
  currencyId: number | null;
}) {
  const { t } = useTranslation();
  const limits = useStores().limits.loaded;
  const language = useCurrentLanguage();
  const { zone } = useSiteTime();
  if (isMoneyLimit(type) && active.limitBalance !== null && !isNoLimit(active)) {
    const remaining = Math.max(0, active.limitBalance);
    const used = Math.max(0, active.limitValue - remaining);
    return (
      <div className="limit-row__usage">
        <meter
          className="limit-row__meter"
          min={0}
          max={active.limitValue}
          low={active.limitValue * 0.5}
          high={active.limitValue * 0.8}
          optimum={0}
          value={used}
          aria-label={t('limits:used_label')}
        />
        <p className="limit-row__remaining" data-testid={`limit-remaining-${type}`}>
          {t('limits:remaining', {
            remaining: limitValueText(t, type, remaining, currencyId),
            limit: limitValueText(t, type, active.limitValue, currencyId),
          })}
        </p>
      </div>
    );
  }
  if (type === LIMIT_TYPE.session && limits.ping?.sessionLimitSeconds) {
    return (
      <p className="limit-row__remaining">
        {t('limits:session_played', {
          played: durationText(t, limits.ping.playedTodaySeconds),
          left: durationText(t, limits.ping.sessionRemainingSeconds ?? 0),
        })}
      </p>
    );
  }
  if (isExclusionLimit(type) && active.endsAt) {
    return (
      <p className="limit-row__remaining">
        {t('limits:ends_at', { date: limitDateText(language, active.endsAt, zone) })}
      </p>
    );
  }
  return null;
});

/** A looser change waiting for its cooling-off and the customer's approval. */
const PendingChange = observer(function PendingChange(p: {
  type: LimitTypeId;
  pending: Limit;
  valueText: string;
  busy: boolean;
  onApprove: () => void;
  onReject: () => void;
}) {
  const { t } = useTranslation();
  const limits = useStores().limits.loaded;
  const language = useCurrentLanguage();
  const { zone } = useSiteTime();
  const wait = limits.secondsUntilApprovable(p.type) ?? 0;
  return (
    <div className="limit-row__pending" data-testid={`limit-pending-${p.type}`}>
      <p className="limit-row__pending-title">
        <span className="limit-row__badge" data-tone="pending">
          {t('limits:state_pending')}
        </span>{' '}
        {t('limits:pending_change', { value: p.valueText })}
      </p>
      <p className="limit-row__pending-when">
        {wait > 0 && p.pending.endsAt !== null
          ? t('limits:pending_wait', {
              date: limitDateText(language, p.pending.endsAt, zone),
              left: durationText(t, wait),
            })
          : t('limits:pending_ready')}
      </p>
      <div className="form__actions">
        <button
          type="button"
          className="button button--primary"
          disabled={p.busy || wait > 0}
          onClick={p.onApprove}
        >
          {t('limits:approve')}
        </button>
        <button type="button" className="button" disabled={p.busy} onClick={p.onReject}>
          {t('limits:reject')}
        </button>
      </div>
    </div>
  );
});
