import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldPath } from 'react-hook-form';
import type { z } from 'zod';
import { COMPLIANCE_MESSAGES, type ComplianceFolder } from '@shared/compliance/compliance.schemas';
import { johannesburgDate } from '@shared/time/johannesburg';
import { Button } from '@client/components/ui/button';
import { Field, Input, invalidProps } from '@client/components/ui/input';
import { toast } from '@client/components/ui/toast-store';
import { toastError } from '@client/components/ui/toast-error';
import { messageText } from '@client/i18n/common-text';
import { useText } from '@client/i18n/use-text';
import { useSaveComplianceFolder } from '../api/compliance-queries';
import { complianceText } from '../compliance-text';
import { folderFormSchema, valuesOf, type FolderValues } from '../folder-values';
import { DocumentSection } from './document-section';

type FolderSchema = ReturnType<typeof folderFormSchema>;

/** The folder's three documents, checked by the shared schema and saved together. */
export function FolderForm({ folder }: { folder: ComplianceFolder }) {
  const t = useText(complianceText);
  const save = useSaveComplianceFolder();
  const today = johannesburgDate(new Date());
  const form = useForm<FolderValues, unknown, z.output<FolderSchema>>({
    resolver: zodResolver(folderFormSchema(today)),
    defaultValues: valuesOf(folder),
  });

  const field = (
    name: FieldPath<FolderValues>,
    label: string,
    props: { type?: string; max?: string } = {},
  ) => {
    const id = `compliance-${name.replace('.', '-')}`;
    const error = form.getFieldState(name, form.formState).error?.message;
    return (
      <Field label={label} htmlFor={id} error={error}>
        <Input id={id} {...form.register(name)} {...props} {...invalidProps(id, error)} />
      </Field>
    );
  };

  const submit = form.handleSubmit((input) =>
    save.mutate(input, {
      onSuccess: (next) => {
        form.reset(valuesOf(next));
        toast({ title: messageText(COMPLIANCE_MESSAGES.saved) });
      },
      onError: (error) => toastError(error, t('saveFailed')),
    }),
  );

  const { tradingPermit: permit, certificateOfAcceptability: certificate } = folder;
  return (
    <form className="flex flex-col gap-4" onSubmit={(event) => void submit(event)} noValidate>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
        <DocumentSection
          kind="trading_permit"
          title={t('permit.title')}
          status={permit}
          hasPhoto={permit.hasPhoto}
        >
          {field('tradingPermit.number', t('permit.number'))}
          {field('tradingPermit.municipality', t('permit.municipality'))}
          {field('tradingPermit.expiresOn', t('permit.expiresOn'), { type: 'date' })}
        </DocumentSection>
        <DocumentSection
          kind="certificate_of_acceptability"
          title={t('certificate.title')}
          status={certificate}
          hasPhoto={certificate.hasPhoto}
        >
          {field('certificateOfAcceptability.number', t('certificate.number'))}
          {field('certificateOfAcceptability.expiresOn', t('certificate.expiresOn'), {
            type: 'date',
          })}
        </DocumentSection>
        <DocumentSection
          kind="pest_control"
          title={t('pest.title')}
          hasPhoto={folder.pestControlHasPhoto}
        >
          {field('pestControlVisitOn', t('pest.visitOn'), { type: 'date', max: today })}
        </DocumentSection>
      </div>
      <Button type="submit" size="lg" className="self-start" disabled={save.isPending}>
        {save.isPending ? t('saving') : t('save')}
      </Button>
    </form>
  );
}
