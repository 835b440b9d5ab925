import { Languages } from 'lucide-react';
import { isLanguage, LANGUAGES } from '@shared/i18n/languages';
import { selectLanguage } from '@client/i18n/account-language';
import { commonText } from '@client/i18n/common-text';
import { useLanguage, useText } from '@client/i18n/use-text';
import { cn } from '@client/lib/cn';

/** The "Language" control: each language listed by its own name. */
export function LanguageSelect({ className, id }: { className?: string; id?: string }) {
  const language = useLanguage();
  const t = useText(commonText);
  return (
    <span
      className={cn(
        'relative inline-flex items-center rounded-lg border border-field bg-white',
        className,
      )}
    >
      <Languages
        className="pointer-events-none absolute left-2 size-4 text-slate-500"
        aria-hidden="true"
      />
      <select
        id={id}
        aria-label={t('language')}
        value={language}
        onChange={(event) => {
          if (isLanguage(event.target.value)) selectLanguage(event.target.value);
        }}
        className="h-9 w-full min-w-0 cursor-pointer appearance-none bg-transparent py-1 pl-7 pr-2 text-sm text-slate-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-focus"
      >
        {LANGUAGES.map((option) => (
          <option key={option.code} value={option.code} lang={option.code}>
            {option.name}
          </option>
        ))}
      </select>
    </span>
  );
}
