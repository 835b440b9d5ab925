import { History, Pencil, Plus, ShieldCheck } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { Customer } from '@shared/customers/customers.schemas';
import { formatPhone } from '@shared/phone/phone';
import { Pager } from '@client/components/pager';
import { PageHeader } from '@client/components/page-header';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { ListStates } from '@client/components/list-states';
import { usePagedSearch } from '@client/lib/use-paged-search';
import { CUSTOMERS_PAGE_SIZE, useCustomers } from './api/customers-queries';
import { CustomerDialog } from './components/customer-dialog';
import { CustomerHistoryDialog } from './components/customer-history-dialog';
import { PrivacyDialog } from './components/privacy-dialog';
import { customerText } from '@client/components/customer-text';
import { useText } from '@client/i18n/use-text';

/**
 * The shop's customers: search by name or phone, add, edit and see each one's purchases.
 * `customerExtra` adds to a customer's view (composed in app/pages).
 */
export default function CustomersPage({
  customerExtra,
}: {
  customerExtra?: (customer: Customer) => ReactNode;
}) {
  const t = useText(customerText);
  const { search, page, setPage, searchBox } = usePagedSearch();
  const [editing, setEditing] = useState<Customer | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [historyId, setHistoryId] = useState<string | null>(null);
  const [privacyOf, setPrivacyOf] = useState<Customer | null>(null);
  const customers = useCustomers(search, page);
  const total = customers.data?.total ?? 0;

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={t('page.title')}
        subtitle={t('page.subtitle')}
        actions={
          <Button
            onClick={() => {
              setEditing(null);
              setFormOpen(true);
            }}
          >
            <Plus aria-hidden="true" /> {t('addTitle')}
          </Button>
        }
      />
      <Input {...searchBox} aria-label={t('searchLabel')} placeholder={t('searchPlaceholder')} />
      <ListStates
        query={customers}
        isEmpty={(data) => data.items.length === 0}
        skeleton={{ count: 3, className: 'h-16 w-full', listClassName: 'flex flex-col gap-2' }}
        error={t('page.loadError')}
        empty={t('page.none')}
      >
        {(data) => (
          <>
            <ul className="grid gap-2 md:grid-cols-2">
              {data.items.map((customer) => (
                <li
                  key={customer.id}
                  data-testid="customer-card"
                  className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-3 shadow-sm"
                >
                  <div className="min-w-0">
                    <p className="break-words font-semibold text-slate-900">{customer.name}</p>
                    <p className="text-sm text-slate-600">{formatPhone(customer.phone)}</p>
                    {customer.email ? (
                      <p className="break-all text-xs text-slate-500">{customer.email}</p>
                    ) : null}
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <Button variant="outline" size="sm" onClick={() => setHistoryId(customer.id)}>
                      <History aria-hidden="true" /> {t('page.history')}
                    </Button>
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => {
                        setEditing(customer);
                        setFormOpen(true);
                      }}
                    >
                      <Pencil aria-hidden="true" /> {t('page.edit')}
                    </Button>
                    <Button variant="outline" size="sm" onClick={() => setPrivacyOf(customer)}>
                      <ShieldCheck aria-hidden="true" /> {t('page.privacy')}
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
            <Pager page={page} pageSize={CUSTOMERS_PAGE_SIZE} total={total} onPage={setPage} />
          </>
        )}
      </ListStates>
      <CustomerDialog open={formOpen} customer={editing} onOpenChange={setFormOpen} />
      <PrivacyDialog customer={privacyOf} onClose={() => setPrivacyOf(null)} />
      <CustomerHistoryDialog
        customerId={historyId}
        onClose={() => setHistoryId(null)}
        extra={customerExtra}
      />
    </div>
  );
}
