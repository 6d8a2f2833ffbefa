// The precompiled (ajv standalone) validators: the only place the client imports them.
export {
  validateLayout,
  validatePage,
  validatePart,
  validateRouteTable,
  validateSiteConfig,
  widgetPropsValidators,
} from 'virtual:schema-validators';
