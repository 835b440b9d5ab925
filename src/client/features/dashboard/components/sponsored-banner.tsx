import { X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { cn } from '@client/lib/cn';
import { BANNER_ITEMS, BANNER_ROTATE_MS } from './banner-items';
import { useText } from '@client/i18n/use-text';
import { dashboardText } from '../dashboard-text';

/**
 * The spec's sponsored banner, with made-up brands labelled as examples on every slide, so no
 * merchant takes one for a real offer. Rotates every 5 s, pauses while hovered or focused, and
 * closes for the rest of the page view.
 */
export default function SponsoredBanner() {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [closed, setClosed] = useState(false);
  const t = useText(dashboardText);

  useEffect(() => {
    if (paused || closed) return;
    const timer = setInterval(
      () => setIndex((current) => (current + 1) % BANNER_ITEMS.length),
      BANNER_ROTATE_MS,
    );
    return () => clearInterval(timer);
  }, [paused, closed]);

  if (closed) return null;
  const current = BANNER_ITEMS[index]!;

  return (
    <section
      aria-roledescription={t('carousel')}
      aria-label={t('sponsored')}
      className="relative overflow-hidden rounded-xl shadow-sm"
      style={{ backgroundColor: current.backgroundColor, color: current.textColor }}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {/* Every slide sits in one grid cell, so the banner keeps the tallest slide's height and
          nothing below it jumps when it turns. */}
      <div className="grid grid-cols-[minmax(0,1fr)]" aria-live={paused ? 'polite' : 'off'}>
        {BANNER_ITEMS.map((item, position) => (
          <div
            key={item.id}
            aria-roledescription={t('slide')}
            aria-label={t('slideLabel', {
              position: position + 1,
              count: BANNER_ITEMS.length,
              brand: item.brand,
            })}
            aria-hidden={position !== index}
            className={cn(
              'col-start-1 row-start-1 flex items-center gap-4 p-4 pr-12 sm:p-5 sm:pr-14',
              position !== index && 'invisible',
            )}
          >
            <img
              src={item.imageUrl}
              alt=""
              width={56}
              height={56}
              className="hidden size-14 shrink-0 sm:block"
            />
            <div className="min-w-0 flex-1">
              <p className="text-[0.6875rem] font-semibold uppercase tracking-wider break-words opacity-90">
                {t('exampleBrand', { brand: item.brand })}
              </p>
              <h2 className="mt-0.5 text-base font-bold leading-snug sm:text-lg">
                {t(`banner.${item.id}.title`)}
              </h2>
              <p className="mt-1 text-sm opacity-95">{t(`banner.${item.id}.description`)}</p>
              <div className="mt-3 flex flex-wrap items-center justify-between gap-3 sm:mt-1 sm:justify-start">
                <Link
                  href={item.ctaUrl}
                  className="inline-flex rounded-lg bg-white px-4 py-2 text-sm font-semibold text-slate-900 sm:hidden"
                >
                  {t(`banner.${item.id}.cta`)}
                </Link>
                <div className="-ml-1.5 flex gap-1">
                  {BANNER_ITEMS.map((banner, dot) => (
                    <button
                      key={banner.id}
                      type="button"
                      aria-label={t('showBrand', { brand: banner.brand })}
                      aria-current={dot === index ? 'true' : undefined}
                      onClick={() => setIndex(dot)}
                      className="flex size-6 items-center justify-center"
                    >
                      <span
                        className={cn(
                          'block h-1.5 rounded-full bg-current transition-all',
                          dot === index ? 'w-5' : 'w-1.5 opacity-50',
                        )}
                      />
                    </button>
                  ))}
                </div>
              </div>
            </div>
            <Link
              href={item.ctaUrl}
              className="hidden shrink-0 rounded-lg bg-white px-4 py-2 text-sm font-semibold text-slate-900 hover:bg-slate-100 sm:inline-flex"
            >
              {t(`banner.${item.id}.cta`)}
            </Link>
          </div>
        ))}
      </div>
      <button
        type="button"
        aria-label={t('closeBanner')}
        onClick={() => setClosed(true)}
        className="absolute right-2 top-2 rounded-md p-1.5 hover:bg-white/20"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </section>
  );
}
