// The JSON Schemas the studio's endpoints share (server/studio/studioRoutes.ts and
// createdPageRoutes.ts): a resource's query, findings of the check, a draft conflict, refusals.
import { CONTENT_KINDS } from '../../domain/studio/contract';
import { errorResponseSchema, errorAnswers } from '../http/httpSchemas';
import { brandQuerySchema } from '../operators/operatorRoutes';
import { arraySchema, closedObjectSchema, objectSchema } from '../../domain/contract/jsonSchema';

export const resourceProperties = {
  brand: brandQuerySchema,
  kind: { type: 'string', enum: [...CONTENT_KINDS] },
  id: { type: 'string', minLength: 1, maxLength: 120 },
} as const;
export const resourceQuerySchema = closedObjectSchema(['brand', 'kind', 'id'], resourceProperties);
export const documentSchema = {
  type: 'object',
  description: 'The JSON document (an object)',
} as const;
export const findingsSchema = arraySchema(
  objectSchema(['file', 'pointer', 'message'], {
    file: { type: 'string' },
    pointer: { type: 'string' },
    message: { type: 'string' },
  }),
);
export const conflictSchema = {
  type: 'object',
  properties: {
    ...errorResponseSchema.properties,
    current: objectSchema(['document', 'revision', 'author', 'savedAt'], {
      document: { type: 'object', additionalProperties: true },
      revision: { type: 'integer' },
      author: { type: 'string' },
      savedAt: { type: 'string' },
    }),
  },
} as const;
export const findingsErrorSchema = {
  type: 'object',
  properties: { ...errorResponseSchema.properties, findings: findingsSchema },
} as const;
export const refusals = errorAnswers(400, 401, 403, 404, 413);
