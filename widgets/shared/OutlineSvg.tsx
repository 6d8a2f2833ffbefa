import type { ReactNode } from 'react';

/**
 * The house's 24x24 outline drawing, decorative (`aria-hidden`): every icon set draws through it.
 * Without `size` the CSS sizes it; `square` keeps the default (square) line ends and joins;
 * `children` draw after the path. Other props (`data-*`) go onto the <svg>.
 */
export function OutlineSvg({
  d,
  size,
  className,
  strokeWidth = 2,
  viewBox = '0 0 24 24',
  square = false,
  children,
  ...rest
}: {
  d: string;
  size?: number;
  className?: string;
  strokeWidth?: number;
  viewBox?: string;
  square?: boolean;
  children?: ReactNode;
  [data: `data-${string}`]: string;
}) {
  const round = square ? undefined : 'round';
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox={viewBox}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap={round}
      strokeLinejoin={round}
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      <path d={d} />
      {children}
    </svg>
  );
}
