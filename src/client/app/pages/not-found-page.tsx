import { AlertCircle } from 'lucide-react';
import { Link } from 'wouter';
import { MAIN_ID, SkipLink } from '@client/components/skip-link';
import { Card, CardContent } from '@client/components/ui/card';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { useText } from '@client/i18n/use-text';
import { navText } from '../nav-text';

export default function NotFoundPage() {
  const t = useText(navText);
  useDocumentTitle(t('notFound.title'));
  return (
    <>
      <SkipLink />
      <main
        id={MAIN_ID}
        tabIndex={-1}
        className="flex min-h-dvh w-full items-center justify-center bg-slate-50 p-4 outline-none"
      >
        <Card className="w-full max-w-md">
          <CardContent className="pt-6">
            <div className="mb-4 flex items-center gap-2">
              <AlertCircle className="size-8 text-red-500" aria-hidden="true" />
              <h1 className="text-2xl font-bold text-slate-900">{t('notFound.title')}</h1>
            </div>
            <p className="text-sm text-slate-600">{t('notFound.body')}</p>
            <Link
              href="/dashboard"
              className="mt-4 inline-block text-sm font-semibold text-brand-700 underline"
            >
              {t('notFound.link')}
            </Link>
          </CardContent>
        </Card>
      </main>
    </>
  );
}
