import { memo } from 'react';
import { FALLBACK_ICON, ICON_PATHS } from './iconPaths';

export interface IconProps {
  name: string;
  size?: number;
  className?: string;
}

/** A decorative icon: the control around it carries the accessible name. */
export const Icon = memo(function Icon({ name, size = 24, className }: IconProps) {
  const d = ICON_PATHS[name] ?? ICON_PATHS[FALLBACK_ICON];
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-icon={ICON_PATHS[name] ? name : FALLBACK_ICON}
    >
      <path d={d} />
    </svg>
  );
});
