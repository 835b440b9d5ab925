import { PageHeader } from '@client/components/page-header';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';
import { useStoreSetup } from './api/store-setup-queries';
import { SetupComplete } from './components/setup-complete';
import { SetupWizard } from './components/setup-wizard';
import { commonText } from '@client/i18n/common-text';
import { useText } from '@client/i18n/use-text';
import { storeSetupText } from './store-setup-text';

/** /setup-wizard: the first load reads isCompleted and shows the wizard or the completed screen. */
export default function SetupWizardPage() {
  const t = useText(storeSetupText);
  const query = useStoreSetup();
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={t('page.title')} subtitle={t('page.subtitle')} />
      {query.isPending ? (
        <div className="flex flex-col gap-3" aria-busy="true" aria-label={commonText.t('loading')}>
          <Skeleton className="h-6 w-40" />
          <Skeleton className="h-64 w-full" />
        </div>
      ) : query.isError ? (
        <div role="alert" className="flex flex-col items-start gap-3">
          <p className="text-sm text-red-600">{t('page.loadError')}</p>
          <Button variant="outline" onClick={() => void query.refetch()}>
            {t('page.tryAgain')}
          </Button>
        </div>
      ) : query.data.isCompleted ? (
        <SetupComplete setup={query.data} />
      ) : (
        <SetupWizard saved={query.data} />
      )}
    </div>
  );
}
