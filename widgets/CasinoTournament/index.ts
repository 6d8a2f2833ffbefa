import type { WidgetDefinition } from '../../runtime/render/types';
import type { CasinoTournamentProps } from '../../domain/widgetProps/CasinoTournament';

// One casino tournament with its prizes and leaderboard from real play (bonus/casino/tournaments/{id}).
export const casinoTournamentWidget: WidgetDefinition<CasinoTournamentProps> = {
  name: 'CasinoTournament',
  load: () => import('./CasinoTournament'),
};
