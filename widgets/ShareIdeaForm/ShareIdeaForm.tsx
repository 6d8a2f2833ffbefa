import { useId } from 'react';
import { useTranslation } from '../../runtime/i18n';
import type { WidgetRenderProps } from '../../runtime/render/types';
import { QueryScope } from '../shared/bets/QueryScope';
import { MessageForm } from '../shared/support/MessageForm';
import { useShareIdea } from '../shared/support/supportQueries';
import type { ShareIdeaFormProps } from '../../domain/widgetProps/ShareIdeaForm';
import '../PaymentRequests/PaymentRequests.css';

function ShareIdeaView() {
  const { t } = useTranslation();
  const titleId = useId();
  const share = useShareIdea();
  return (
    <section className="office-panel support" aria-labelledby={titleId}>
      <h1 id={titleId}>{t('support:idea_title')}</h1>
      <p className="support__intro">{t('support:idea_intro')}</p>
      <MessageForm
        label={t('support:idea_label')}
        submitLabel={t('support:idea_submit')}
        sentText={t('support:idea_thanks')}
        send={(text) => share.mutateAsync(text)}
        onSent={() => undefined}
      />
    </section>
  );
}

export default function ShareIdeaForm(_: WidgetRenderProps<ShareIdeaFormProps>) {
  return (
    <QueryScope>
      <ShareIdeaView />
    </QueryScope>
  );
}
