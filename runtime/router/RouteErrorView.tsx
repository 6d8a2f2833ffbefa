import { Component, type ComponentType, type ReactNode } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { useTranslation } from '../i18n';
import {
  ERROR_PAGE_FAILED_TEXT,
  GENERIC_ERROR_TEXT,
  NOT_FOUND_TEXT,
  ROUTE_ERROR_KEYS,
  UNKNOWN_MIDDLEWARE_TEXT,
  type RouteErrorData,
} from './routeErrors';

export interface ErrorPageComponentProps {
  status: number;
  title: string;
}

/** The router's error element: a 404, a 500 or a thrown status, shown by `ErrorPage`. */
export function RouteErrorView({
  ErrorPage,
}: {
  ErrorPage: ComponentType<ErrorPageComponentProps>;
}): ReactNode {
  const error = useRouteError();
  const { t } = useTranslation('main');
  let status = 500;
  let title = t(ROUTE_ERROR_KEYS.generic, { defaultValue: GENERIC_ERROR_TEXT });
  if (isRouteErrorResponse(error)) {
    status = error.status;
    const info = error.data as RouteErrorData | string | undefined;
    if (status === 404) {
      title = t(ROUTE_ERROR_KEYS.notFound, { defaultValue: NOT_FOUND_TEXT });
    } else if (typeof info === 'object' && info?.kind === 'unknown-middleware') {
      title = t(ROUTE_ERROR_KEYS.unknownMiddleware, {
        name: info.name,
        defaultValue: UNKNOWN_MIDDLEWARE_TEXT(info.name),
      });
    } else if (typeof info === 'object' && info?.kind === 'status') {
      title = info.message;
    } else if (error.statusText) {
      title = error.statusText;
    }
  }
  return (
    <ErrorPageBoundary>
      <ErrorPage status={status} title={title} />
    </ErrorPageBoundary>
  );
}

/** SPEC section 8: if the error page itself fails, this plain text is all that is left. */
class ErrorPageBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <p className="error-page-failed" role="alert">
        {ERROR_PAGE_FAILED_TEXT}
      </p>
    );
  }
}
