import { useTranslation } from '../../runtime/i18n';
import { Link } from 'react-router-dom';
import { localizedPath } from './localizedPath';
import { useCurrentLanguage } from './useCurrentLanguage';
import './forms.css';
import './nextSteps.css';

export interface NextStep {
  /** The page, below /{lng}/. */
  path: string;
  /** Dictionary key of the link's words. */
  textKey: string;
  /** The one step the page suggests first. */
  primary?: boolean;
}

/** What to do next under an empty list: links to the pages that would fill it. */
export function NextSteps({ steps }: { steps: readonly NextStep[] }) {
  const { t } = useTranslation();
  const lng = useCurrentLanguage();
  return (
    <ul className="next-steps">
      {steps.map((step) => (
        <li key={step.path}>
          <Link
            className={step.primary ? 'button button--primary' : 'button'}
            to={localizedPath(lng, step.path)}
          >
            {t(step.textKey)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
