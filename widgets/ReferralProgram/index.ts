import type { WidgetDefinition } from '../../runtime/render/types';
import type { ReferralProgramProps } from '../../domain/widgetProps/ReferralProgram';

// office/bringfriend: the signed-in customer's referral link (copy), the reward the brand pays per friend, sign-ups and rewards earned.
export const referralProgramWidget: WidgetDefinition<ReferralProgramProps> = {
  name: 'ReferralProgram',
  load: () => import('./ReferralProgram'),
};
