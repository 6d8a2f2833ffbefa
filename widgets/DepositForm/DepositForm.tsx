import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../runtime/i18n';
import type { WidgetRenderProps } from '../../runtime/render/types';
import { DepositFields } from '../shared/DepositFields';
import type { DepositFormProps } from '../../domain/widgetProps/DepositForm';

function DepositForm(_: WidgetRenderProps<DepositFormProps>) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className="office-panel" aria-labelledby={titleId}>
      <h1 id={titleId}>{t('office:recharge_title')}</h1>
      <DepositFields />
    </section>
  );
}

export default observer(DepositForm);
