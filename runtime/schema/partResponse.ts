import type { PartResponse, PartSchema } from './types';

/**
 * The wire form of a stored part (SPEC section 7 "Remote part load"). Declarative only: no
 * script is ever listed and codeToEval is never sent (the client never evaluates code).
 */
export function toPartResponse(part: PartSchema): PartResponse {
  return {
    appName: part.appName,
    ...(part.title === undefined ? {} : { title: part.title }),
    ...(part.style === undefined ? {} : { style: part.style }),
    cssToLoad: part.cssToLoad ?? [],
    scriptsToLoad: [],
    head: part.head ?? [],
    dictionaries: part.dictionaries ?? [],
    body: part.body,
  };
}
