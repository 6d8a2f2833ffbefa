import { memo } from 'react';
import { FALLBACK_ICON, ICON_PATHS } from './iconPaths';

export interface IconProps {
  name: string;
  size?: number;
  className?: string;
}

/**
 * The house's 24x24 outline drawing, decorative (`aria-hidden`): every icon set draws through it.
 * Other props (`data-*`) go onto the <svg>.
 */
export function OutlineSvg({
  d,
  size,
  className,
  strokeWidth = 2,
  ...rest
}: {
  d: string;
  size: number;
  className?: string;
  strokeWidth?: number;
  [data: `data-${string}`]: string;
}) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      <path d={d} />
    </svg>
  );
}

/** A decorative icon: the control around it carries the accessible name. */
export const Icon = memo(function Icon({ name, size = 24, className }: IconProps) {
  const known = ICON_PATHS[name] ? name : FALLBACK_ICON;
  return <OutlineSvg d={ICON_PATHS[known]!} size={size} className={className} data-icon={known} />;
});
