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

/** A read-only link for the inspector, valid 24 hours (the body is an empty object). */
export const createInspectorLink = defineEndpoint({
  method: 'POST',
  path: '/api/compliance/inspector-links',
  body: typed<Record<string, never>>(),
  response: async () => (await schemas()).InspectorLinkSchema,
});

/** The shop's live links (not revoked, not expired), without their tokens. */
export const listInspectorLinks = defineEndpoint({
  method: 'GET',
  path: '/api/compliance/inspector-links',
  response: async () => (await schemas()).InspectorLinkListSchema,
});

/** Revokes a link by its token or its listed id: 204, and its page is 404 from then on. */
export const revokeInspectorLink = defineEndpoint({
  method: 'DELETE',
  path: '/api/compliance/inspector-links/:token',
  response: async () => (await schemas()).InspectorLinkRevokedSchema,
});

/** A document's photo, downloaded as it is (not JSON, so not an endpoint of the layer). */
export const compliancePhotoPath = (kind: ComplianceDocumentKind) =>
  fillPath('/api/compliance/photos/:kind', { kind });
