import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ComplianceDocumentKind,
  ComplianceFolder,
  ComplianceFolderInput,
} from '@shared/compliance/compliance.schemas';
import { keyOf, request } from '@client/api/endpoint';
import { remindersOf, type Reminder } from '../document-status';
import {
  createInspectorLink,
  getComplianceFolder,
  listInspectorLinks,
  removeCompliancePhoto,
  revokeInspectorLink,
  saveComplianceFolder,
  uploadCompliancePhoto,
} from './compliance-endpoints';

/** One key for the screen, the bell's reminders and the dashboard's warning: one request. */
export const complianceKeys = {
  folder: keyOf(getComplianceFolder),
  links: keyOf(listInspectorLinks),
};

export const complianceFolderQueryOptions = () =>
  queryOptions({
    queryKey: complianceKeys.folder,
    queryFn: () => request(getComplianceFolder, {}),
  });

export const useComplianceFolder = (enabled = true) =>
  useQuery({ ...complianceFolderQueryOptions(), enabled });

/** A write answering the folder: the folder query takes the answer as it is. */
function useFolderWrite<T>(write: (input: T) => Promise<ComplianceFolder>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (folder) => client.setQueryData(complianceKeys.folder, folder),
  });
}

export const useSaveComplianceFolder = () =>
  useFolderWrite((body: ComplianceFolderInput) => request(saveComplianceFolder, { body }));

export const useUploadCompliancePhoto = () =>
  useFolderWrite(({ kind, file }: { kind: ComplianceDocumentKind; file: File }) => {
    const form = new FormData();
    form.append('file', file);
    return request(uploadCompliancePhoto, { params: { kind }, body: form });
  });

export const useRemoveCompliancePhoto = () =>
  useFolderWrite((kind: ComplianceDocumentKind) =>
    request(removeCompliancePhoto, { params: { kind } }),
  );

export const useInspectorLinks = () =>
  useQuery({
    queryKey: complianceKeys.links,
    queryFn: () => request(listInspectorLinks, {}),
  });

/** A write of the links: the list of live links refreshes after it. */
function useLinksWrite<T, R>(write: (input: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () => client.invalidateQueries({ queryKey: complianceKeys.links }),
  });
}

export const useCreateInspectorLink = () =>
  useLinksWrite(() => request(createInspectorLink, { body: {} }));

/** Revokes by the token of a link just made, or by the id of a listed one. */
export const useRevokeInspectorLink = () =>
  useLinksWrite((token: string) => request(revokeInspectorLink, { params: { token } }));

/** The documents to remind the owner of (the bell): 30 and 7 days before expiry, and expired. */
export const useComplianceReminders = (enabled: boolean) =>
  useQuery({ ...complianceFolderQueryOptions(), enabled, select: remindersOf }).data ??
  NO_REMINDERS;
const NO_REMINDERS: Reminder[] = [];
