import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../runtime/i18n';
import type { WidgetRenderProps } from '../../runtime/render/types';
import type { SportsSettingsMenuProps } from '../../domain/widgetProps/SportsSettingsMenu';
import { OutlineSvg } from '../shared/OutlineSvg';
// The toggle's bordered box is shared/control.css, which every page has before this sheet: the
// odds cells' core chunk carries it (shared/sports/GameRowsPlaceholder.tsx). Imported here as
// well, it would make this widget ask for the core stylesheet by name too.
import './SportsSettingsMenu.css';

/**
 * The display settings (odds format, theme, view) behind one button, so the right column keeps
 * the bet slip. A disclosure: the panel opens below the button; Escape closes it and gives the
 * focus back.
 */
export default function SportsSettingsMenu({
  props,
  slots,
}: WidgetRenderProps<SportsSettingsMenuProps>) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const headingId = useId();
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <div className="sports-settings-menu">
      <button
        ref={button}
        type="button"
        className="sports-settings-menu__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <OutlineSvg size={16} square d="M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0">
          <circle cx="16" cy="6" r="2" />
          <circle cx="10" cy="12" r="2" />
          <circle cx="18" cy="18" r="2" />
        </OutlineSvg>
        <span>{t(props.labelKey ?? 'coupon:menu_open')}</span>
      </button>
      <div
        id={panelId}
        className="sports-settings-menu__panel"
        role="region"
        aria-labelledby={headingId}
        hidden={!open}
      >
        <h2 id={headingId} className="sports-settings-menu__title">
          {t(props.titleKey ?? 'coupon:menu_title')}
        </h2>
        {open ? slots.items : null}
      </div>
    </div>
  );
}
