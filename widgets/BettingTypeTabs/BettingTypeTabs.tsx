import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../runtime/i18n';
import { isSportsSectionOpen } from '../../domain/sports/sectionAccess';
import { useStores } from '../shared/stores';
import { Link } from 'react-router-dom';
import type { WidgetRenderProps } from '../../runtime/render/types';
import type { BettingType } from '../../domain/sports/types';
import { localizedPath } from '../shared/localizedPath';
import { sectionPath } from '../shared/sportsPaths';
import { useCurrentLanguage } from '../shared/useCurrentLanguage';
import { useSportsRoute } from '../shared/useSportsRoute';
import type { BettingTypeTabsProps } from '../../domain/widgetProps/BettingTypeTabs';
import '../shared/a11y.css';
import './BettingTypeTabs.css';

const TYPES: readonly BettingType[] = ['live', 'line'];

/** Live and line as two links; the open section is marked current (SPEC section 2 "Sports"). */
function BettingTypeTabs({ props }: WidgetRenderProps<BettingTypeTabsProps>) {
  const { t } = useTranslation();
  const lng = useCurrentLanguage();
  const { bettingType } = useSportsRoute();
  const { userConfig } = useStores();
  // SPEC section 3 "User config": a section closed to the customer has no tab.
  const types = TYPES.filter((type) => isSportsSectionOpen(type, userConfig.sportsAccess));
  return (
    <nav className="betting-type-tabs focus-ring" aria-label={t(props.labelKey)}>
      <ul>
        {types.map((type) => (
          <li key={type}>
            <Link
              to={localizedPath(lng, sectionPath(type))}
              aria-current={bettingType === type ? 'page' : undefined}
              data-betting-type={type}
            >
              {t(`sports:section_${type}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export default observer(BettingTypeTabs);
