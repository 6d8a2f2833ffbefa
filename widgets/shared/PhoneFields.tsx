import { useTranslation } from '../../runtime/i18n';
import { TextField } from './FormFields';

interface PhoneFieldsProps {
  phoneCode: string;
  onPhoneCode: (value: string) => void;
  phone: string;
  onPhone: (value: string) => void;
  /** The number field's label (default: the phone number). */
  phoneLabel?: string;
  phoneHint?: string;
  /** The compact sign-in form leaves out the country code's explanation. */
  noCodeHint?: boolean;
  codeError?: string | null;
  phoneError?: string | null;
}

/** A phone number as every form asks it: the country code, then the national number. */
export function PhoneFields(p: PhoneFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t('auth:phone_code_label')}
        value={p.phoneCode}
        onChange={p.onPhoneCode}
        inputMode="tel"
        autoComplete="tel-country-code"
        hint={p.noCodeHint ? undefined : t('auth:phone_code_hint')}
        required
        error={p.codeError}
      />
      <TextField
        label={p.phoneLabel ?? t('auth:phone_label')}
        value={p.phone}
        onChange={p.onPhone}
        inputMode="tel"
        autoComplete="tel-national"
        hint={p.phoneHint}
        required
        error={p.phoneError}
      />
    </>
  );
}
