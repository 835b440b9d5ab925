import type { ReactNode } from 'react';
import { Store } from 'lucide-react';
import { LanguageSelect } from '@client/components/language-select';
import { MAIN_ID, SkipLink } from '@client/components/skip-link';
import { useDocumentTitle } from '@client/lib/use-document-title';

/** The centred card every sign-in screen sits in, with the product mark above it. */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <>
      <SkipLink />
      <main
        id={MAIN_ID}
        tabIndex={-1}
        className="flex min-h-dvh outline-none flex-col items-center justify-center bg-gradient-to-b from-brand-50 to-slate-50 px-4 py-8"
      >
        <div className="mb-4 flex w-full max-w-md justify-end">
          <LanguageSelect />
        </div>
        <div className="mb-6 flex items-center gap-2">
          <span className="flex size-10 items-center justify-center rounded-xl bg-brand-700 text-white">
            <Store className="size-6" aria-hidden="true" />
          </span>
          <span className="text-2xl font-bold tracking-tight text-slate-900">KasiTrade</span>
        </div>
        <section className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7">
          <h1 className="text-xl font-bold text-slate-900">{title}</h1>
          <p className="mt-1 text-sm text-slate-500">{subtitle}</p>
          <div className="mt-5">{children}</div>
        </section>
        {footer ? <div className="mt-6 w-full max-w-md">{footer}</div> : null}
      </main>
    </>
  );
}
