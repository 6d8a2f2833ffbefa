// A few DOM helpers for the game frame (its own small bundle: no React, no site runtime).

type Attributes = Record<string, string | number | boolean | undefined>;

/** An element with attributes (`class`, aria-*, data-*, …) and children. */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Attributes = {},
  ...children: (Node | string | null | undefined)[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === false) continue;
    element.setAttribute(name, value === true ? '' : String(value));
  }
  for (const child of children) {
    if (child === null || child === undefined) continue;
    element.append(typeof child === 'string' ? document.createTextNode(child) : child);
  }
  return element;
}

const SVG = 'http://www.w3.org/2000/svg';

export function svg<K extends keyof SVGElementTagNameMap>(
  tag: K,
  attributes: Record<string, string | number> = {},
  ...children: SVGElement[]
): SVGElementTagNameMap[K] {
  const element = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, String(value));
  for (const child of children) element.append(child);
  return element;
}

/** Replaces an element's children. */
export function fill(element: Element, ...children: (Node | string)[]): void {
  element.replaceChildren(...children);
}

/** A button of the game frame: `bp-button` unless other classes are given. */
export function gameButton(
  testId: string,
  label: string,
  className = 'bp-button',
  attributes: Attributes = {},
): HTMLButtonElement {
  return h(
    'button',
    { type: 'button', class: className, 'data-testid': testId, ...attributes },
    label,
  );
}
