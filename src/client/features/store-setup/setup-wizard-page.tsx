import { PageHeader } from '@client/components/page-header';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';
import { useStoreSetup } from './api/use-store-setup';
import { SetupComplete } from './components/setup-complete';
import { SetupWizard } from './components/setup-wizard';

/** /setup-wizard: the first load reads isCompleted and shows the wizard or the completed screen. */
export default function SetupWizardPage() {
  const query = useStoreSetup();
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title="Setup Wizard" subtitle="Get your shop trading in about five minutes" />
      {query.isPending ? (
        <div className="flex flex-col gap-3" aria-busy="true" aria-label="Loading">
          <Skeleton className="h-6 w-40" />
          <Skeleton className="h-64 w-full" />
        </div>
      ) : query.isError ? (
        <div role="alert" className="flex flex-col items-start gap-3">
          <p className="text-sm text-red-600">Your store setup could not be loaded.</p>
          <Button variant="outline" onClick={() => void query.refetch()}>
            Try again
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
