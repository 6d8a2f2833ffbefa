// Routes for widget tests: the first <Route> whose path (the route table's syntax, e.g.
// '/{lng}/toto/{section?}') matches the URL on screen renders its element, with the params the
// path took, as the app's router gives a page its params.
import { Children, isValidElement, type ReactNode } from 'react';
import { ParamsContext, useLocation } from '../../runtime/router/react';
import { matchPath } from '../../runtime/router/routeTableMatch';

interface RouteProps {
  path: string;
  element: ReactNode;
}

/** One route of <Routes> (it renders nothing by itself). */
export function Route(_: RouteProps): null {
  return null;
}

export function Routes({ children }: { children: ReactNode }): ReactNode {
  const { pathname } = useLocation();
  for (const child of Children.toArray(children)) {
    if (!isValidElement<RouteProps>(child) || child.type !== Route) continue;
    const params = matchPath(child.props.path, pathname);
    if (params !== null) {
      return <ParamsContext.Provider value={params}>{child.props.element}</ParamsContext.Provider>;
    }
  }
  return null;
}
