// Sport icons: hand-drawn 24x24 outlines (stroke, no fill, as widgets/shared/iconPaths.ts), kept
// inline so a sports list makes no extra request. A sport is matched by its slug (sportKinds.ts);
// a sport without its own drawing gets its family's (an esports discipline) or the generic one.
import { FALLBACK_SPORT_KIND, sportKind, type SportKind } from './sportKinds';

export const SPORT_ICON_PATHS: Readonly<Record<SportKind, string>> = {
  football:
    'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM12 7.5l4 2.9-1.5 4.6h-5L8 10.4zM12 7.5V2.5M16 10.4l4.8-1.6M14.5 15l3 4M9.5 15l-3 4M8 10.4L3.2 8.8',
  basketball:
    'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM2 12h20M12 2v20M5 4.9c3.2 3.6 3.2 10.6 0 14.2M19 4.9c-3.2 3.6-3.2 10.6 0 14.2',
  tennis:
    'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM5.2 4.7c3.4 3.7 3.4 10.9 0 14.6M18.8 4.7c-3.4 3.7-3.4 10.9 0 14.6',
  'ice-hockey':
    'M5 3l6.5 13H19a1.5 1.5 0 0 1 0 3h-9L2.5 4.2M14 9.5c0-.8 1.3-1.5 3-1.5s3 .7 3 1.5v2c0 .8-1.3 1.5-3 1.5s-3-.7-3-1.5zM14 9.5c0 .8 1.3 1.5 3 1.5s3-.7 3-1.5',
  volleyball:
    'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM12 12V2M12 12l8.7 5M12 12l-8.7 5M7.5 3.1C6.6 7.5 8.3 10.8 12 12M21.4 8.6C17.6 8.2 14.6 9.6 12 12M6.3 20.3c1.9-3.6 3.7-5.8 5.7-8.3',
  handball:
    'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM3 9c4 1 8 4 9 13M21 9c-4 1-8 4-9 13M6 3.9C8 6 10 7 12 7s4-1 6-3.1',
  'table-tennis':
    'M13.6 14.9l6.2 6.2a1.4 1.4 0 0 0 2-2l-6.2-6.2M4.2 4.2a6 6 0 0 1 8.5 0 6 6 0 0 1 1.2 6.7l-3 3a6 6 0 0 1-6.7-1.2 6 6 0 0 1 0-8.5zM19 7.5a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
  baseball:
    'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM6 4c2.3 2.3 3 5 3 8s-.7 5.7-3 8M18 4c-2.3 2.3-3 5-3 8s.7 5.7 3 8',
  esports: 'M12 20a8 8 0 1 0 0-16 8 8 0 0 0 0 16zM12 1.5V8M12 16v6.5M1.5 12H8M16 12h6.5M12 12v.01',
  'e-football':
    'M6.5 7.5h11A4.5 4.5 0 0 1 22 12v2.2a3 3 0 0 1-5.3 1.9L15 14H9l-1.7 2.1A3 3 0 0 1 2 14.2V12a4.5 4.5 0 0 1 4.5-4.5zM7 10v4M5 12h4M16 11v.01M18 13v.01',
  sport: 'M8 4h8v5a4 4 0 0 1-8 0zM8 6H4a4 4 0 0 0 4 5M16 6h4a4 4 0 0 1-4 5M12 13v4M8 21h8M9 17h6',
};

export type SportIconName = SportKind;

/** The drawing for a sport without its own. */
export const FALLBACK_SPORT_ICON: SportIconName = FALLBACK_SPORT_KIND;

/** The icon of a sport by its slug: its kind (sportKinds.ts). */
export const sportIconName = sportKind;
