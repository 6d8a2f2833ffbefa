import { makeAutoObservable } from 'mobx';

/**
 * SPEC section 4: the support chat widget is initialised lazily and can be shown or hidden. It is
 * initialised on its first showing (the widget then loads the chat's code, a chunk of its own);
 * hiding keeps it initialised, so showing it again loads nothing.
 */
export class SupportChatStore {
  initialised = false;
  isShown = false;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  show(): void {
    this.initialised = true;
    this.isShown = true;
  }

  hide(): void {
    this.isShown = false;
  }

  toggle(): void {
    if (this.isShown) this.hide();
    else this.show();
  }
}
