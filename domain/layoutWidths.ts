// SPEC section 2 "Layout rules": the page content snaps to one of these widths, widest first.
export const LAYOUT_WIDTHS = [1920, 1366, 1100, 1024] as const;

export type LayoutWidth = (typeof LAYOUT_WIDTHS)[number];

/** The widest layout width that fits the viewport; the narrowest when none fits. */
export function layoutWidthFor(viewportWidth: number): LayoutWidth {
  return LAYOUT_WIDTHS.find((width) => width <= viewportWidth) ?? LAYOUT_WIDTHS[3];
}
