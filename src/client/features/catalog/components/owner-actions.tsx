import { Plus, Printer } from 'lucide-react';
import { Link } from 'wouter';
import { Button, buttonVariants } from '@client/components/ui/button';
import { useText } from '@client/i18n/use-text';
import { catalogText } from '../catalog-text';

/** The catalogue's header actions for the owner: shelf labels, and Add Product. */
export function OwnerActions({ onAdd }: { onAdd(): void }) {
  const t = useText(catalogText);
  return (
    <div className="flex flex-wrap gap-2">
      <Link href="/catalog?labels=1" className={buttonVariants({ variant: 'outline' })}>
        <Printer aria-hidden="true" /> {t('printLabels')}
      </Link>
      <Button onClick={onAdd}>
        <Plus aria-hidden="true" /> {t('addProduct')}
      </Button>
    </div>
  );
}
