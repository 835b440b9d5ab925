import { Star } from 'lucide-react';
import { MAX_RATING } from '@shared/suppliers/suppliers.schemas';
import { useText } from '@client/i18n/use-text';
import { suppliersText } from '../suppliers-text';

/** Five stars, filled to the nearest whole star, with the rating as text for everyone. */
export function RatingStars({ rating }: { rating: number }) {
  const filled = Math.round(rating);
  const t = useText(suppliersText);
  return (
    <span
      className="inline-flex items-center gap-1"
      role="img"
      aria-label={t('rating', { rating: rating.toFixed(1) })}
    >
      <span className="flex" aria-hidden="true">
        {Array.from({ length: MAX_RATING }, (_, index) => (
          <Star
            key={index}
            className={
              index < filled ? 'size-4 fill-accent-400 text-accent-400' : 'size-4 text-slate-300'
            }
          />
        ))}
      </span>
      <span className="text-sm font-medium text-slate-700" aria-hidden="true">
        {rating.toFixed(1)}
      </span>
    </span>
  );
}
