import { useEffect, useId } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../runtime/i18n';
import type { WidgetRenderProps } from '../../runtime/render/types';
import { sectionTypes } from '../../domain/limits';
import { useStores } from '../shared/stores';
import { useFailureText } from '../shared/failureText';
import { LimitRow } from './LimitRow';
import type { LimitSectionProps } from '../../domain/widgetProps/LimitSection';
import '../shared/forms.css';
import './LimitSection.css';

/** How often the countdowns and the approve buttons look at the clock again. */
const CLOCK_REFRESH_MS = 15_000;

function LimitSection({ props }: WidgetRenderProps<LimitSectionProps>) {
  const { t } = useTranslation();
  const limits = useStores().limits.loaded;
  const failureText = useFailureText();
  const titleId = useId();
  const section = props.section;

  // Fresh figures when the page opens (what is left changes with every deposit and stake); the
  // first section to mount loads for all of them.
  useEffect(() => {
    if (!limits.loading) void limits.load();
  }, [limits]);
  useEffect(() => {
    if (section === 'extra' && limits.reasons.length === 0) void limits.loadReasons();
  }, [limits, section]);
  useEffect(() => {
    const timer = setInterval(() => limits.tick(), CLOCK_REFRESH_MS);
    return () => clearInterval(timer);
  }, [limits]);

  const types = sectionTypes(section).filter((type) => limits.entry(type)?.customerSettable);
  const disabled = limits.isSectionDisabled(section);
  return (
    <section className="limits-card" data-section={section} aria-labelledby={titleId}>
      <header className="limits-card__head">
        <h2 id={titleId}>{t(props.titleKey)}</h2>
        {props.subtitleKey && <p className="limits-card__subtitle">{t(props.subtitleKey)}</p>}
        {props.showCoolingOff && limits.catalogue && (
          <p className="limits-card__subtitle" data-testid="cooling-off-note">
            {t('limits:cooling_off_note', { hours: limits.catalogue.coolingOffHours })}
          </p>
        )}
      </header>
      {!limits.isLoaded &&
        (limits.loadError ? (
          <p className="form__error" role="alert">
            {failureText(limits.loadError, t('limits:load_failed'))}
          </p>
        ) : (
          <p className="limits-card__loading" role="status">
            {t('limits:loading')}
          </p>
        ))}
      {limits.isLoaded && disabled && (
        <p className="limits-card__notice" data-tone="locked">
          {t('limits:section_disabled')}
        </p>
      )}
      {limits.isLoaded && (
        <ul className="limits-card__rows">
          {types.map((type) => (
            <li key={type}>
              <LimitRow type={type} sectionDisabled={disabled} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export default observer(LimitSection);
