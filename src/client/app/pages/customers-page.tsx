import CustomersPage from '@client/features/customers/customers-page';
import { CustomerStampCard } from '@client/features/loyalty/components/customer-stamp-card';

/** The customers screen with each customer's stamp card in their view. */
export default function CustomersWithLoyaltyPage() {
  return (
    <CustomersPage
      customerExtra={(customer) => (
        <CustomerStampCard customerId={customer.id} customerName={customer.name} canStop />
      )}
    />
  );
}
