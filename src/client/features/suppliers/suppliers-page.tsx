import { Plus, Truck } from 'lucide-react';
import { useState } from 'react';
import { PageHeader } from '@client/components/page-header';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { errorMessage } from '@client/lib/api';
import type { Supplier } from '@shared/suppliers/suppliers.schemas';
import { useSuppliers } from './api/suppliers-queries';
import { SupplierCard } from './components/supplier-card';
import { SupplierDialog } from './components/supplier-dialog';
import { SupplierTiles } from './components/supplier-tiles';
import { useText } from '@client/i18n/use-text';
import { suppliersText } from './suppliers-text';

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
      {suppliers.isPending ? (
        <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} className="h-48 w-full" />
          ))}
        </div>
      ) : suppliers.isError ? (
        <Card>
          <CardContent className="pt-5 text-red-700" role="alert">
            {errorMessage(suppliers.error, t('loadError'))}
          </CardContent>
        </Card>
      ) : suppliers.data.length === 0 ? (
        <Card>
          <CardContent className="flex flex-col items-center gap-2 pt-5 text-center text-slate-600">
            <Truck className="size-8 text-slate-400" aria-hidden="true" />
            <p>{t('empty')}</p>
          </CardContent>
        </Card>
      ) : (
        <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {suppliers.data.map((supplier) => (
            <SupplierCard
              key={supplier.id}
              supplier={supplier}
              onEdit={() => openDialog(supplier)}
            />
          ))}
        </div>
      )}
      <SupplierDialog
        open={dialog.open}
        supplier={dialog.supplier}
        onOpenChange={(open) => setDialog((current) => ({ ...current, open }))}
      />
    </div>
  );
}
