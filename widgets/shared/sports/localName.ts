// The catalogue names two languages (domain/sports/types.ts: name in Russian, nameEn): Russian
// pages show `name`, every other language `nameEn`.
export function localName(item: { name: string; nameEn?: string }, lng: string): string {
  return lng === 'ru' || !item.nameEn ? item.name : item.nameEn;
}
