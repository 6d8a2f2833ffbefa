import { useId } from 'react';
import { STUDIO_LANGUAGES, useT } from '../studioTexts';

/** The studio's own language (not the previewed page's). */
export function LanguagePicker({ lng, onChange }: { lng: string; onChange(lng: string): void }) {
  const t = useT();
  const id = useId();
  return (
    <span className="studio-field-inline">
      <label htmlFor={id}>{t('app.language')}</label>
      <select id={id} value={lng} onChange={(e) => onChange(e.target.value)}>
        {STUDIO_LANGUAGES.map((l) => (
          <option key={l} value={l}>
            {t(`language.${l}`)}
          </option>
        ))}
      </select>
    </span>
  );
}
