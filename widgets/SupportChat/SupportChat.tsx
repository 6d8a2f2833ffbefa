import { lazy, Suspense } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../runtime/i18n';
import type { WidgetRenderProps } from '../../runtime/render/types';
import { useStores } from '../shared/stores';
import type { SupportChatProps } from '../../domain/widgetProps/SupportChat';
import '../shared/forms.css';
import './SupportChat.css';

// SPEC section 4: the chat is initialised lazily: its code is a chunk of its own, loaded the first
// time the customer opens it.
const SupportChatPanel = lazy(() => import('../shared/support/SupportChatPanel'));

function SupportChat(_: WidgetRenderProps<SupportChatProps>) {
  const { t } = useTranslation();
  const { session, supportChat } = useStores();
  if (!session.isAuthenticated) return null;
  return (
    <>
      <button
        type="button"
        className="button button--primary support-chat__button"
        aria-haspopup="dialog"
        aria-expanded={supportChat.isShown}
        onClick={supportChat.toggle}
        data-testid="support-chat-button"
      >
        {t('main:support_chat_open')}
      </button>
      {supportChat.initialised && supportChat.isShown && (
        <Suspense fallback={null}>
          <SupportChatPanel onClose={supportChat.hide} />
        </Suspense>
      )}
    </>
  );
}

export default observer(SupportChat);
