// The verification endpoints and what they answer (server/verification/, stores/verification/).
import type { DocumentFormat } from './documentContent';
import type { DocumentKind, VerificationState } from './verificationState';

export const VERIFICATION_PATHS = {
  overview: '/web-api/verification',
  documents: '/web-api/verification/documents',
  documentFile: '/web-api/verification/documents/:documentId/file',
  provider: '/web-api/verification/provider',
  operatorDocuments: '/operator-api/verification/documents',
  operatorDocumentFile: '/operator-api/verification/customers/:userId/documents/:documentId/file',
  operatorDecision: '/operator-api/verification/customers/:userId/documents/:documentId/decision',
  operatorRequest: '/operator-api/verification/customers/:userId/request',
} as const;

export type DocumentStatus = 'pending' | 'accepted' | 'rejected';

export interface VerificationDocumentView {
  id: string;
  kind: DocumentKind;
  format: DocumentFormat;
  sizeBytes: number;
  status: DocumentStatus;
  reason: string | null;
  uploadedAt: string;
  decidedAt: string | null;
}

export interface VerificationCaseView {
  state: VerificationState;
  rejectionReason: string | null;
  requestedKind: DocumentKind | null;
}

export interface VerificationOverview {
  case: VerificationCaseView;
  documents: VerificationDocumentView[];
  pendingCount: number;
  maxBytes: number;
  maxPending: number;
  identification: boolean;
}

export type OperatorDecision =
  | { decision: 'approve' }
  | { decision: 'reject'; reason: string }
  | { decision: 'request_additional'; kind: DocumentKind; reason?: string };

export interface ProviderHandOffView {
  provider: string;
  mode: 'local' | 'external';
  url: string | null;
}
