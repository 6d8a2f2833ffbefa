import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../runtime/i18n';
import { useStores } from '../shared/stores';
import { FormNote, SelectField } from '../shared/FormFields';
import { BONUS_TYPE_CHOICES, type BonusSettingsBody } from '../../domain/bonus/bonusSettings';
import type { ActionResult } from '../../stores/actionResult';

/**
 * SPEC section 3 notification settings bonus_type and first_deposit_bonus_type: the bonus kinds
 * the customer chose. The first-deposit one is shown, not offered, once the first deposit is in.
 */
function BonusSettingsFields(p: { onSaved: (result: ActionResult) => void }) {
  const { t } = useTranslation();
  const { userConfig } = useStores();
  const settings = userConfig.bonusSettings;
  if (!settings) return null;
  const choices = BONUS_TYPE_CHOICES.map((value) => ({
    value: String(value),
    label: t(`auth:bonus_choice_${value}`),
  }));
  const save = async (changes: BonusSettingsBody) => {
    p.onSaved(await userConfig.saveBonusSettings(changes));
  };
  const asChoice = (value: string) => Number(value) as (typeof BONUS_TYPE_CHOICES)[number];
  return (
    <fieldset className="form__fieldset">
      <legend className="form__legend">{t('office:bonus_settings_legend')}</legend>
      {settings.first_deposit_open ? (
        <SelectField
          label={t('office:first_deposit_bonus_type')}
          value={String(settings.first_deposit_bonus_type)}
          options={choices}
          onChange={(value) => void save({ first_deposit_bonus_type: asChoice(value) })}
        />
      ) : (
        <FormNote kind="hint">
          {t('office:first_deposit_bonus_type_final', {
            choice: t(`auth:bonus_choice_${settings.first_deposit_bonus_type}`),
          })}
        </FormNote>
      )}
      <SelectField
        label={t('office:bonus_type')}
        value={settings.bonus_type === null ? '' : String(settings.bonus_type)}
        options={
          settings.bonus_type === null
            ? [{ value: '', label: t('office:bonus_type_unset') }, ...choices]
            : choices
        }
        onChange={(value) => {
          if (value !== '') void save({ bonus_type: asChoice(value) });
        }}
      />
    </fieldset>
  );
}

export default observer(BonusSettingsFields);
