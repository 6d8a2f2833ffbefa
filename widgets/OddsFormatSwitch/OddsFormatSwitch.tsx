import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../runtime/i18n';
import { coefViewById } from '../../domain/odds';
import type { WidgetRenderProps } from '../../runtime/render/types';
import { useStores } from '../shared/stores';
import type { OddsFormatSwitchProps } from '../../domain/widgetProps/OddsFormatSwitch';
import './OddsFormatSwitch.css';

/** Picks the coefficient view among the ones allowed in the current view type (SPEC section 5). */
function OddsFormatSwitch({ props }: WidgetRenderProps<OddsFormatSwitchProps>) {
  const { t } = useTranslation();
  const { global } = useStores();
  const id = useId();
  return (
    <div className="odds-format-switch">
      <label htmlFor={id}>{t(props.labelKey ?? 'odds:format_label')}</label>
      <select
        id={id}
        className="odds-format-switch__select"
        value={global.coefViewId}
        onChange={(event) => global.setCoefViewId(Number(event.target.value))}
      >
        {global.allowedCoefViewIds.map((viewId) => (
          <option key={viewId} value={viewId}>
            {t(`odds:format_${coefViewById(viewId)?.format ?? 'decimal'}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

export default observer(OddsFormatSwitch);
