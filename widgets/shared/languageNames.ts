// Each language is offered under its own name, so a visitor finds theirs whatever the page language.
const ENDONYMS: Readonly<Record<string, string>> = {
  ru: 'Русский',
  en: 'English',
  ar: 'العربية',
  az: 'Azərbaycan',
  kk: 'Қазақ',
  uk: 'Українська',
  de: 'Deutsch',
  tr: 'Türkçe',
};

export function languageEndonym(lng: string): string {
  return ENDONYMS[lng] ?? lng.toUpperCase();
}
