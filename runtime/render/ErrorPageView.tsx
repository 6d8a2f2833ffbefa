import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { PageFrame } from './PageFrame';

export interface ErrorPageProps {
  status: number;
  title: string;
}

const ERROR_ROUTE = { id: 'error', path: '', params: {} };
const ERROR_META = {};

/** A route error (404, 500 ...) shown inside the default layout. */
export function ErrorPageView({ status, title }: ErrorPageProps): ReactNode {
  const { search } = useLocation();
  return (
    <PageFrame
      route={ERROR_ROUTE}
      layout="default"
      meta={ERROR_META}
      bodyKey={`error:${status}`}
      body={
        <section className="error-page" role="alert" data-status={status}>
          <h1>{title}</h1>
        </section>
      }
      search={search}
    />
  );
}
