import { i18nKey, type PropsOf } from './parts/propsParts';
import { closedObjectSchema } from '../contract/jsonSchema';

export const propsSchema = closedObjectSchema(['titleKey'], {
  titleKey: i18nKey,
  showBanners: { type: 'boolean', default: true },
});

export type CasinoLobbyProps = PropsOf<typeof propsSchema>;
