import type { ReactNode } from 'react';

/** The whole-site failure (SPEC section 7 'no site config'): no dictionary can be trusted here. */
export function FatalError({ message }: { message: string }): ReactNode {
  return (
    <main className="fatal-error" role="alert">
      <h1>{message}</h1>
    </main>
  );
}
