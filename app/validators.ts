// The schema validators generated at build time: the only place the client imports them.
export {
  validateLayout,
  validatePage,
  validatePart,
  validateRouteTable,
  validateSiteConfig,
  widgetPropsValidators,
} from 'virtual:schema-validators';
