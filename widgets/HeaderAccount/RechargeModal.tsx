import { useTranslation } from '../../runtime/i18n';
import { ModalDialog } from '../shared/ModalDialog';
import { DepositFields } from '../shared/DepositFields';
import '../shared/forms.css';

/**
 * SPEC section 5 "Recharge modal": the office recharge page's deposit form in a dialog, opened by
 * the header's deposit button outside the office. Its own chunk, loaded on the first opening, with
 * the office dictionary it words the form in.
 */
export default function RechargeModal({ onClose }: { onClose: () => void }) {
  const { t, ready } = useTranslation(['office', 'auth']);
  if (!ready) return null;
  return (
    <ModalDialog title={t('office:recharge_title')} closeLabel={t('auth:close')} onClose={onClose}>
      <div data-testid="recharge-modal">
        <DepositFields />
      </div>
    </ModalDialog>
  );
}
