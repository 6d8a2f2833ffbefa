import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../runtime/i18n';
import { Link, useLocation } from 'react-router-dom';
import type { WidgetRenderProps } from '../../runtime/render/types';
import { localizedPath } from '../shared/localizedPath';
import { useStores } from '../shared/stores';
import { useCurrentLanguage } from '../shared/useCurrentLanguage';
import { isSectionId, sectionRoute } from '../shared/casino/casinoPaths';
import { useSections } from '../shared/casino/casinoQueries';
import { withQueryScope } from '../shared/bets/QueryScope';
import { sectionNameKey } from '../shared/casino/sectionNames';
import type { CasinoCategoriesProps } from '../../domain/widgetProps/CasinoCategories';
import '../shared/casino/casino.css';

const CategoryBar = observer(function CategoryBar({
  props,
}: WidgetRenderProps<CasinoCategoriesProps>) {
  const { t } = useTranslation();
  const lng = useCurrentLanguage();
  const { pathname } = useLocation();
  const { config, session } = useStores();
  const counts = useSections();
  const playable = counts.data
    ? new Set(counts.data.items.filter((s) => s.gamesCount > 0).map((s) => s.id))
    : null;
  const sections = (config.config.casinoLobby?.categories ?? [])
    .filter(isSectionId)
    .filter((section) => (playable ? playable.has(section) : counts.isError));
  const links: { to: string; key: string }[] = [
    { to: 'casino-lobby', key: 'casino:lobby_title' },
    ...sections.map((section) => ({ to: sectionRoute(section), key: sectionNameKey(section) })),
    { to: 'othergames', key: 'casino:othergames_title' },
    { to: 'providers', key: 'casino:providers_title' },
    ...(session.isAuthenticated ? [{ to: 'my-casino', key: 'casino:my_casino_title' }] : []),
  ];
  // The row scrolls sideways where the chips do not fit: keep the current one in sight (again
  // once the sections arrive, as they move the chips after them).
  const nav = useRef<HTMLElement>(null);
  useEffect(() => {
    const current = nav.current?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!current || !nav.current) return;
    const row = nav.current.getBoundingClientRect();
    const chip = current.getBoundingClientRect();
    if (chip.left < row.left || chip.right > row.right)
      nav.current.scrollLeft += chip.left - row.left - (row.width - chip.width) / 2;
  }, [pathname, links.length]);
  return (
    <nav ref={nav} className="casino-categories casino-chips" aria-label={t(props.labelKey)}>
      {links.map((link) => {
        const to = localizedPath(lng, link.to);
        const current = pathname === to || pathname.startsWith(`${to}/`);
        return (
          <Link
            key={link.to}
            className="casino-chip"
            to={to}
            aria-current={current ? 'page' : undefined}
          >
            {t(link.key)}
          </Link>
        );
      })}
    </nav>
  );
});

/**
 * Links to the lobby, the brand's sections in its order, then providers and my casino. A section
 * shows only once the catalogue says it holds a game the customer can open (the sections' counts
 * are of connected providers' games open in the customer's country, SPEC section 7): no chip
 * leads to an empty page. Should the counts fail to load, the brand's sections show as listed.
 */
export default withQueryScope(CategoryBar);
