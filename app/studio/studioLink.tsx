// A link to another studio screen: a real href (open in a new tab works), followed in place.
import type { ReactNode } from 'react';
import { navigate } from './navigation';

export function StudioLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      onClick={(e) => {
        e.preventDefault();
        navigate(href);
      }}
    >
      {children}
    </a>
  );
}
