import { i18nKey, type PropsOf } from './parts/propsParts';
import { closedOptionalObjectSchema } from '../contract/jsonSchema';

export const propsSchema = closedOptionalObjectSchema({ labelKey: i18nKey });

export type ThemeSwitchProps = PropsOf<typeof propsSchema>;
