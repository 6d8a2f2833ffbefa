import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { WidgetRenderProps } from '../../runtime/render/types';
import { useCurrentLanguage } from '../shared/useCurrentLanguage';
import { localizedPath } from '../shared/localizedPath';
import type { LinkListProps } from './props';
import '../shared/a11y.css';
import './LinkList.css';

export default function LinkList({ props }: WidgetRenderProps<LinkListProps>) {
  const { t } = useTranslation();
  const lng = useCurrentLanguage();
  const list = (
    <ul className="link-list__items">
      {props.items.map((item) => (
        <li key={item.to}>
          <Link to={localizedPath(lng, item.to)}>{t(item.labelKey)}</Link>
        </li>
      ))}
    </ul>
  );
  const title = props.titleKey ? <h2>{t(props.titleKey)}</h2> : null;
  if (props.labelKey) {
    return (
      <nav className="link-list focus-ring" aria-label={t(props.labelKey)}>
        {title}
        {list}
      </nav>
    );
  }
  return (
    <div className="link-list focus-ring">
      {title}
      {list}
    </div>
  );
}
