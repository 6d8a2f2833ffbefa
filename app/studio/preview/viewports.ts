import { LAYOUT_WIDTHS } from '../../../domain/layoutWidths';

/** SPEC section 2 layout widths, and a phone. */
export const PREVIEW_VIEWPORTS = [...LAYOUT_WIDTHS, 'mobile'] as const;
export type PreviewViewport = (typeof PREVIEW_VIEWPORTS)[number];

/** A common phone's CSS size (below the narrowest desktop width, so the site serves mobile). */
const MOBILE = { width: 390, height: 844 };

export function viewportSize(viewport: PreviewViewport): { width: number; height: number } {
  return viewport === 'mobile' ? MOBILE : { width: viewport, height: 900 };
}
