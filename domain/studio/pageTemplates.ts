// What a new page can start from in the studio (docs/back-office.md "Creating pages"): each
// template gives the page's widget tree, the route shape its path takes, and the texts of its own
// dictionary (a namespace named after the page, created in every language with the page). Pure:
// the server builds the drafts with it and the studio lists the templates from it.

export const PAGE_TEMPLATES = ['info', 'promotion', 'casinoSection'] as const;
export type PageTemplate = (typeof PAGE_TEMPLATES)[number];

/** A created page's id: also its dictionary's namespace and its route's last segment. */
export const NEW_PAGE_ID = /^[a-z0-9][a-z0-9-]{1,48}$/;

/**
 * The route shapes a new page's path takes, by template: one fixed segment after the prefix
 * (`promo/{slug}`), so a new route never shadows a parameterised one of the table.
 */
export const TEMPLATE_PATH_PREFIX: Record<PageTemplate, string> = {
  info: 'info/',
  promotion: 'promo/',
  casinoSection: 'games-section/',
};

/** The path a page of `template` with `slug` is served at (relative to /{lng}/). */
export function templatePath(template: PageTemplate, slug: string): string {
  return `${TEMPLATE_PATH_PREFIX[template]}${slug}`;
}

export interface TemplateTexts {
  title: string;
  subtitle: string;
  body: string;
  cta: string;
}

/** The starting texts, in each language the site ships (the editor rewrites them). */
export const TEMPLATE_TEXTS: Record<string, TemplateTexts> = {
  en: {
    title: 'New page',
    subtitle: 'A few words under the title.',
    body: 'The text of the page.',
    cta: 'Join now',
  },
  ru: {
    title: 'Новая страница',
    subtitle: 'Несколько слов под заголовком.',
    body: 'Текст страницы.',
    cta: 'Присоединиться',
  },
  ar: {
    title: 'صفحة جديدة',
    subtitle: 'بضع كلمات تحت العنوان.',
    body: 'نص الصفحة.',
    cta: 'انضم الآن',
  },
};

/** The dictionary of a new page in one language: its keys are those the template's widgets use. */
export function templateDictionary(language: string, title?: string): Record<string, string> {
  const texts = TEMPLATE_TEXTS[language] ?? TEMPLATE_TEXTS.en!;
  return {
    title: title?.trim() || texts.title,
    subtitle: texts.subtitle,
    body: texts.body,
    cta: texts.cta,
  };
}

/** The page document of a new page `id` made from `template`. */
export function templatePage(template: PageTemplate, id: string): Record<string, unknown> {
  const key = (name: string) => `${id}:${name}`;
  const body = { widget: 'RichText', props: { textKey: key('body') } };
  const items: Record<string, unknown>[] =
    template === 'info'
      ? [{ widget: 'Heading', props: { textKey: key('title'), level: 1 } }, body]
      : template === 'promotion'
        ? [
            {
              widget: 'HeroBanner',
              props: {
                titleKey: key('title'),
                subtitleKey: key('subtitle'),
                ctaLabelKey: key('cta'),
                ctaTo: 'registration',
              },
            },
            body,
          ]
        : [
            {
              widget: 'HeroBanner',
              props: { titleKey: key('title'), subtitleKey: key('subtitle') },
            },
            { widget: 'CasinoSection', props: { titleKey: key('title') } },
          ];
  return {
    schemaVersion: 1,
    id,
    meta: {
      title: key('title'),
      dictionaries: template === 'casinoSection' ? [id, 'casino', 'auth'] : [id],
    },
    body: {
      widget: 'Container',
      slots: { content: [{ widget: 'Stack', props: { gap: 'large' }, slots: { items } }] },
    },
  };
}

/** The route of a new page: the table's default guards (maintenance) apply, and bans. */
export function templateRoute(template: PageTemplate, id: string, slug: string) {
  return { id, path: templatePath(template, slug), page: id, guards: ['banned'] };
}
