import { useTranslation } from '../../runtime/i18n';
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
export default function BettingTypeTabs({ props }: WidgetRenderProps<BettingTypeTabsProps>) {
  const { t } = useTranslation();
  const lng = useCurrentLanguage();
  const { bettingType } = useSportsRoute();
  return (
    <nav className="betting-type-tabs focus-ring" aria-label={t(props.labelKey)}>
      <ul>
        {TYPES.map((type) => (
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
