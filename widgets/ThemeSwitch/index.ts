import type { WidgetDefinition } from '../../runtime/render/types';
import type { ThemeSwitchProps } from '../../domain/widgetProps/ThemeSwitch';

// Light/dark theme switch; the theme lands on <html data-theme> (GlobalStore.bindDocument).
export const themeSwitchWidget: WidgetDefinition<ThemeSwitchProps> = {
  name: 'ThemeSwitch',
  load: () => import('./ThemeSwitch'),
};
