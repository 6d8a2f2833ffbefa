// POST /bff-api/reports: what the client tells us about broken UI.
import { closedObjectSchema } from '../../domain/contract/jsonSchema';

export const CLIENT_REPORT_KINDS = [
  'widget-error',
  'unknown-widget',
  'invalid-props',
  'part-error',
  'code-to-eval',
  'invalid-schema',
  // public/boot-guard.js: the main script never ran, the page reloaded or showed its failure view.
  'boot-failure',
] as const;

export type ClientReportKind = (typeof CLIENT_REPORT_KINDS)[number];

export interface ClientReportBody {
  kind: ClientReportKind;
  message: string;
  path?: string;
  url?: string;
}

export const MAX_REPORT_MESSAGE = 2000;
const MAX_REPORT_LOCATION = 2000;
/** The whole request body; a report is a few lines of text. */
export const REPORT_BODY_LIMIT = 8 * 1024;
/** Stored user agents are cut to this length. */
export const MAX_USER_AGENT = 500;

export const clientReportBodySchema = closedObjectSchema(['kind', 'message'], {
  kind: { type: 'string', enum: CLIENT_REPORT_KINDS },
  message: { type: 'string', minLength: 1, maxLength: MAX_REPORT_MESSAGE },
  path: { type: 'string', maxLength: MAX_REPORT_LOCATION },
  url: { type: 'string', maxLength: MAX_REPORT_LOCATION },
});
