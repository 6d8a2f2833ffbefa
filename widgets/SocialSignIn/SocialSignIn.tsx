import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../runtime/i18n';
import type { WidgetRenderProps } from '../../runtime/render/types';
import SocialProviderButtons from '../shared/SocialProviderButtons';
import { useFailureText } from '../shared/failureText';
import { useCurrentLanguage } from '../shared/useCurrentLanguage';
import { useSocialError } from '../shared/useSocialError';
import type { SocialSignInProps } from '../../domain/widgetProps/SocialSignIn';
import '../shared/forms.css';
import { FormNote } from '../shared/FormFields';

function SocialSignIn({ props }: WidgetRenderProps<SocialSignInProps>) {
  const { t } = useTranslation();
  const wordFailure = useFailureText();
  const language = useCurrentLanguage();
  const error = useSocialError();
  const titleId = useId();
  const Title = props.level === 3 ? 'h3' : 'h2';
  return (
    <section className="auth-form social-sign-in" aria-labelledby={titleId}>
      <Title id={titleId}>{t('auth:social_sign_in_title')}</Title>
      {error && <FormNote>{wordFailure({ reason: error })}</FormNote>}
      <SocialProviderButtons purpose="sign_in" choice={{ language }} />
    </section>
  );
}

export default observer(SocialSignIn);
