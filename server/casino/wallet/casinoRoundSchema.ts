// JSON Schema of a casino round in the history's answer (domain/casino/casinoHistory.ts).
import { objectSchema } from '../../../domain/contract/jsonSchema';
export const casinoRoundSchema = objectSchema(
  [
    'id',
    'gameId',
    'gameName',
    'providerId',
    'providerRoundId',
    'currencyId',
    'stake',
    'win',
    'refund',
    'status',
    'openedAt',
    'closedAt',
    'fairness',
  ],
  {
    id: { type: 'integer' },
    gameId: { type: 'integer' },
    gameName: { type: ['string', 'null'] },
    providerId: { type: 'string' },
    providerRoundId: { type: 'string' },
    currencyId: { type: 'integer' },
    stake: { type: 'number', description: 'Stakes, major units' },
    win: { type: 'number', description: 'Wins, major units' },
    refund: { type: 'number', description: 'Stakes given back by rollbacks, major units' },
    status: { type: 'string', enum: ['open', 'won', 'lost', 'void'] },
    openedAt: { type: 'string', format: 'date-time' },
    closedAt: { type: ['string', 'null'], format: 'date-time' },
    fairness: {
      type: ['object', 'null'],
      properties: {
        serverSeedHash: { type: 'string' },
        serverSeed: { type: 'string' },
        clientSeed: { type: 'string' },
        nonce: { type: 'integer' },
      },
    },
  },
);
