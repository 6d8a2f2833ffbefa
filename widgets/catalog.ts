// Every widget the schemas may name (shared-interfaces.md). Components load lazily, so a page
// pulls in only the widgets it renders.
import type { WidgetDefinition } from '../runtime/render/types';
import { bottomNavWidget } from './BottomNav';
import { containerWidget } from './Container';
import { footerWidget } from './Footer';
import { headerWidget } from './Header';
import { headingWidget } from './Heading';
import { heroBannerWidget } from './HeroBanner';
import { homeShowcaseWidget } from './HomeShowcase';
import { infoPageWidget } from './InfoPage';
import { linkListWidget } from './LinkList';
import { mainContentWidget } from './MainContent';
import { maintenanceNoticeWidget } from './MaintenanceNotice';
import { notFoundMessageWidget } from './NotFoundMessage';
import { policyLogoWidget } from './PolicyLogo';
import { richTextWidget } from './RichText';
import { scrollToTopWidget } from './ScrollToTop';
import { sectionWidget } from './Section';
import { seoBlockWidget } from './SeoBlock';
import { skeletonGamesWidget } from './SkeletonGames';
import { skipLinkWidget } from './SkipLink';
import { snowfallWidget } from './Snowfall';
import { stackWidget } from './Stack';
import { threeColumnsWidget } from './ThreeColumns';

// Each definition has its own props type; the registry only needs the common shape.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const widgetCatalog: WidgetDefinition<any>[] = [
  bottomNavWidget,
  containerWidget,
  footerWidget,
  headerWidget,
  headingWidget,
  heroBannerWidget,
  homeShowcaseWidget,
  infoPageWidget,
  linkListWidget,
  mainContentWidget,
  maintenanceNoticeWidget,
  notFoundMessageWidget,
  policyLogoWidget,
  richTextWidget,
  scrollToTopWidget,
  sectionWidget,
  seoBlockWidget,
  skeletonGamesWidget,
  skipLinkWidget,
  snowfallWidget,
  stackWidget,
  threeColumnsWidget,
];
