// What a coupon does when a price moves (SPEC section 3 "Coupon settings" changeCoefAction).

/** 0 ask on any change, 1 accept increases only, 2 accept any change (the default). */
export const CHANGE_COEF_ACTION = {
  askAlways: 0,
  acceptIncrease: 1,
  acceptAny: 2,
} as const;
export type ChangeCoefAction = (typeof CHANGE_COEF_ACTION)[keyof typeof CHANGE_COEF_ACTION];
export const DEFAULT_CHANGE_COEF_ACTION: ChangeCoefAction = CHANGE_COEF_ACTION.acceptAny;

export function isChangeCoefAction(value: unknown): value is ChangeCoefAction {
  return value === 0 || value === 1 || value === 2;
}

/** Whether a move from `previous` to `current` is taken without asking. */
export function acceptsCoefChange(
  action: ChangeCoefAction,
  previous: number,
  current: number,
): boolean {
  const from = Math.round(previous * 100);
  const to = Math.round(current * 100);
  if (from === to) return true;
  if (action === CHANGE_COEF_ACTION.acceptAny) return true;
  if (action === CHANGE_COEF_ACTION.acceptIncrease) return to > from;
  return false;
}
