import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { useTranslation } from '../../runtime/i18n';
import type { WidgetRenderProps } from '../../runtime/render/types';
import type { TransferModalProps } from '../../domain/widgetProps/TransferModal';
import { useStores } from '../shared/stores';
import { ModalDialog } from '../shared/ModalDialog';
import { localizedPath } from '../shared/localizedPath';
import { useCurrentLanguage } from '../shared/useCurrentLanguage';
import '../shared/forms.css';

/** sessionStorage mark: "Later" was pressed for this customer and brand in this tab. */
export const transferModalLaterKey = (userId: number, brand: string) =>
  `transferModalLater:${userId}:${brand}`;

function readMark(key: string): boolean {
  try {
    return window.sessionStorage.getItem(key) === '1';
  } catch {
    return false;
  }
}

// SPEC section 6: "A user needing an office transfer gets a transfer modal." The session says
// which brand (transfer_brand); the button opens the transfer (office/transfer) with it chosen.
function TransferModal(_: WidgetRenderProps<TransferModalProps>) {
  const { t } = useTranslation();
  const { session } = useStores();
  const language = useCurrentLanguage();
  const [laterKeys, setLaterKeys] = useState<string[]>([]);
  const brand = session.transferBrand;
  const userId = session.userId;
  // A banned customer is sent off-site by the ban rules, not here.
  if (brand === null || userId === null || session.banLevel > 0) return null;
  const key = transferModalLaterKey(userId, brand);
  if (laterKeys.includes(key) || readMark(key)) return null;

  const later = () => {
    try {
      window.sessionStorage.setItem(key, '1');
    } catch {
      // Storage refused: hidden until the page reloads.
    }
    setLaterKeys((keys) => [...keys, key]);
  };
  const brandName = t(`main:transfer_brand_${brand}`, { defaultValue: brand });
  return (
    <ModalDialog
      title={t('main:transfer_modal_title')}
      closeLabel={t('main:notice_close')}
      onClose={later}
    >
      <div data-testid="transfer-modal">
        <p>{t('main:transfer_modal_text', { brand: brandName })}</p>
        <div className="form__actions">
          <Link
            className="button button--primary"
            to={`${localizedPath(language, 'office/transfer')}?brand=${encodeURIComponent(brand)}`}
          >
            {t('main:transfer_modal_go', { brand: brandName })}
          </Link>
          <button type="button" className="button" onClick={later}>
            {t('main:transfer_modal_later')}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}

export default observer(TransferModal);
