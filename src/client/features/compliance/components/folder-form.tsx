import { useState, type FormEvent } from 'react';
import { COMPLIANCE_MESSAGES, type ComplianceFolder } from '@shared/compliance/compliance.schemas';
import { Button } from '@client/components/ui/button';
import { Field, Input, invalidProps } from '@client/components/ui/input';
import { toast } from '@client/components/ui/toast-store';
import { toastError } from '@client/components/ui/toast-error';
import { messageText } from '@client/i18n/common-text';
import { useText } from '@client/i18n/use-text';
import { useSaveComplianceFolder } from '../api/compliance-queries';
import { complianceText } from '../compliance-text';
import { todayInJohannesburg } from '../document-status';
import { checkDraft, draftOf, type DraftErrors, type DraftField } from '../folder-draft';
import { DocumentSection } from './document-section';

/** The folder's three documents, checked by the shared schema and saved together. */
export function FolderForm({ folder }: { folder: ComplianceFolder }) {
  const t = useText(complianceText);
  const save = useSaveComplianceFolder();
  const [draft, setDraft] = useState(() => draftOf(folder));
  const [errors, setErrors] = useState<DraftErrors>({});

  const field = (name: DraftField, label: string, props: { type?: string; max?: string } = {}) => (
    <Field label={label} htmlFor={`compliance-${name}`} error={errors[name]}>
      <Input
        id={`compliance-${name}`}
        value={draft[name]}
        onChange={(event) => setDraft((current) => ({ ...current, [name]: event.target.value }))}
        {...props}
        {...invalidProps(`compliance-${name}`, errors[name])}
      />
    </Field>
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkDraft(draft, todayInJohannesburg());
    setErrors(checked.errors ?? {});
    if (!checked.input) return;
    save.mutate(checked.input, {
      onSuccess: (next) => {
        setDraft(draftOf(next));
        toast({ title: messageText(COMPLIANCE_MESSAGES.saved) });
      },
      onError: (error) => toastError(error, t('saveFailed')),
    });
  };

  const { tradingPermit: permit, certificateOfAcceptability: certificate } = folder;
  return (
    <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
        <DocumentSection
          kind="trading_permit"
          title={t('permit.title')}
          status={permit}
          hasPhoto={permit.hasPhoto}
        >
          {field('permitNumber', t('permit.number'))}
          {field('municipality', t('permit.municipality'))}
          {field('permitExpiresOn', t('permit.expiresOn'), { type: 'date' })}
        </DocumentSection>
        <DocumentSection
          kind="certificate_of_acceptability"
          title={t('certificate.title')}
          status={certificate}
          hasPhoto={certificate.hasPhoto}
        >
          {field('certificateNumber', t('certificate.number'))}
          {field('certificateExpiresOn', t('certificate.expiresOn'), { type: 'date' })}
        </DocumentSection>
        <DocumentSection
          kind="pest_control"
          title={t('pest.title')}
          hasPhoto={folder.pestControlHasPhoto}
        >
          {field('pestControlVisitOn', t('pest.visitOn'), {
            type: 'date',
            max: todayInJohannesburg(),
          })}
        </DocumentSection>
      </div>
      <Button type="submit" size="lg" className="self-start" disabled={save.isPending}>
        {save.isPending ? t('saving') : t('save')}
      </Button>
    </form>
  );
}
