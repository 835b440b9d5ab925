import type {
  ComplianceDocumentKind,
  ComplianceFolderInput,
} from '@shared/compliance/compliance.schemas';
import { defineEndpoint, fillPath, typed } from '@client/api/endpoint';

const schemas = () => import('@shared/compliance/compliance.schemas');

/** The folder with each document's status (the bell and the dashboard read it too). */
export const getComplianceFolder = defineEndpoint({
  method: 'GET',
  path: '/api/compliance',
  response: async () => (await schemas()).ComplianceFolderSchema,
});

/** The whole folder as the shop knows it now: a part left out is cleared. */
export const saveComplianceFolder = defineEndpoint({
  method: 'PUT',
  path: '/api/compliance',
  body: typed<ComplianceFolderInput>(),
  response: async () => (await schemas()).ComplianceFolderSchema,
});

/** A document's photo or scan (an image or a PDF), replacing the one before. */
export const uploadCompliancePhoto = defineEndpoint({
  method: 'PUT',
  path: '/api/compliance/photos/:kind',
  body: typed<FormData>(),
  response: async () => (await schemas()).ComplianceFolderSchema,
});

export const removeCompliancePhoto = defineEndpoint({
  method: 'DELETE',
  path: '/api/compliance/photos/:kind',
  response: async () => (await schemas()).ComplianceFolderSchema,
});

/** A read-only link for the inspector, valid 24 hours. */
export const createInspectorLink = defineEndpoint({
  method: 'POST',
  path: '/api/compliance/inspector-links',
  response: async () => (await schemas()).InspectorLinkSchema,
});

export const revokeInspectorLink = defineEndpoint({
  method: 'DELETE',
  path: '/api/compliance/inspector-links/:token',
  response: async () => (await import('zod')).z.unknown(),
});

/** A document's photo, downloaded as it is (not JSON, so not an endpoint of the layer). */
export const compliancePhotoPath = (kind: ComplianceDocumentKind) =>
  fillPath('/api/compliance/photos/:kind', { kind });
