// Build side: how the customer bundle is cut into chunks (vite.config.ts). Every page loads the
// libraries of the entry and the widgets of the layouts (the client prepares every layout at
// start) with the header and footer parts they place; each of those in a chunk of its own cost a
// request, its headers and the compression its neighbours would have shared. So they travel in two
// chunks, `framework` and `shell`. The shell's widgets are read from the schemas, so a brand whose
// layout places another widget gets it in the shell with no change here. Nodes marked `lazy` stay
// out: they load when shown.
//
// Three more groups gather what was some forty files of under a kilobyte each, compressed apart
// (about 12 KB more on home than as one stream, measured by `npm run bench:bundle`): `core`, the
// sports lists' widgets (odds, game rows) with the stores and API client every page makes, which
// they import; `home`, the home page's own widgets (banner, top games, links); and
// `account-forms`, the guest's sign-in, registration and recovery forms the header opens (fetched
// ahead of need by the idle prefetch, SPEC section 9). Two load only when needed: `query`,
// react-query with the app's query client, with the first widget that queries (home's first screen
// runs none); `casino-lists`, the casino lists' shared code with home's showcase, which asks for
// it when it comes near the viewport (RemotePart `whenNear`).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface ChunkGroup {
  name: string;
  test: RegExp;
  priority: number;
}

/** The libraries the entry imports statically. */
const FRAMEWORK_PACKAGES = [
  'react',
  'react-dom',
  'scheduler',
  'mobx',
  'mobx-react-lite',
  'use-sync-external-store',
  'i18next',
  'react-i18next',
];

/** The home page's own widgets shown at once (schemas/pages/home.json). */
const HOME_WIDGETS = ['HeroBanner', 'TopGames', 'LinkList'];

/** The casino lists' widgets of home's showcase (schemas/parts/home-showcase.json). */
const SHOWCASE_WIDGETS = ['HomeShowcase', 'GamesShowcase'];

/**
 * Modules of the shell's widgets that their widget imports lazily (a dialog shown on demand): they
 * stay out of `shell` and load when first shown.
 */
const SHELL_LAZY_MODULES = [
  'RechargeModal',
  'LimitReminderDialog',
  'ConversionReminderDialog',
  'SignedInAccount',
];

/** The guest's sign-in, registration and password recovery, which the header opens. */
const ACCOUNT_FORM_WIDGETS = ['AuthForm', 'RegistrationForm', 'PasswordRecovery'];

/**
 * Shared sports modules only lazy widgets use (the combo card of the accumulator of the day and
 * Bets on your): they stay out of `core` and load with those widgets.
 */
const LAZY_SHARED_SPORTS_MODULES = ['ComboCard'];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

interface SchemaNode {
  widget?: unknown;
  lazy?: unknown;
  props?: { name?: unknown };
}

/** Widgets of a schema document that render at once (not `lazy`), and the parts it places. */
function eagerWidgets(document: unknown, widgets: Set<string>, parts: Set<string>): void {
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      value.forEach(visit);
      return;
    }
    if (typeof value !== 'object' || value === null) return;
    const node = value as SchemaNode;
    if (typeof node.widget === 'string') {
      if (node.lazy === true) return;
      widgets.add(node.widget);
      if (node.widget === 'RemotePart' && typeof node.props?.name === 'string')
        parts.add(node.props.name);
    }
    Object.values(value).forEach(visit);
  };
  visit(document);
}

/** The widget names every page renders: the layouts' and those of the parts the layouts place. */
export function shellWidgetNames(schemasDir: string): string[] {
  const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as unknown;
  const widgets = new Set<string>();
  const parts = new Set<string>();
  const layoutsDir = path.join(schemasDir, 'layouts');
  for (const file of readdirSync(layoutsDir).filter((f) => f.endsWith('.json')))
    eagerWidgets(readJson(path.join(layoutsDir, file)), widgets, parts);
  for (const part of parts)
    eagerWidgets(readJson(path.join(schemasDir, 'parts', `${part}.json`)), widgets, new Set());
  return [...widgets].sort();
}

export function chunkGroups(schemasDir: string): ChunkGroup[] {
  const separator = '[\\\\/]';
  const packages = FRAMEWORK_PACKAGES.map((name) => escape(name).replace('\\/', separator));
  const shell = shellWidgetNames(schemasDir).map(escape);
  // A widget's index.ts is its definition, registered by the entry: it stays there.
  const notDefinition = '(?!index\\.)';
  return [
    {
      name: 'framework',
      test: new RegExp(`${separator}node_modules${separator}(${packages.join('|')})${separator}`),
      priority: 2,
    },
    {
      name: 'shell',
      test: new RegExp(
        [
          `${separator}widgets${separator}(${shell.join('|')})${separator}(?!(${SHELL_LAZY_MODULES.join('|')})\\.)`,
          // The runtime's RemotePart, which places the header and footer, and what it shares
          // with the entry: a chunk of its own would be one more request on every first load.
          `${separator}runtime${separator}parts${separator}(RemotePart|PartFailureView|reservedHeight|PartsContext)\\.`,
          `${separator}runtime${separator}render${separator}(contexts|WidgetTree)\\.`,
        ].join('|'),
      ),
      priority: 1,
    },
    {
      name: 'core',
      test: new RegExp(
        [
          `${separator}widgets${separator}shared${separator}(sports${separator}(?!(${LAZY_SHARED_SPORTS_MODULES.join('|')})\\.)|sportsPaths\\.|failureText\\.|pageNavigation\\.)`,
          `${separator}widgets${separator}OddsCell${separator}${notDefinition}`,
          `${separator}domain${separator}sports${separator}(liveRule|types)\\.`,
          // Contracts the coupon, the office and the casino share: kept here so that none of them
          // loads the casino lists' chunk (and react-query with it) for them.
          `${separator}domain${separator}(bonus${separator}contract|casino${separator}gameLaunch)\\.`,
          `${separator}runtime${separator}render${separator}useNearViewport\\.`,
        ].join('|'),
      ),
      priority: 0,
    },
    {
      name: 'query',
      test: new RegExp(
        [
          `${separator}node_modules${separator}@tanstack${separator}`,
          `${separator}runtime${separator}api${separator}queryClient\\.`,
        ].join('|'),
      ),
      priority: 2,
    },
    {
      name: 'home',
      test: new RegExp(
        `${separator}widgets${separator}(${HOME_WIDGETS.join('|')})${separator}${notDefinition}`,
      ),
      priority: 0,
    },
    {
      name: 'casino-lists',
      test: new RegExp(
        [
          `${separator}widgets${separator}(${SHOWCASE_WIDGETS.join('|')})${separator}${notDefinition}`,
          `${separator}widgets${separator}shared${separator}casino${separator}`,
          `${separator}domain${separator}casino${separator}catalogueTypes\\.`,
        ].join('|'),
      ),
      priority: 0,
    },
    {
      name: 'account-forms',
      test: new RegExp(
        [
          `${separator}widgets${separator}(${ACCOUNT_FORM_WIDGETS.join('|')})${separator}${notDefinition}`,
          `${separator}widgets${separator}shared${separator}(NewPasswordField|FormFields|CodeFields|PhoneFields|SocialProviderButtons|useSocialError|useAfterSignIn)\\.`,
          `${separator}domain${separator}auth${separator}(countries|personalData|passwordStrength|keyboardLayouts)\\.`,
        ].join('|'),
      ),
      priority: 0,
    },
  ];
}
