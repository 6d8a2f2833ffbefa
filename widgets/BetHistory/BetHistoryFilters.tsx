import { useTranslation } from '../../runtime/i18n';
import {
  BET_HISTORY_PERIODS,
  BET_HISTORY_STATUS_FILTERS,
  BOOKED_COUPON_TYPE_IDS,
  isBetHistoryPeriod,
  isBetHistoryStatusFilter,
  isBookedCouponTypeId,
  type BetHistoryFilters as Filters,
} from '../../domain/coupon';
import { HISTORY_PRODUCTS, isHistoryProduct } from '../../domain/casino/casinoHistory';
import { SelectField } from '../shared/FormFields';

/** The select value of "every type". */
const ALL_TYPES = 'all';
/** The words of each product (all, sports coupons, casino rounds, toto and lotto tickets). */
const PRODUCT_TEXT = {
  all: 'history:product_all',
  sports: 'history:product_sports',
  casino: 'history:product_casino',
  toto: 'history:product_toto',
  lotto: 'history:product_lotto',
} as const;

/** Product, period, status and type of the history: four labelled selects. */
export function BetHistoryFilters(p: { value: Filters; onChange: (filters: Filters) => void }) {
  const { t } = useTranslation();
  return (
    <fieldset className="form__fieldset bet-history__filters">
      <legend className="visually-hidden">{t('history:filters_label')}</legend>
      <SelectField
        label={t('history:product_label')}
        value={p.value.product ?? 'sports'}
        options={HISTORY_PRODUCTS.map((product) => ({
          value: product,
          label: t(PRODUCT_TEXT[product]),
        }))}
        onChange={(product) => {
          if (isHistoryProduct(product)) p.onChange({ ...p.value, product });
        }}
      />
      <SelectField
        label={t('history:period_label')}
        value={p.value.period}
        options={BET_HISTORY_PERIODS.map((period) => ({
          value: period,
          label: t(`history:period_${period}`),
        }))}
        onChange={(period) => {
          if (isBetHistoryPeriod(period)) p.onChange({ ...p.value, period });
        }}
      />
      <SelectField
        label={t('history:status_label')}
        value={p.value.status}
        options={BET_HISTORY_STATUS_FILTERS.map((status) => ({
          value: status,
          label: t(`history:status_${status}`),
        }))}
        onChange={(status) => {
          if (isBetHistoryStatusFilter(status)) p.onChange({ ...p.value, status });
        }}
      />
      <SelectField
        label={t('history:type_label')}
        value={p.value.typeId === null ? ALL_TYPES : String(p.value.typeId)}
        options={[
          { value: ALL_TYPES, label: t('history:type_all') },
          ...BOOKED_COUPON_TYPE_IDS.map((typeId) => ({
            value: String(typeId),
            label: t(`history:type_${typeId}`),
          })),
        ]}
        onChange={(value) => {
          const typeId = Number(value);
          p.onChange({ ...p.value, typeId: isBookedCouponTypeId(typeId) ? typeId : null });
        }}
      />
    </fieldset>
  );
}
