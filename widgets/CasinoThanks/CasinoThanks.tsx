import { useId } from 'react';
import { useTranslation } from '../../runtime/i18n';
import { Link, useLocation } from 'react-router-dom';
import type { WidgetRenderProps } from '../../runtime/render/types';
import { CASINO_SECTIONS } from '../../domain/casino/catalogueTypes';
import { localizedPath } from '../shared/localizedPath';
import { useCurrentLanguage } from '../shared/useCurrentLanguage';
import { sectionNameKey } from '../shared/casino/sectionNames';
import type { CasinoThanksProps } from '../../domain/widgetProps/CasinoThanks';
import '../shared/casino/casino.css';

/** The section of a thank-you URL: /{lng}/{section route}/thank-you. */
const SECTION_OF_PATH = /^\/[a-z]{2}\/([a-z-]+)\/thank-you\/?$/;

/** Thanks for playing a section, with the ways back to it, the lobby and the bonuses. */
export default function CasinoThanks({ props }: WidgetRenderProps<CasinoThanksProps>) {
  const { t } = useTranslation();
  const titleId = useId();
  const lng = useCurrentLanguage();
  const route = SECTION_OF_PATH.exec(useLocation().pathname)?.[1];
  const section = CASINO_SECTIONS.find((s) => s.route === route);
  return (
    <section className="casino casino-thanks casino-panel" aria-labelledby={titleId}>
      <h1 id={titleId}>{t(props.titleKey)}</h1>
      <p>
        {section
          ? t('casino:thanks_section', { section: t(sectionNameKey(section.id)) })
          : t('casino:thanks_text')}
      </p>
      <div className="casino-chips">
        {route && (
          <Link className="casino-button casino-button--primary" to={localizedPath(lng, route)}>
            {t('casino:thanks_back')}
          </Link>
        )}
        <Link className="casino-button" to={localizedPath(lng, 'casino-lobby')}>
          {t('casino:to_lobby')}
        </Link>
        <Link className="casino-button" to={localizedPath(lng, 'bonus/casino')}>
          {t('casino:bonus_title')}
        </Link>
      </div>
    </section>
  );
}
