// The site flags a preview may force on or off: the boolean keys of the site config.
import siteConfig from '../../../runtime/schema/json/site-config.schema.json';

const properties = siteConfig.properties as Record<string, { type?: unknown }>;

export const SITE_FLAGS: readonly string[] = Object.keys(properties)
  .filter((key) => properties[key]?.type === 'boolean')
  .sort();
