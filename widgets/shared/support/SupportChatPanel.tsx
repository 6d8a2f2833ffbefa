import { useRef } from 'react';
import { useTranslation } from '../../../runtime/i18n';
import { ModalDialog } from '../ModalDialog';
import { MessageForm } from './MessageForm';
import {
  useOpenRequest,
  useSupportRequest,
  useSupportRequests,
  useWriteMessage,
} from './supportQueries';
import type { ApiResult } from '../../../runtime/api';
import { QueryScope } from '../bets/QueryScope';
import '../a11y.css';
import './SupportChatPanel.css';

/** A chat's first message opens a request on the topic "other" (domain/support/contract.ts). */
const CHAT_TOPIC_ID = 4;

/**
 * The support chat (SPEC section 4), over the support requests API: the customer's latest request
 * that is not closed is the conversation, operators' replies in it; the first message opens one.
 * A chunk of its own, loaded when the chat is first shown (widgets/SupportChat).
 */
export default function SupportChatPanel({ onClose }: { onClose: () => void }) {
  // The app's one query client: what the chat writes, the office's support pages read again.
  return (
    <QueryScope>
      <ChatDialog onClose={onClose} />
    </QueryScope>
  );
}

function ChatDialog({ onClose }: { onClose: () => void }) {
  const { t, ready } = useTranslation(['support']);
  const requests = useSupportRequests();
  const current = requests.data?.requests.find((r) => r.status !== 'closed') ?? null;
  const detail = useSupportRequest(current?.id ?? null);
  const open = useOpenRequest();
  const write = useWriteMessage(current?.id ?? '');
  const body = useRef<HTMLDivElement>(null);
  if (!ready) return null;
  const messages = current ? (detail.data?.messages ?? []) : [];

  const send = async (text: string): Promise<ApiResult<unknown>> => {
    const result = await (current
      ? write.mutateAsync(text)
      : open.mutateAsync({ topicId: CHAT_TOPIC_ID, text }));
    // The send button was disabled while sending, which drops the focus out of the dialog: it goes
    // back to the message field, so Tab and Escape keep working.
    if (!body.current?.contains(document.activeElement)) {
      body.current?.querySelector<HTMLTextAreaElement>('textarea')?.focus();
    }
    return result;
  };

  return (
    <ModalDialog
      title={t('main:support_chat_title')}
      closeLabel={t('main:support_chat_hide')}
      onClose={onClose}
      placement="side"
    >
      <div ref={body} className="support-chat" data-testid="support-chat">
        {messages.length === 0 ? (
          <p className="support-chat__empty">{t('main:support_chat_empty')}</p>
        ) : (
          <ol className="support-chat__messages" aria-label={t('main:support_chat_messages')}>
            {messages.map((m) => (
              <li key={m.id} className="support-chat__message" data-author={m.author}>
                <span className="visually-hidden">
                  {t(
                    m.author === 'operator'
                      ? 'main:support_chat_operator'
                      : 'main:support_chat_you',
                  )}
                </span>
                {m.text}
              </li>
            ))}
          </ol>
        )}
        <MessageForm
          label={t('main:support_chat_label')}
          submitLabel={t('main:support_chat_send')}
          send={send}
          onSent={() => undefined}
        />
      </div>
    </ModalDialog>
  );
}
