import type { WidgetDocs } from '../../runtime/render/types';

// The catalogue's words about TransferModal: read by schemas:check and the studio, never by customer pages.
export const widgetDocs: WidgetDocs = {
  widget: 'TransferModal',
  description:
    'On every page of a layout: a customer whose account belongs to another brand (office) of the platform, as the session says (transfer_brand), is asked to move there (SPEC section 6); the button leads into the transfer on office/transfer. "Later" hides it for the tab.',
  props: {},
  examples: [{ title: 'As in the default layout', props: {} }],
};
