// The browser's install offer (beforeinstallprompt) arrives early and once: it is held from the
// first script on, and handed to the install prompt store when the app has started.
import type { DeferredInstallPrompt } from '../../stores/pwa/InstallPromptStore';

export interface InstallOffers {
  /** Calls `take` with the offer held so far and each later one; `installed` when installed. */
  connect(take: (offer: DeferredInstallPrompt) => void, installed: () => void): void;
}

export function holdInstallOffers(target: Window): InstallOffers {
  let held: DeferredInstallPrompt | null = null;
  let taker: ((offer: DeferredInstallPrompt) => void) | null = null;
  target.addEventListener('beforeinstallprompt', (event) => {
    // SPEC section 4: no prompt until the customer asks for it.
    event.preventDefault();
    const offer = event as unknown as DeferredInstallPrompt;
    if (taker) taker(offer);
    else held = offer;
  });
  return {
    connect(take, installed) {
      taker = take;
      if (held) take(held);
      held = null;
      target.addEventListener('appinstalled', installed);
    },
  };
}
