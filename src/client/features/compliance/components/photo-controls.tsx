import { Camera, Eye, Trash2 } from 'lucide-react';
import { useRef } from 'react';
import type { ComplianceDocumentKind } from '@shared/compliance/compliance.schemas';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/toast-store';
import { toastError } from '@client/components/ui/toast-error';
import { apiDownload } from '@client/lib/download';
import { useText } from '@client/i18n/use-text';
import { compliancePhotoPath } from '../api/compliance-endpoints';
import { useRemoveCompliancePhoto, useUploadCompliancePhoto } from '../api/compliance-queries';
import { complianceText } from '../compliance-text';

/** Phones open the camera for a photo; a laptop picks a file (an image or a PDF scan). */
const onPhone = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches;

/** A document's photo: add (camera or file), view, remove. */
export function PhotoControls({
  kind,
  document,
  hasPhoto,
}: {
  kind: ComplianceDocumentKind;
  /** The document's name, so each button says whose photo it is. */
  document: string;
  hasPhoto: boolean;
}) {
  const t = useText(complianceText);
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadCompliancePhoto();
  const remove = useRemoveCompliancePhoto();
  const onError = (error: unknown) => toastError(error, t('photo.failed'));
  const busy = upload.isPending || remove.isPending;

  const send = (file: File | undefined) => {
    if (!file) return;
    upload.mutate(
      { kind, file },
      { onSuccess: () => toast({ title: t('photo.kept'), description: document }), onError },
    );
  };

  return (
    <div className="flex flex-wrap items-center gap-2">
      <input
        ref={input}
        type="file"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        accept="image/*,application/pdf"
        capture={onPhone() ? 'environment' : undefined}
        data-testid={`photo-input-${kind}`}
        onChange={(event) => {
          send(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      {hasPhoto ? (
        <>
          <Button
            variant="outline"
            className="min-h-11"
            aria-label={t('photo.viewOf', { document })}
            onClick={() =>
              void apiDownload(compliancePhotoPath(kind), kind).catch((error: unknown) =>
                toastError(error, t('photo.failed')),
              )
            }
          >
            <Eye aria-hidden="true" />
            {t('photo.view')}
          </Button>
          <Button
            variant="ghost"
            className="min-h-11"
            disabled={busy}
            aria-label={t('photo.removeOf', { document })}
            onClick={() => remove.mutate(kind, { onError })}
          >
            <Trash2 aria-hidden="true" />
            {t('photo.remove')}
          </Button>
        </>
      ) : (
        <>
          <span className="text-sm text-slate-500">{t('photo.none')}</span>
          <Button
            variant="outline"
            className="min-h-11"
            disabled={busy}
            aria-label={upload.isPending ? undefined : t('photo.addOf', { document })}
            onClick={() => input.current?.click()}
          >
            <Camera aria-hidden="true" />
            {upload.isPending ? t('photo.uploading') : t('photo.add')}
          </Button>
        </>
      )}
    </div>
  );
}
