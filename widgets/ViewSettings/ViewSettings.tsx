import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../runtime/i18n';
import { APP_VIEW_TYPES } from '../../domain/odds';
import {
  APP_FONT_SIZES,
  COEF_INDICATION_TYPES,
  type LocalFlag,
} from '../../stores/sports/GlobalStore';
import type { WidgetRenderProps } from '../../runtime/render/types';
import { useStores } from '../shared/stores';
import { VIEW_SETTINGS, type ViewSettingsProps } from '../../domain/widgetProps/ViewSettings';
import './ViewSettings.css';

type Setting = (typeof VIEW_SETTINGS)[number];
type ChoiceSetting = 'viewType' | 'fontSize' | 'coefIndication';
type FlagSetting = Exclude<Setting, ChoiceSetting>;

interface Flag {
  checked: boolean;
  set: (on: boolean) => void;
}

interface Choice {
  labelKey: string;
  options: { value: number; labelKey: string }[];
  value: number;
  set: (value: number) => unknown;
}

/** One choice of several, as radio buttons in their own group. */
function ChoiceGroup({ choice }: { choice: Choice }) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className="view-settings__group">
      <legend>{t(choice.labelKey)}</legend>
      {choice.options.map((option) => (
        <label key={option.value} className="view-settings__option">
          <input
            type="radio"
            name={name}
            checked={choice.value === option.value}
            onChange={() => choice.set(option.value)}
          />
          {t(option.labelKey)}
        </label>
      ))}
    </fieldset>
  );
}

const FONT_SIZE_KEYS: Record<(typeof APP_FONT_SIZES)[number], string> = {
  14: 'odds:font_size_small',
  16: 'odds:font_size_normal',
  18: 'odds:font_size_large',
  20: 'odds:font_size_largest',
};

const FLAG_LABELS: Record<FlagSetting, string> = {
  onlyWithVideo: 'odds:only_with_video',
  upcoming: 'odds:upcoming',
  groupByCategories: 'odds:group_by_categories',
  champsByCountry: 'odds:champs_by_country',
  showGameId: 'odds:show_game_id',
  compactView: 'odds:compact_view',
  statsInNewWindow: 'odds:stats_in_new_window',
  accumulatorOfTheDay: 'odds:accumulator_of_the_day',
  liveAccumulatorOfTheDay: 'odds:live_accumulator_of_the_day',
  moveVideoOnScroll: 'odds:move_video_on_scroll',
};

/**
 * The display settings of SPEC section 3 (Global and Betting state): european or asian view, the
 * list filters (only with video, upcoming), grouping, show game number, compact view.
 */
function ViewSettings({ props }: WidgetRenderProps<ViewSettingsProps>) {
  const { t } = useTranslation();
  const { global, betting } = useStores();
  const settings: readonly Setting[] = props.settings ?? VIEW_SETTINGS;

  /** A display flag the global store keeps in local storage. */
  const localFlag = (flag: LocalFlag): Flag => ({
    checked: global[flag],
    set: (on) => global.setFlag(flag, on),
  });
  const flags: Record<FlagSetting, Flag> = {
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
    showGameId: localFlag('isShowGameId'),
    compactView: localFlag('isAppCompactView'),
    statsInNewWindow: localFlag('isDisplayStatsInNewWindow'),
    accumulatorOfTheDay: localFlag('isAccumulatorOfTheDay'),
    liveAccumulatorOfTheDay: localFlag('isLiveAccumulatorOfTheDay'),
    // SPEC section 3 isMoveVideoOnScroll: the open match zone floats when scrolled past.
    moveVideoOnScroll: localFlag('isMoveVideoOnScroll'),
  };

  const choices: Record<ChoiceSetting, Choice> = {
    viewType: {
      labelKey: 'odds:view_type_label',
      options: (['european', 'asian'] as const).map((viewType) => ({
        value: APP_VIEW_TYPES[viewType],
        labelKey: `odds:view_type_${viewType}`,
      })),
      value: global.appViewType,
      set: (value) => global.setViewType(value as (typeof APP_VIEW_TYPES)['european']),
    },
    // SPEC section 3 appFontSize: the whole page's text follows.
    fontSize: {
      labelKey: 'odds:font_size_label',
      options: APP_FONT_SIZES.map((size) => ({ value: size, labelKey: FONT_SIZE_KEYS[size] })),
      value: global.appFontSize,
      set: global.setFontSize,
    },
    // SPEC section 3 coefIndicationType: how a moved price is marked.
    coefIndication: {
      labelKey: 'odds:coef_indication_label',
      options: Object.entries(COEF_INDICATION_TYPES).map(([key, value]) => ({
        value,
        labelKey: `odds:coef_indication_${key}`,
      })),
      value: global.coefIndicationType,
      set: global.setCoefIndicationType,
    },
  };

  return (
    <fieldset className="view-settings">
      <legend>{t(props.titleKey ?? 'odds:settings_title')}</legend>
      {settings.map((setting) =>
        setting in choices ? (
          <ChoiceGroup key={setting} choice={choices[setting as ChoiceSetting]} />
        ) : (
          <label key={setting} className="view-settings__option">
            <input
              type="checkbox"
              checked={flags[setting as FlagSetting].checked}
              onChange={(event) => flags[setting as FlagSetting].set(event.target.checked)}
            />
            {t(FLAG_LABELS[setting as FlagSetting])}
          </label>
        ),
      )}
    </fieldset>
  );
}

export default observer(ViewSettings);
