import { useTranslation } from '../../runtime/i18n';
import { useParams } from 'react-router-dom';
import type { WidgetRenderProps } from '../../runtime/render/types';
import { QueryScope } from '../shared/bets/QueryScope';
import { TabLinks } from '../shared/TabLinks';
import { LottoCatalog } from './LottoCatalog';
import { LottoResults } from './LottoResults';
import { LottoView } from './LottoView';
import type { LottoProps } from '../../domain/widgetProps/Lotto';
import '../shared/forms.css';
import '../shared/casino/casino.css';
import '../shared/shimmer.css';
import './lotto.css';

export type LottoSection = 'catalog' | 'results' | 'view';

/** What the route shows: no section (or view without a lottery) is the catalogue. */
export function lottoSectionOf(section: string | undefined, lottoId: string | undefined) {
  if (section === 'results') return 'results';
  if (section === 'view' && lottoId) return 'view';
  return 'catalog';
}

const NAV: readonly { section: Exclude<LottoSection, 'view'>; labelKey: string }[] = [
  { section: 'catalog', labelKey: 'lotto:section_catalog' },
  { section: 'results', labelKey: 'lotto:section_results' },
];

function LottoNav({ current }: { current: LottoSection }) {
  const { t } = useTranslation();
  return (
    <TabLinks
      className="lotto-nav"
      label={t('lotto:nav_label')}
      tabs={NAV.map((item) => ({
        to: `lotto/${item.section}`,
        text: t(item.labelKey),
        current: current === item.section,
      }))}
    />
  );
}

export default function Lotto({ props }: WidgetRenderProps<LottoProps>) {
  const { t } = useTranslation();
  const params = useParams();
  const lottoId = params[props.idParam] || undefined;
  const section = lottoSectionOf(params[props.sectionParam], lottoId);
  return (
    <div className="casino lotto">
      <div className="lotto__head">
        <h1>{t('lotto:page_title')}</h1>
        <LottoNav current={section} />
      </div>
      <QueryScope>
        {section === 'view' && lottoId ? (
          <LottoView key={lottoId} lotteryId={lottoId} />
        ) : section === 'results' ? (
          <LottoResults lotteryId={lottoId} />
        ) : (
          <LottoCatalog />
        )}
      </QueryScope>
    </div>
  );
}
