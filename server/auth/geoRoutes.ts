// GET /web-api/geo/countries and /web-api/geo/phone-masks (SPEC section 7 "Phone countries",
// "Phone masks"): static data from domain/auth/countries.ts.
import type { FastifyInstance } from 'fastify';
import { COUNTRIES } from '../../domain/auth/countries';
import { arraySchema, objectSchema } from '../../domain/contract/jsonSchema';

const GEO_CACHE_CONTROL = 'public, max-age=3600';

export function registerGeoRoutes(app: FastifyInstance): void {
  app.get(
    '/web-api/geo/countries',
    {
      schema: {
        summary: 'Countries for registration and phone input',
        tags: ['geo'],
        response: {
          200: arraySchema(
            objectSchema(['id', 'name', 'country_code', 'tel_code'], {
              id: {
                type: 'integer',
                description: 'ISO 3166-1 numeric (the country_id of registration)',
              },
              name: { type: 'string' },
              country_code: { type: 'string', description: 'ISO 3166-1 alpha-2, lower case' },
              tel_code: { type: 'string', description: 'Calling code without +' },
            }),
          ),
        },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', GEO_CACHE_CONTROL);
      return COUNTRIES.map((c) => ({
        id: c.id,
        name: c.name,
        country_code: c.countryCode,
        tel_code: c.telCode,
      }));
    },
  );

  app.get(
    '/web-api/geo/phone-masks',
    {
      schema: {
        summary: 'Phone masks per country: # is one digit of the national number',
        tags: ['geo'],
        response: {
          200: arraySchema(
            objectSchema(['CountryId', 'Mask', 'Max', 'Min'], {
              CountryId: { type: 'integer' },
              Mask: { type: 'string' },
              Max: { type: 'integer', description: 'Most digits of the national number' },
              Min: { type: 'integer', description: 'Fewest digits of the national number' },
            }),
          ),
        },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', GEO_CACHE_CONTROL);
      return COUNTRIES.map((c) => ({ CountryId: c.id, Mask: c.mask, Max: c.max, Min: c.min }));
    },
  );
}
