import { useEffect, useId } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../runtime/i18n';
import type { WidgetRenderProps } from '../../runtime/render/types';
import { secureAccessStore } from '../../stores/secureAccess/SecureAccessStore';
import { DepositFields } from '../shared/DepositFields';
import { limitDateText } from '../shared/limitTexts';
import { useSiteTime } from '../shared/siteTime';
import { useLazyStore } from '../shared/stores';
import type { DepositFormProps } from '../../domain/widgetProps/DepositForm';

function DepositForm(_: WidgetRenderProps<DepositFormProps>) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const { zone } = useSiteTime();
  const access = useLazyStore(secureAccessStore);
  // SPEC section 7 "rights": whether the customer may deposit now (the server refuses it anyway).
  useEffect(() => {
    void access.loadRights();
  }, [access]);
  const rights = access.rights;
  const closed = rights !== null && !rights.deposit;
  return (
    <section className="office-panel" aria-labelledby={titleId}>
      <h1 id={titleId}>{t('office:recharge_title')}</h1>
      {closed ? (
        <p role="status" className="office-notice" data-testid="deposit-rights-notice">
          {t(`office:rights_closed_${rights.reason ?? 'other'}`, {
            until: rights.until === null ? '' : limitDateText(i18n.language, rights.until, zone),
          })}
        </p>
      ) : (
        <DepositFields />
      )}
    </section>
  );
}

export default observer(DepositForm);
