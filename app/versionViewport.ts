// SPEC section 2: the full version chosen on a phone (the `desktop` page) is laid out at the
// narrowest desktop width and scaled down by the browser; the mobile version and the default
// follow the device width. The viewport meta tag is the only way to ask that of a browser.
import { reaction } from 'mobx';
import { viewportContentFor } from '../domain';
import type { UiStore } from '../stores/UiStore';

export function followVersionViewport(ui: UiStore, doc: Document): () => void {
  return reaction(
    () => ui.chosenVersion,
    (chosen) => {
      let meta = doc.querySelector<HTMLMetaElement>('meta[name="viewport"]');
      if (!meta) {
        meta = doc.createElement('meta');
        meta.name = 'viewport';
        doc.head.append(meta);
      }
      meta.content = viewportContentFor(chosen);
    },
    { fireImmediately: true },
  );
}
