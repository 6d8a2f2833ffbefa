import { Link } from 'react-router-dom';
import { localizedPath } from './localizedPath';
import { useCurrentLanguage } from './useCurrentLanguage';

/** A tab: its route path below /{lng}/, its text, and whether it is the page shown. */
export interface TabLink {
  to: string;
  text: string;
  current: boolean;
}

/** Tabs as links in the current language; the shown one is the current page. */
export function TabLinks(p: {
  label: string;
  tabs: readonly TabLink[];
  className?: string;
  listClassName?: string;
  linkClassName?: string;
}) {
  const lng = useCurrentLanguage();
  return (
    <nav className={p.className} aria-label={p.label}>
      <ul className={p.listClassName}>
        {p.tabs.map((tab) => (
          <li key={tab.to}>
            <Link
              className={p.linkClassName}
              to={localizedPath(lng, tab.to)}
              aria-current={tab.current ? 'page' : undefined}
            >
              {tab.text}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
