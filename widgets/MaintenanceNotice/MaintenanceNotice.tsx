import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import type { WidgetRenderProps } from '../../runtime/render/types';
import { maintenanceNotice } from '../../domain';
import { useStores } from '../shared/stores';
import { useCurrentLanguage } from '../shared/useCurrentLanguage';
import type { MaintenanceNoticeProps } from '../../domain/widgetProps/MaintenanceNotice';
import './MaintenanceNotice.css';

/** SPEC section 8: the title's language follows the locale, not the dictionaries (they may be down). */
function MaintenanceNotice(_: WidgetRenderProps<MaintenanceNoticeProps>) {
  const { config } = useStores();
  const lng = useCurrentLanguage();
  const headingId = useId();
  const notice = maintenanceNotice(lng, config.config.maintenance);
  return (
    <section
      className="maintenance-notice"
      aria-labelledby={headingId}
      lang={notice.language}
      dir="ltr"
    >
      <h1 id={headingId}>{notice.title}</h1>
      <p>{notice.text}</p>
    </section>
  );
}

export default observer(MaintenanceNotice);
