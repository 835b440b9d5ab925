import { useState } from 'react';
import { cn } from '@client/lib/cn';

/** The brand's logo, or its initials when there is none or it does not load. */
export function BrandLogo({
  name,
  logo,
  className,
}: {
  name: string;
  logo: string | null;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
  const box = cn(
    'flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-brand-50 text-base font-bold text-brand-700',
    className,
  );
  if (logo && !failed) {
    return (
      <span className={box}>
        <img
          src={logo}
          alt=""
          className="size-full object-contain"
          loading="lazy"
          onError={() => setFailed(true)}
        />
      </span>
    );
  }
  return (
    <span className={box} aria-hidden="true">
      {initials || '?'}
    </span>
  );
}
