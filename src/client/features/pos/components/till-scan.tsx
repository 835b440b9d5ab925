import { Link } from 'wouter';
import { formatRandDecimal } from '@shared/money/money';
import { buttonVariants } from '@client/components/ui/button';
import { ScanBanner } from '@client/lib/barcode-scanner/scan-banner';
import { useText } from '@client/i18n/use-text';
import { posText } from '../pos-text';
import { CameraScanButton } from './till-parts';
import type { ScanOutcome } from '../use-till-scan';

/** The catalogue's Add Product, opened with the scanned code filled in (a link: no import). */
export const addProductHref = (code: string) => `/catalog?newBarcode=${encodeURIComponent(code)}`;

/** The till's camera button and what the last scan found, large. */
export function TillScan({
  last,
  inCart,
  onCode,
}: {
  last: ScanOutcome | null;
  inCart: ReadonlyMap<string, number>;
  onCode(code: string): void;
}) {
  const t = useText(posText);
  return (
    <div className="flex flex-col gap-2">
      <CameraScanButton
        onCode={onCode}
        className="h-auto min-h-11 max-w-full self-start whitespace-normal"
      />
      {last?.kind === 'found' ? (
        <ScanBanner
          title={last.product.name}
          detail={`${formatRandDecimal(last.product.price)} · ${t('inCart', {
            count: inCart.get(last.product.id) ?? 0,
          })}`}
        />
      ) : null}
      {last?.kind === 'unknown' ? (
        <ScanBanner tone="unknown" title={t('scanUnknown', { code: last.code })}>
          <Link
            href={addProductHref(last.code)}
            className={buttonVariants({
              variant: 'outline',
              className: 'h-auto min-h-11 max-w-full self-start whitespace-normal',
            })}
          >
            {t('addThisProduct')}
          </Link>
        </ScanBanner>
      ) : null}
    </div>
  );
}
