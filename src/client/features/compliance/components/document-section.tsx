import type { ReactNode } from 'react';
import type { ComplianceDocumentKind, DocumentStatus } from '@shared/compliance/compliance.schemas';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { DocumentStatusBadge } from './status-badge';
import { PhotoControls } from './photo-controls';

/** One document of the folder: its name and status, its fields, its photo. */
export function DocumentSection({
  kind,
  title,
  status,
  hasPhoto,
  children,
}: {
  kind: ComplianceDocumentKind;
  title: string;
  /** The document's status and expiry (pest control has none). */
  status?: { status: DocumentStatus; expiresOn: string | null };
  hasPhoto: boolean;
  children: ReactNode;
}) {
  const headingId = `${kind}-title`;
  return (
    <Card role="group" aria-labelledby={headingId} data-testid={`document-${kind}`}>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle id={headingId}>{title}</CardTitle>
        {status ? (
          <DocumentStatusBadge status={status.status} expiresOn={status.expiresOn} />
        ) : null}
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {children}
        <PhotoControls kind={kind} document={title} hasPhoto={hasPhoto} />
      </CardContent>
    </Card>
  );
}
