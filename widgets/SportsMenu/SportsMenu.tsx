import { observer } from 'mobx-react-lite';
import { useEffect, useId, type ReactNode } from 'react';
import { useTranslation } from '../../runtime/i18n';
import { Link, useLocation } from 'react-router-dom';
import type { WidgetRenderProps } from '../../runtime/render/types';
import type { BettingType, SportCategory } from '../../domain/sports/types';
import { CountryFlag } from '../shared/CountryFlag';
import { localizedPath } from '../shared/localizedPath';
import { SportIcon } from '../shared/sports/SportIcon';
import { menuSectionPath, sectionPath } from '../shared/sportsPaths';
import { useStores } from '../shared/stores';
import { useCurrentLanguage } from '../shared/useCurrentLanguage';
import { useSportsRoute } from '../shared/useSportsRoute';
import type { MenuAnswer } from '../../stores';
import type { SportsMenuProps } from '../../domain/widgetProps/SportsMenu';

type MenuSport = MenuAnswer['sports'][number];
import '../shared/a11y.css';
import '../shared/sports/sports.css';
import './SportsMenu.css';

/**
 * The sports of a section with their game counts; the open sport lists its championships. With
 * "grouped by categories" (SPEC section 3 Betting state) sports sit under their category, and a
 * category heading leads to its menu section.
 */
export default observer(function SportsMenu({ props }: WidgetRenderProps<SportsMenuProps>) {
  const { t } = useTranslation();
  const titleId = useId();
  const { sports, betting } = useStores();
  const route = useSportsRoute();
  const type: BettingType = props.bettingType ?? route.bettingType ?? 'line';
  useEffect(() => {
    void sports.loadMenu(type);
  }, [sports, type]);
  useEffect(() => {
    // SPEC section 3 Betting state currentBettingType follows the section of the route.
    if (route.bettingType) betting.setBettingType(route.bettingType);
  }, [betting, route.bettingType]);
  const resource = sports.menu(type);
  const menu = resource.data;
  const all = [...(menu?.sports ?? [])].sort((a, b) => a.order - b.order);
  const inSection =
    route.menuSection === undefined ? all : all.filter((s) => s.categoryId === route.menuSection);
  const grouped = betting.isGroupSportsByCategories && route.menuSection === undefined;
  return (
    <nav className="sports-menu focus-ring" aria-labelledby={titleId}>
      <h2 id={titleId}>{t(props.titleKey)}</h2>
      {resource.status === 'error' ? (
        <p role="alert" className="sports-state">
          {t('sports:load_error')}
        </p>
      ) : null}
      <ul className="sports-menu__list">
        <li>
          <MenuLink to={sectionPath(type)} label={t('sports:menu_all')} />
        </li>
        {grouped
          ? (menu?.categories ?? []).map((category) => (
              <CategoryGroup
                key={category.id}
                type={type}
                category={category}
                sports={inSection.filter((s) => s.categoryId === category.id)}
                openSportId={route.sportId}
              />
            ))
          : inSection.map((sport) => (
              <SportItem
                key={sport.id}
                type={type}
                sport={sport}
                open={sport.id === route.sportId}
              />
            ))}
      </ul>
    </nav>
  );
});

function CategoryGroup({
  type,
  category,
  sports,
  openSportId,
}: {
  type: BettingType;
  category: SportCategory;
  sports: readonly MenuSport[];
  openSportId: number | undefined;
}) {
  if (sports.length === 0) return null;
  return (
    <li className="sports-menu__category">
      <MenuLink to={menuSectionPath(type, category.id)} label={category.name} />
      <ul>
        {sports.map((sport) => (
          <SportItem key={sport.id} type={type} sport={sport} open={sport.id === openSportId} />
        ))}
      </ul>
    </li>
  );
}

function SportItem({ type, sport, open }: { type: BettingType; sport: MenuSport; open: boolean }) {
  const { t } = useTranslation();
  const name = sport.name;
  return (
    <li>
      <MenuLink
        to={sectionPath(type, sport)}
        label={name}
        count={sport.gamesCount}
        icon={<SportIcon slug={sport.slug} isCyber={sport.isCyber} />}
      />
      {open && sport.champs.length > 0 ? (
        <ul aria-label={t('sports:menu_champs_of', { sport: name })}>
          {[...sport.champs]
            .sort((a, b) => a.order - b.order)
            .map((champ) => (
              <li key={champ.id}>
                <MenuLink
                  to={sectionPath(type, sport, champ)}
                  label={champ.name}
                  count={champ.gamesCount}
                  icon={<CountryFlag code={champ.country?.code} />}
                />
              </li>
            ))}
        </ul>
      ) : null}
    </li>
  );
}

function MenuLink({
  to,
  label,
  count,
  icon,
}: {
  to: string;
  label: string;
  count?: number;
  /** A sport's icon or a championship's flag before the label, decorative. */
  icon?: ReactNode;
}) {
  const { t } = useTranslation();
  const lng = useCurrentLanguage();
  const { pathname } = useLocation();
  const href = localizedPath(lng, to);
  return (
    <Link
      to={href}
      aria-current={pathname === href ? 'page' : undefined}
      className="sports-menu__link"
    >
      <span className="sports-menu__label">
        {icon}
        <span>{label}</span>
      </span>
      {count === undefined ? null : (
        <span className="sports-menu__count">
          <span aria-hidden="true">{count}</span>
          <span className="visually-hidden">{t('sports:menu_games_count', { count })}</span>
        </span>
      )}
    </Link>
  );
}
