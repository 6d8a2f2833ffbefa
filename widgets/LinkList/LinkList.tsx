import { useTranslation } from '../../runtime/i18n';
import { RouteLinks } from '../shared/RouteLinks';
import type { WidgetRenderProps } from '../../runtime/render/types';
import type { LinkListProps } from '../../domain/widgetProps/LinkList';
import '../shared/a11y.css';
import './LinkList.css';

export default function LinkList({ props }: WidgetRenderProps<LinkListProps>) {
  const { t } = useTranslation();
  const list = <RouteLinks items={props.items} className="link-list__items" />;
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
