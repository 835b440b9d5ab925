import { PageHeader } from '@client/components/page-header';
import { Skeleton } from '@client/components/ui/skeleton';
import { useText } from '@client/i18n/use-text';
import { useComplianceFolder } from './api/compliance-queries';
import { complianceText } from './compliance-text';
import { FolderForm } from './components/folder-form';
import { InspectorPack } from './components/inspector-pack';

/**
 * The compliance folder (/compliance): the trading permit, the Certificate of Acceptability and
 * the last pest-control visit with their photos and status, and the inspector's pack.
 */
export default function CompliancePage() {
  const t = useText(complianceText);
  const folder = useComplianceFolder();
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      {folder.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {t('loadFailed')}
        </p>
      ) : folder.data ? (
        <FolderForm folder={folder.data} />
      ) : (
        <Skeleton className="h-64 w-full" />
      )}
      <InspectorPack />
    </div>
  );
}
