import type { WidgetDefinition } from '../../runtime/render/types';
import type { VersionSwitchProps } from '../../domain/widgetProps/VersionSwitch';

// The `mobile` and `desktop` pages (SPEC section 2): switch the site's version and go home.
export const versionSwitchWidget: WidgetDefinition<VersionSwitchProps> = {
  name: 'VersionSwitch',
  load: () => import('./VersionSwitch'),
};
