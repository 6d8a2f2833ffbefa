import { useTranslation } from '../../runtime/i18n';
import { Link } from 'react-router-dom';
import type { WidgetRenderProps } from '../../runtime/render/types';
import { localizedPath } from '../shared/localizedPath';
import { useCurrentLanguage } from '../shared/useCurrentLanguage';
import { useSections } from '../shared/casino/casinoQueries';
import { GameSkeleton } from '../shared/casino/GameSkeleton';
import { EmptyState, LoadError } from '../shared/casino/ListStates';
import { TitledSection } from '../shared/casino/TitledSection';
import { sectionNameKey } from '../shared/casino/sectionNames';
import type { CasinoOtherGamesProps } from '../../domain/widgetProps/CasinoOtherGames';
import '../shared/casino/casino.css';

/** Slots and live casino have their own pages; the other sections are listed here. */
const MAIN_SECTIONS = new Set(['slots', 'live-casino']);

function SectionCards() {
  const { t } = useTranslation();
  const lng = useCurrentLanguage();
  const sections = useSections();
  if (sections.isPending) return <GameSkeleton gameTiles={0} otherGameTiles={2} />;
  if (sections.isError) {
    return <LoadError error={sections.error} onRetry={() => void sections.refetch()} />;
  }
  const items = sections.data.items.filter((s) => !MAIN_SECTIONS.has(s.id) && s.gamesCount > 0);
  if (items.length === 0) return <EmptyState textKey="casino:games_empty" />;
  return (
    <ul className="casino-section-cards">
      {items.map((section) => (
        <li key={section.id}>
          <Link
            className="casino-section-card"
            data-section={section.id}
            to={localizedPath(lng, section.route)}
          >
            <strong>{t(sectionNameKey(section.id))}</strong>
            <span className="casino-section-card__count">
              {t('casino:games_count', { count: section.gamesCount })}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export default function CasinoOtherGames({ props }: WidgetRenderProps<CasinoOtherGamesProps>) {
  return (
    <TitledSection titleKey={props.titleKey}>
      <SectionCards />
    </TitledSection>
  );
}
