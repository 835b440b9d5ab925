import { CustomerStampCard } from '@client/features/loyalty/components/customer-stamp-card';
import PosPage from '@client/features/pos/pos-page';

/** The till with the chosen customer's stamp card beside the payment. */
export default function PosWithLoyaltyPage() {
  return (
    <PosPage
      customerExtra={(customerId) => <CustomerStampCard key={customerId} customerId={customerId} />}
    />
  );
}
