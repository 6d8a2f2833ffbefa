import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../runtime/i18n';
import type { WidgetRenderProps } from '../../runtime/render/types';
import { useStores } from '../shared/stores';
import type { NotificationBannersProps } from '../../domain/widgetProps/NotificationBanners';
import { NoticeClose } from '../shared/NoticeClose';
import '../shared/a11y.css';
import '../shared/notices.css';
import './NotificationBanners.css';

/**
 * The standing banners (kind 'banner') at the top of the page, in the document flow. The polite
 * live region stays in the page, empty or not, so a banner that appears later is heard.
 */
function NotificationBanners(_: WidgetRenderProps<NotificationBannersProps>) {
  const { t } = useTranslation();
  const { notifications } = useStores();
  return (
    <div className="notice-banners" role="status" aria-live="polite">
      {notifications.banners.map((n) => (
        <div
          key={n.id}
          className="notice-banner"
          data-level={n.level}
          data-testid={`notification-${n.id}`}
        >
          <div className="notice-banner__body">
            {n.titleKey !== undefined && (
              <p className="notice-banner__title">{t(n.titleKey, n.params)}</p>
            )}
            <p className="notice-banner__text">{t(n.textKey, n.params)}</p>
          </div>
          {n.dismissible && (
            <NoticeClose
              className="notice-banner__close focus-ring"
              label={t('main:notice_close')}
              onClose={() => notifications.dismiss(n.id)}
            />
          )}
        </div>
      ))}
    </div>
  );
}

export default observer(NotificationBanners);
