import { UserPlus } from 'lucide-react';
import { lazy, memo, Suspense, useId, useState } from 'react';
import { formatPhone } from '@shared/phone/phone';
import { Button } from '@client/components/ui/button';
import { Input, Select } from '@client/components/ui/input';
import { useCustomerOptions } from '@client/api/customers-queries';
import { useText } from '@client/i18n/use-text';
import { customerText } from './customer-text';

// The form (react-hook-form and the customer schema) loads when it is first opened, so the till
// and the order pages do not carry it in their first load.
const NewCustomerDialog = lazy(() => import('./new-customer-dialog'));

/** Search and choose one of the merchant's customers, or add a new one and choose it. */
export const CustomerPicker = memo(function CustomerPicker({
  id,
  value,
  onChange,
  exclude = [],
  invalid,
  emptyLabel,
}: {
  id: string;
  value: string;
  onChange: (customerId: string) => void;
  exclude?: readonly string[];
  invalid?: boolean;
  /** What the empty choice reads when it is a choice of its own ('Walk-in customer' at the till). */
  emptyLabel?: string;
}) {
  const [search, setSearch] = useState('');
  const t = useText(customerText);
  const [adding, setAdding] = useState(false);
  const searchId = useId();
  const { data, isLoading, isError } = useCustomerOptions(search.trim());
  const options = (data ?? []).filter((c) => !exclude.includes(c.id) || c.id === value);
  return (
    <div className="flex flex-col gap-2">
      <Input
        id={searchId}
        type="search"
        placeholder={t('searchPlaceholder')}
        aria-label={t('searchLabel')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <Select
        id={id}
        value={value}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">
          {isLoading
            ? t('loading')
            : isError
              ? t('loadError')
              : emptyLabel
                ? emptyLabel
                : options.length === 0
                  ? t('none')
                  : t('select')}
        </option>
        {options.map((customer) => (
          <option key={customer.id} value={customer.id}>
            {customer.name} · {formatPhone(customer.phone)}
          </option>
        ))}
      </Select>
      <Button variant="ghost" size="sm" className="h-11 self-start" onClick={() => setAdding(true)}>
        <UserPlus aria-hidden="true" /> {t('newCustomer')}
      </Button>
      {adding ? (
        <Suspense fallback={null}>
          <NewCustomerDialog
            open
            onOpenChange={setAdding}
            onCreated={(customer) => {
              // Search by the new phone, so the list holds the new customer however long it is.
              setSearch(formatPhone(customer.phone));
              onChange(customer.id);
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
});
