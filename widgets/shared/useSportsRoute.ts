import { useLocation, useParams } from 'react-router-dom';
import type { BettingType, CyberType } from '../../domain/sports/types';
import { idOf, isCyberType, type CyberBase } from './sportsPaths';

/** What the current sports URL names (schemas/routes.json): section, ids and cyber type. */
export interface SportsRoute {
  /** live/... or line/...; undefined on pages outside the two sections. */
  bettingType: BettingType | undefined;
  menuSection: number | undefined;
  sportId: number | undefined;
  champId: number | undefined;
  gameId: number | undefined;
  teamId: number | undefined;
  cyberBase: CyberBase | undefined;
  cyberType: CyberType | undefined;
}

const SECTION = /^\/[a-z]{2}\/(live|line|cyber|esports)(?:\/|$)/;

export function useSportsRoute(): SportsRoute {
  const params = useParams();
  const { pathname } = useLocation();
  const first = SECTION.exec(pathname)?.[1];
  return {
    bettingType: first === 'live' || first === 'line' ? first : undefined,
    menuSection: idOf(params.menuSection),
    sportId: idOf(params.sport),
    champId: idOf(params.champ ?? params.champId),
    gameId: idOf(params.game),
    teamId: idOf(params.teamId),
    cyberBase: first === 'cyber' || first === 'esports' ? first : undefined,
    cyberType: isCyberType(params.type) ? params.type : undefined,
  };
}
