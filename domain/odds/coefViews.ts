// Coefficient display ids of SPEC section 9 ("Coefficient display by id: 0 decimal, 1 fractional,
// 2 American, 4, 5, 6, 14, 15, 16 variants (Hong Kong, Indonesian, Malay)") and the view types of
// SPEC section 3 Global state (appViewType 0 european, 1 asian).
//
// The mapping chosen here:
//   0 decimal          2.50
//   1 fractional       3/2
//   2 American         +150
//   4 Hong Kong        1.50    5 Indonesian  1.50    6 Malay  -0.67     (european view, 2 decimals)
//  14 Hong Kong        1.500  15 Indonesian  1.500  16 Malay  -0.667    (asian view, 3 decimals)

export type OddsFormat =
  'decimal' | 'fractional' | 'american' | 'hongKong' | 'indonesian' | 'malay';

/** SPEC section 3 Global state: appViewType 0 european, 1 asian. */
export const APP_VIEW_TYPES = { european: 0, asian: 1 } as const;
export type AppViewType = (typeof APP_VIEW_TYPES)[keyof typeof APP_VIEW_TYPES];

export const COEF_VIEW_IDS = {
  decimal: 0,
  fractional: 1,
  american: 2,
  hongKong: 4,
  indonesian: 5,
  malay: 6,
  hongKongAsian: 14,
  indonesianAsian: 15,
  malayAsian: 16,
} as const;
export type CoefViewId = (typeof COEF_VIEW_IDS)[keyof typeof COEF_VIEW_IDS];

export interface CoefView {
  id: CoefViewId;
  format: OddsFormat;
  /** Digits after the decimal point for the numeric formats (fractional and American ignore it). */
  decimals: number;
  viewType: AppViewType;
}

export const COEF_VIEWS: readonly CoefView[] = [
  { id: 0, format: 'decimal', decimals: 2, viewType: 0 },
  { id: 1, format: 'fractional', decimals: 0, viewType: 0 },
  { id: 2, format: 'american', decimals: 0, viewType: 0 },
  { id: 4, format: 'hongKong', decimals: 2, viewType: 0 },
  { id: 5, format: 'indonesian', decimals: 2, viewType: 0 },
  { id: 6, format: 'malay', decimals: 2, viewType: 0 },
  { id: 14, format: 'hongKong', decimals: 3, viewType: 1 },
  { id: 15, format: 'indonesian', decimals: 3, viewType: 1 },
  { id: 16, format: 'malay', decimals: 3, viewType: 1 },
];

export const DEFAULT_COEF_VIEW_ID: CoefViewId = COEF_VIEW_IDS.decimal;

/** Decimal is the one format both view types show; the rest belong to one view type each. */
const VIEW_TYPE_COEF_IDS: Readonly<Record<AppViewType, readonly CoefViewId[]>> = {
  0: [0, 1, 2, 4, 5, 6],
  1: [0, 14, 15, 16],
};

export function coefViewById(id: number): CoefView | undefined {
  return COEF_VIEWS.find((view) => view.id === id);
}

export function isCoefViewId(id: unknown): id is CoefViewId {
  return typeof id === 'number' && coefViewById(id) !== undefined;
}

export function isAppViewType(value: unknown): value is AppViewType {
  return value === 0 || value === 1;
}

/** Whether a brand offers this coefficient view: a known id, in the brand's list when it has one. */
export function isCoefViewAllowed(id: unknown, brandAllowed?: readonly number[]): boolean {
  if (!isCoefViewId(id)) return false;
  return !brandAllowed || brandAllowed.length === 0 || brandAllowed.includes(id);
}

/** The ids a visitor may pick in a view type, narrowed by the brand's list when it has one. */
export function allowedCoefViewIds(
  viewType: AppViewType,
  brandAllowed?: readonly number[],
): CoefViewId[] {
  const ids = VIEW_TYPE_COEF_IDS[viewType];
  if (!brandAllowed || brandAllowed.length === 0) return [...ids];
  const narrowed = ids.filter((id) => brandAllowed.includes(id));
  return narrowed.length > 0 ? narrowed : [DEFAULT_COEF_VIEW_ID];
}

/**
 * SPEC section 5: "Coefficient view ids must be in an allowed list, else constrained by view type".
 * An allowed id is kept; otherwise the same format of the other view type (4 <-> 14 ...) when that
 * is allowed; otherwise the first allowed id of the view type (decimal when allowed).
 */
export function constrainCoefViewId(
  id: unknown,
  viewType: AppViewType,
  brandAllowed?: readonly number[],
): CoefViewId {
  const allowed = allowedCoefViewIds(viewType, brandAllowed);
  if (isCoefViewId(id) && allowed.includes(id)) return id;
  const view = typeof id === 'number' ? coefViewById(id) : undefined;
  if (view) {
    const counterpart = COEF_VIEWS.find(
      (other) => other.format === view.format && other.viewType === viewType,
    );
    if (counterpart && allowed.includes(counterpart.id)) return counterpart.id;
  }
  return allowed.includes(DEFAULT_COEF_VIEW_ID) ? DEFAULT_COEF_VIEW_ID : allowed[0]!;
}
