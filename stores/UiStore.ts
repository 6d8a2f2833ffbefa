import { makeAutoObservable } from 'mobx';
import {
  deviceFor,
  isMobilePlatformType,
  isVersionChoice,
  type VersionChoice,
  layoutWidthFor,
  scrollToTopVisible,
  type DeviceType,
  type LayoutWidth,
} from '../domain';

/** What the store listens to: a window, or a fake of one in tests. */
export interface ViewportSource {
  readonly innerWidth: number;
  readonly innerHeight: number;
  readonly scrollY: number;
  readonly location?: { readonly search: string };
  addEventListener(
    type: 'resize' | 'scroll',
    listener: () => void,
    options?: AddEventListenerOptions,
  ): void;
  removeEventListener(type: 'resize' | 'scroll', listener: () => void): void;
}

// SPEC section 9 "Timers": resize throttle 100 ms.
export const RESIZE_THROTTLE_MS = 100;

export interface UiStoreDeps {
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
  /** Where the chosen version is remembered (localStorage; null keeps it for the visit only). */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
}

/** The key of the version chosen on the `mobile` or `desktop` page (SPEC section 2). */
export const VERSION_STORAGE_KEY = 'ui:version';

function defaultStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage disabled by the browser
  }
}

function readChoice(storage: Pick<Storage, 'getItem'> | null): VersionChoice {
  try {
    const stored = storage?.getItem(VERSION_STORAGE_KEY);
    return isVersionChoice(stored) ? stored : null;
  } catch {
    return null;
  }
}

/** Viewport, scroll position and device type; the rules themselves live in domain/. */
export class UiStore {
  viewportWidth = 1366;
  viewportHeight = 768;
  scrollY = 0;
  /** platform_type=mobile (SPEC section 1) forces the mobile layout. */
  forcedMobile = false;
  /** The version chosen on the `mobile` or `desktop` page (SPEC section 2); null: by width. */
  chosenVersion: VersionChoice = null;

  private connections = 0;
  private readonly storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  private disconnect: (() => void) | null = null;
  private readonly setTimer: (fn: () => void, ms: number) => unknown;
  private readonly clearTimer: (handle: unknown) => void;

  constructor(deps: UiStoreDeps = {}) {
    this.setTimer = deps.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
    this.clearTimer =
      deps.clearTimer ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));
    this.storage = deps.storage === undefined ? defaultStorage() : deps.storage;
    this.chosenVersion = readChoice(this.storage);
    makeAutoObservable<this, 'connections' | 'disconnect' | 'setTimer' | 'clearTimer' | 'storage'>(
      this,
      { connections: false, disconnect: false, setTimer: false, clearTimer: false, storage: false },
      { autoBind: true },
    );
  }

  get device(): DeviceType {
    return deviceFor(this.viewportWidth, this.forcedMobile, this.chosenVersion);
  }

  get layoutWidth(): LayoutWidth {
    return layoutWidthFor(this.viewportWidth);
  }

  get isScrollToTopVisible(): boolean {
    return scrollToTopVisible(this.scrollY, this.viewportHeight, this.device);
  }

  setViewport(width: number, height: number): void {
    this.viewportWidth = width;
    this.viewportHeight = height;
  }

  setScrollY(scrollY: number): void {
    this.scrollY = Math.max(0, scrollY);
  }

  setForcedMobile(forced: boolean): void {
    this.forcedMobile = forced;
  }

  /** The `mobile` and `desktop` pages: switch to that version and remember it on the device. */
  chooseVersion(version: VersionChoice): void {
    this.chosenVersion = version;
    try {
      if (version) this.storage?.setItem(VERSION_STORAGE_KEY, version);
      else this.storage?.removeItem(VERSION_STORAGE_KEY);
    } catch {
      // storage full or disabled: the choice holds for this visit
    }
  }

  setPlatformType(platformType: string | null | undefined): void {
    this.forcedMobile = isMobilePlatformType(platformType);
  }

  /**
   * Follows the source's size and scroll until the returned function is called. Widgets that
   * need the viewport call it on mount; the listeners are shared and removed with the last user.
   */
  connect(source: ViewportSource): () => void {
    this.connections += 1;
    if (this.connections === 1) this.disconnect = this.listen(source);
    let connected = true;
    return () => {
      if (!connected) return;
      connected = false;
      this.connections -= 1;
      if (this.connections === 0) {
        this.disconnect?.();
        this.disconnect = null;
      }
    };
  }

  private listen(source: ViewportSource): () => void {
    const platformType = new URLSearchParams(source.location?.search ?? '').get('platform_type');
    if (platformType !== null) this.setPlatformType(platformType);
    this.setViewport(source.innerWidth, source.innerHeight);
    this.setScrollY(source.scrollY);

    let resizeTimer: unknown = null;
    const onResize = () => {
      if (resizeTimer !== null) return;
      resizeTimer = this.setTimer(() => {
        resizeTimer = null;
        this.setViewport(source.innerWidth, source.innerHeight);
      }, RESIZE_THROTTLE_MS);
    };
    const onScroll = () => this.setScrollY(source.scrollY);
    source.addEventListener('resize', onResize);
    source.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      source.removeEventListener('resize', onResize);
      source.removeEventListener('scroll', onScroll);
      if (resizeTimer !== null) this.clearTimer(resizeTimer);
    };
  }
}
