import { Construction } from 'lucide-react';
import { Card, CardContent } from '@client/components/ui/card';
import { PageHeader } from '@client/components/page-header';
import { useText } from '@client/i18n/use-text';
import { navText } from '../nav-text';

/** Stands in for a merchant area until its feature lands. */
export default function ComingSoonPage({ title }: { title: string }) {
  const t = useText(navText);
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={title} />
      <Card>
        <CardContent className="flex items-center gap-3 pt-5 text-slate-600">
          <Construction className="size-6 shrink-0 text-accent-500" aria-hidden="true" />
          <p>{t('comingSoon', { title })}</p>
        </CardContent>
      </Card>
    </div>
  );
}
