// What the widgets' catalogue words (<Name>/docs.ts) share in their examples: the about page's
// texts put in a layout widget's slot, and the site's information links. Read by schemas:check
// and the studio only, like the docs themselves.
import type { WidgetExampleNode } from '../../runtime/render/types';

/** The about page's title as a Heading node. */
export const aboutTitle = (level: number): WidgetExampleNode => ({
  widget: 'Heading',
  props: { textKey: 'info:about_title', level },
});

/** The about page's paragraphs as RichText nodes. */
export const aboutParagraphs = (...numbers: number[]): WidgetExampleNode[] =>
  numbers.map((n) => ({ widget: 'RichText', props: { textKey: `info:about_p${n}` } }));

const INFO_LINKS = {
  about: { to: 'about', labelKey: 'main:nav_about' },
  contacts: { to: 'contacts', labelKey: 'main:nav_contacts' },
  rules: { to: 'rules/1', labelKey: 'main:nav_rules' },
  responsibleGaming: { to: 'responsiblegaming', labelKey: 'main:nav_responsible_gaming' },
  cookies: { to: 'cookies', labelKey: 'main:nav_cookies' },
  consent: { to: 'consent', labelKey: 'main:nav_consent' },
} as const;

/** The site's information links, in the order given. */
export const infoLinks = (...names: (keyof typeof INFO_LINKS)[]) =>
  names.map((name) => ({ ...INFO_LINKS[name] }));
