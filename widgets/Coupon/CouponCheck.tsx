import { useTranslation } from '../../runtime/i18n';

/** A coupon option as a checkbox with its words (the slip's options and its settings). */
export function CouponCheck({
  checked,
  onChange,
  textKey,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  textKey: string;
}) {
  const { t } = useTranslation();
  return (
    <label className="coupon-check">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>{t(textKey)}</span>
    </label>
  );
}
