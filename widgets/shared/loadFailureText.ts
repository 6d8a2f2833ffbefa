// The words of a react-query query that failed. Apart from failureText.ts, which every page loads
// (app/chunkGroups.ts `core`): the query error's type lives with react-query's client, so only the
// widgets that query load it (the `query` chunk), home's first screen does not.
import { useTranslation } from '../../runtime/i18n';
import { failureOf as apiFailureOf } from '../../runtime/api';
import { failureOf } from '../../stores/actionResult';
import { useFailureText } from './failureText';

/**
 * The customer's words for a query that could not be read: the server's reason, else the
 * widget's own "could not load" text (`fallbackKey`).
 */
export function useLoadFailureText(fallbackKey: string): (error: unknown) => string {
  const { t } = useTranslation();
  const word = useFailureText();
  return (error: unknown) => {
    const failure = apiFailureOf(error);
    if (!failure) return t(fallbackKey);
    return word(failureOf(failure), t(fallbackKey));
  };
}
