import { useContext, type ReactNode } from 'react';
import { PageOutletContext } from './contexts';

/** Built-in widget: the place in a layout where the page body goes. */
export function PageOutlet(): ReactNode {
  return useContext(PageOutletContext);
}
