/** The dictionary key of a section's name: casino:section_slots, casino:section_live_casino ... */
export function sectionNameKey(section: string): string {
  return `casino:section_${section.replace(/-/g, '_')}`;
}
