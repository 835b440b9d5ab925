import { useId, useState } from 'react';
import { formatPhone } from '@shared/phone/phone';
import { Input, Select } from '@client/components/ui/input';
import { useCustomerOptions } from './customer-options';

/** Search and choose one of the merchant's customers. */
export function CustomerPicker({
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
  const searchId = useId();
  const { data, isLoading, isError } = useCustomerOptions(search.trim());
  const options = (data ?? []).filter((c) => !exclude.includes(c.id) || c.id === value);
  return (
    <div className="flex flex-col gap-2">
      <Input
        id={searchId}
        type="search"
        placeholder="Search by name or phone"
        aria-label="Search customers"
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
            ? 'Loading customers…'
            : isError
              ? 'Customers could not be loaded'
              : emptyLabel
                ? emptyLabel
                : options.length === 0
                  ? 'No customers found'
                  : 'Select a customer'}
        </option>
        {options.map((customer) => (
          <option key={customer.id} value={customer.id}>
            {customer.name} · {formatPhone(customer.phone)}
          </option>
        ))}
      </Select>
    </div>
  );
}
