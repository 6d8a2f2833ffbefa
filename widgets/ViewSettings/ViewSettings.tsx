import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../runtime/i18n';
import { APP_VIEW_TYPES } from '../../domain/odds';
import type { WidgetRenderProps } from '../../runtime/render/types';
import { useStores } from '../shared/stores';
import { VIEW_SETTINGS, type ViewSettingsProps } from '../../domain/widgetProps/ViewSettings';
import './ViewSettings.css';

type Setting = (typeof VIEW_SETTINGS)[number];
type FlagSetting = Exclude<Setting, 'viewType'>;

const FLAG_LABELS: Record<FlagSetting, string> = {
  onlyWithVideo: 'odds:only_with_video',
  upcoming: 'odds:upcoming',
  groupByCategories: 'odds:group_by_categories',
  champsByCountry: 'odds:champs_by_country',
  showGameId: 'odds:show_game_id',
  compactView: 'odds:compact_view',
};

/**
 * The display settings of SPEC section 3 (Global and Betting state): european or asian view, the
 * list filters (only with video, upcoming), grouping, show game number, compact view.
 */
function ViewSettings({ props }: WidgetRenderProps<ViewSettingsProps>) {
  const { t } = useTranslation();
  const { global, betting } = useStores();
  const name = useId();
  const settings: readonly Setting[] = props.settings ?? VIEW_SETTINGS;

  const flags: Record<FlagSetting, { checked: boolean; set: (on: boolean) => void }> = {
    onlyWithVideo: { checked: betting.isOnlyWithVideos, set: betting.setOnlyWithVideos },
    upcoming: { checked: betting.isUpcomingEvent, set: betting.setUpcomingEvent },
    groupByCategories: {
      checked: betting.isGroupSportsByCategories,
      set: betting.setGroupSportsByCategories,
    },
    champsByCountry: {
      checked: betting.isChampsGroupedByCountry,
      set: betting.setChampsGroupedByCountry,
    },
    showGameId: { checked: global.isShowGameId, set: global.setShowGameId },
    compactView: { checked: global.isAppCompactView, set: global.setCompactView },
  };

  return (
    <fieldset className="view-settings">
      <legend>{t(props.titleKey ?? 'odds:settings_title')}</legend>
      {settings.map((setting) =>
        setting === 'viewType' ? (
          <fieldset key={setting} className="view-settings__group">
            <legend>{t('odds:view_type_label')}</legend>
            {(['european', 'asian'] as const).map((viewType) => (
              <label key={viewType} className="view-settings__option">
                <input
                  type="radio"
                  name={name}
                  checked={global.appViewType === APP_VIEW_TYPES[viewType]}
                  onChange={() => global.setViewType(APP_VIEW_TYPES[viewType])}
                />
                {t(`odds:view_type_${viewType}`)}
              </label>
            ))}
          </fieldset>
        ) : (
          <label key={setting} className="view-settings__option">
            <input
              type="checkbox"
              checked={flags[setting].checked}
              onChange={(event) => flags[setting].set(event.target.checked)}
            />
            {t(FLAG_LABELS[setting])}
          </label>
        ),
      )}
    </fieldset>
  );
}

export default observer(ViewSettings);
