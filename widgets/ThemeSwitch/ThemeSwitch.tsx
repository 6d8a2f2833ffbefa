import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../runtime/i18n';
import type { WidgetRenderProps } from '../../runtime/render/types';
import { useStores } from '../shared/stores';
import type { ThemeSwitchProps } from '../../domain/widgetProps/ThemeSwitch';
import '../shared/a11y.css';
import './ThemeSwitch.css';

/** Light or dark theme (SPEC section 3 Global state appTheme), as a switch. */
function ThemeSwitch({ props }: WidgetRenderProps<ThemeSwitchProps>) {
  const { t } = useTranslation();
  const { global } = useStores();
  return (
    <button
      type="button"
      role="switch"
      aria-checked={global.isDarkTheme}
      className="theme-switch focus-ring"
      onClick={global.toggleTheme}
    >
      <span className="theme-switch__track" aria-hidden="true">
        <span className="theme-switch__thumb" />
      </span>
      <span>{t(props.labelKey ?? 'odds:theme_dark')}</span>
    </button>
  );
}

export default observer(ThemeSwitch);
