import type { WidgetDefinition } from '../../runtime/render/types';
import type { SocialIdentitiesProps } from '../../domain/widgetProps/SocialIdentities';

// office/security: the customer's linked social identities, linking another and unlinking one.
export const socialIdentitiesWidget: WidgetDefinition<SocialIdentitiesProps> = {
  name: 'SocialIdentities',
  load: () => import('./SocialIdentities'),
};
