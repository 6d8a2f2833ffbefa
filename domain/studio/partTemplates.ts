// What a new remote part can start from in the studio (docs/back-office.md "Creating remote
// parts"): each template gives the part's widget tree; its texts are a dictionary named after the
// part, created in every language with it, with the keys a new page's dictionary has
// (templateDictionary in pageTemplates.ts). Pure: the server builds the drafts with it and the
// studio lists the templates from it.

export const PART_TEMPLATES = ['banner', 'text'] as const;
export type PartTemplate = (typeof PART_TEMPLATES)[number];

/** A created part's id: its appName (`/mf/<id>`, a RemotePart's `name`) and its dictionary's namespace. */
export const NEW_PART_ID = /^[a-z][a-z0-9-]{1,48}$/;

/** The address a customer's page loads a part from. */
export function partPath(id: string): string {
  return `mf/${id}`;
}

/** The part document of a new part `id` made from `template`. */
export function templatePart(template: PartTemplate, id: string): Record<string, unknown> {
  const key = (name: string) => `${id}:${name}`;
  const body =
    template === 'banner'
      ? {
          widget: 'HeroBanner',
          key: id,
          props: {
            titleKey: key('title'),
            subtitleKey: key('subtitle'),
            ctaLabelKey: key('cta'),
            ctaTo: 'registration',
          },
        }
      : {
          widget: 'Stack',
          key: id,
          props: { gap: 'large' },
          slots: {
            items: [
              { widget: 'Heading', props: { textKey: key('title'), level: 2 } },
              { widget: 'RichText', props: { textKey: key('body') } },
            ],
          },
        };
  return { schemaVersion: 1, appName: id, title: id, dictionaries: [id], body };
}
