import type { PartResponse } from '../schema/types';

/** Puts a ready part's styles and head tags in the document; the returned function removes them. */
export interface PartStyleHost {
  attach(part: PartResponse): () => void;
}

const SAFE_HEAD_ATTR = /^(?!on)[a-z][a-z0-9-]*$/i;

/**
 * The part's `style` becomes a constructed CSSStyleSheet in document.adoptedStyleSheets (no
 * inline <style>, so the CSP stays strict); cssToLoad become <link rel=stylesheet>.
 */
export function createDomPartStyleHost(doc: Document = document): PartStyleHost {
  return {
    attach(part) {
      const removers: (() => void)[] = [];
      const sheet = part.style ? constructSheet(part.style) : null;
      if (sheet) {
        doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
        removers.push(() => {
          doc.adoptedStyleSheets = doc.adoptedStyleSheets.filter((s) => s !== sheet);
        });
      }
      for (const href of part.cssToLoad) {
        removers.push(appendHead(doc, 'link', { rel: 'stylesheet', href }, part.appName));
      }
      for (const tag of part.head) {
        removers.push(appendHead(doc, tag.tag, tag.attrs ?? {}, part.appName));
      }
      return () => {
        for (const remove of removers) remove();
      };
    },
  };
}

function constructSheet(css: string): CSSStyleSheet | null {
  if (typeof CSSStyleSheet !== 'function' || !('replaceSync' in CSSStyleSheet.prototype))
    return null;
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    return sheet;
  } catch {
    return null; // a browser without constructable sheets: the part renders unstyled
  }
}

function appendHead(
  doc: Document,
  tag: 'meta' | 'link',
  attrs: Record<string, string>,
  appName: string,
): () => void {
  const element = doc.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (SAFE_HEAD_ATTR.test(name) && !/^\s*javascript:/i.test(value))
      element.setAttribute(name, value);
  }
  element.setAttribute('data-part', appName);
  doc.head.appendChild(element);
  return () => element.remove();
}
