import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../runtime/i18n';
import type { WidgetRenderProps } from '../../runtime/render/types';
import { useStores } from '../shared/stores';
import type { ThreeColumnsProps } from '../../domain/widgetProps/ThreeColumns';
import './ThreeColumns.css';

/**
 * Left, centre and right columns. The side columns can be hidden (SPEC section 9 cookies
 * hide_left, hide_right; saved only with consent, SPEC section 5).
 */
function ThreeColumns({ slots }: WidgetRenderProps<ThreeColumnsProps>) {
  const { t } = useTranslation();
  const { consent } = useStores();
  const { hideLeft, hideRight } = consent;
  return (
    <div className="three-columns" data-hide-left={hideLeft} data-hide-right={hideRight}>
      <div className="three-columns__toggles">
        <button
          type="button"
          className="three-columns__toggle"
          onClick={() => consent.setHideLeft(!hideLeft)}
        >
          {t(hideLeft ? 'main:columns_show_left' : 'main:columns_hide_left')}
        </button>
        <button
          type="button"
          className="three-columns__toggle"
          onClick={() => consent.setHideRight(!hideRight)}
        >
          {t(hideRight ? 'main:columns_show_right' : 'main:columns_hide_right')}
        </button>
      </div>
      {!hideLeft && <div className="three-columns__left">{slots.left}</div>}
      <div className="three-columns__center">{slots.center}</div>
      {!hideRight && <div className="three-columns__right">{slots.right}</div>}
    </div>
  );
}

export default observer(ThreeColumns);
