import type { WidgetDocs } from '../../runtime/render/types';

// The catalogue's words about CasinoLobby: read by schemas:check and the studio, never by customer pages.
export const widgetDocs: WidgetDocs = {
  widget: 'CasinoLobby',
  description:
    "The casino lobby: the brand's banners and rows of games, in the order of its site config.",
  props: {
    titleKey: 'Dictionary key of the title.',
    showBanners: "Shows the brand's banners above the rows of games.",
  },
  examples: [
    {
      title: 'As on casino-lobby',
      props: {
        titleKey: 'casino:lobby_title',
      },
    },
  ],
};
