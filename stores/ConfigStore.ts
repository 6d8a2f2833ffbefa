import { makeAutoObservable, observable } from 'mobx';
import type { SiteConfig } from '../runtime/schema/types';
import { DEFAULT_MINIMUM_AGE } from '../domain';

/** The resolved site config of the brand (GET /bff-api/config/all.json); replaced whole on reload. */
export class ConfigStore {
  config: SiteConfig;

  constructor(config: SiteConfig) {
    this.config = config;
    // The config is replaced as a whole, never mutated: a reference is enough and cheap.
    makeAutoObservable(this, { config: observable.ref }, { autoBind: true });
  }

  replace(config: SiteConfig): void {
    this.config = config;
  }

  get minimumAge(): number {
    return this.config.minimumAge ?? DEFAULT_MINIMUM_AGE;
  }
}
