import { observer } from 'mobx-react-lite';
import { useTranslation, type TFunction } from '../../runtime/i18n';
import type { WidgetRenderProps } from '../../runtime/render/types';
import type { Notification, NotificationStore } from '../../stores';
import { useStores } from '../shared/stores';
import { ModalDialog } from '../shared/ModalDialog';
import type { NotificationsProps } from '../../domain/widgetProps/Notifications';
import { NoticeClose } from '../shared/NoticeClose';
import '../shared/forms.css';
import '../shared/notices.css';
import './Notifications.css';

function Notifications(_: WidgetRenderProps<NotificationsProps>) {
  const { t } = useTranslation();
  const { notifications } = useStores();
  const polite = notifications.toasts.filter((n) => n.level !== 'error');
  const urgent = notifications.toasts.filter((n) => n.level === 'error');
  const modal = notifications.currentModal;
  return (
    <>
      {/* The polite live region stays in the page, empty or not, so screen readers hear what is
          added; an error is its own alert, announced as it appears (an empty alert region would be
          one more alert on every page beside a form's own). */}
      <section className="notifications" aria-label={t('main:notifications_label')}>
        <div className="notifications__list" role="status" aria-live="polite">
          {polite.map((n) => (
            <Toast key={n.id} notification={n} store={notifications} t={t} />
          ))}
        </div>
        <div className="notifications__list">
          {urgent.map((n) => (
            <Toast key={n.id} notification={n} store={notifications} t={t} role="alert" />
          ))}
        </div>
      </section>
      {modal && (
        <ModalDialog
          key={modal.id}
          title={t(modal.titleKey ?? modal.textKey, modal.params)}
          closeLabel={t('main:notice_close')}
          onClose={() => notifications.dismiss(modal.id)}
          dismissible={modal.dismissible}
        >
          <div
            className="notification-modal"
            data-level={modal.level}
            data-testid={`notification-${modal.id}`}
          >
            {modal.titleKey !== undefined && <p>{t(modal.textKey, modal.params)}</p>}
            <Actions notification={modal} store={notifications} t={t} />
          </div>
        </ModalDialog>
      )}
    </>
  );
}

interface ItemProps {
  notification: Notification;
  store: NotificationStore;
  t: TFunction;
}

interface ToastProps extends ItemProps {
  /** 'alert' for an error: announced at once as it appears. */
  role?: 'alert';
}

const Toast = observer(function Toast({ notification: n, store, t, role }: ToastProps) {
  return (
    <div
      role={role}
      className="notification-toast focus-ring"
      data-level={n.level}
      data-testid={`notification-${n.id}`}
      onMouseEnter={() => store.pause(n.id)}
      onMouseLeave={() => store.resume(n.id)}
      onFocus={() => store.pause(n.id)}
      onBlur={() => store.resume(n.id)}
    >
      <span className="notification-toast__mark" aria-hidden="true" />
      <div className="notification-toast__body">
        {n.titleKey !== undefined && (
          <p className="notification-toast__title">{t(n.titleKey, n.params)}</p>
        )}
        <p className="notification-toast__text">{t(n.textKey, n.params)}</p>
        <Actions notification={n} store={store} t={t} />
      </div>
      {n.dismissible && (
        <NoticeClose
          className="notification-toast__close"
          label={t('main:notice_close')}
          onClose={() => store.dismiss(n.id)}
        />
      )}
    </div>
  );
});

function Actions({ notification: n, store, t }: ItemProps) {
  const actions = n.actions ?? [];
  if (actions.length === 0) return null;
  return (
    <div className="notification__actions">
      {actions.map((action, index) => (
        <button
          key={action.labelKey}
          type="button"
          className={`button${action.primary || actions.length === 1 ? ' button--primary' : ''}`}
          onClick={() => store.runAction(n.id, index)}
        >
          {t(action.labelKey, n.params)}
        </button>
      ))}
    </div>
  );
}

export default observer(Notifications);
