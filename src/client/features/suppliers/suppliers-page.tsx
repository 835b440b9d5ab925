import { Plus, Truck } from 'lucide-react';
import { useState } from 'react';
import { PageHeader } from '@client/components/page-header';
import { Button } from '@client/components/ui/button';
import { ListStates } from '@client/components/list-states';
import { errorMessage } from '@client/lib/api';
import type { Supplier } from '@shared/suppliers/suppliers.schemas';
import { useSuppliers } from './api/suppliers-queries';
import { SupplierCard } from './components/supplier-card';
import { SupplierDialog } from './components/supplier-dialog';
import { SupplierTiles } from './components/supplier-tiles';
import { useText } from '@client/i18n/use-text';
import { suppliersText } from './suppliers-text';

const SUPPLIER_GRID = 'grid gap-3 sm:grid-cols-2 xl:grid-cols-3';

/** Suppliers (/suppliers): summary tiles, supplier cards, the add/edit dialog. */
export default function SuppliersPage() {
  const suppliers = useSuppliers();
  const t = useText(suppliersText);
  const [dialog, setDialog] = useState<{ open: boolean; supplier: Supplier | null }>({
    open: false,
    supplier: null,
  });
  const openDialog = (supplier: Supplier | null) => setDialog({ open: true, supplier });

  return (
    <div className="flex flex-col gap-4 sm:gap-6">
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <Button onClick={() => openDialog(null)}>
            <Plus aria-hidden="true" /> {t('add')}
          </Button>
        }
      />
      <SupplierTiles />
      <ListStates
        query={suppliers}
        isEmpty={(data) => data.length === 0}
        skeleton={{ count: 3, className: 'h-48 w-full', listClassName: SUPPLIER_GRID }}
        error={errorMessage(suppliers.error, t('loadError'))}
        empty={t('empty')}
        emptyIcon={Truck}
      >
        {(data) => (
          <div className={SUPPLIER_GRID}>
            {data.map((supplier) => (
              <SupplierCard
                key={supplier.id}
                supplier={supplier}
                onEdit={() => openDialog(supplier)}
              />
            ))}
          </div>
        )}
      </ListStates>
      <SupplierDialog
        open={dialog.open}
        supplier={dialog.supplier}
        onOpenChange={(open) => setDialog((current) => ({ ...current, open }))}
      />
    </div>
  );
}
