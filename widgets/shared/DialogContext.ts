import { createContext, useContext } from 'react';

/** Lets a widget shown inside a dialog (a slot of HeaderAccount) close that dialog. */
export const DialogCloseContext = createContext<(() => void) | null>(null);

export function useCloseDialog(): (() => void) | null {
  return useContext(DialogCloseContext);
}
