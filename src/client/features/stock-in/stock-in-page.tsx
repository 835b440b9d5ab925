import { useLocation, useSearch } from 'wouter';
import { PageHeader } from '@client/components/page-header';
import { useText } from '@client/i18n/use-text';
import { Deliveries } from './components/deliveries';
import { ExpiringList } from './components/expiring-list';
import { PurchaseOrders } from './components/purchase-orders';
import { ReceiveStock } from './components/receive-stock';
import { StockInTabs } from './components/stock-in-tabs';
import { WriteOffsReport } from './components/write-offs-report';
import { stockInText } from './stock-in-text';

/**
 * Stock in (/stock-in and its tabs): receive a delivery or a wholesaler run, the deliveries,
 * purchase orders to suppliers, stock expiring soon, and the write-offs. An address may ask for
 * more: /stock-in?receipt=<id> (a delivery), /stock-in/orders?order=<id> or ?new=1,
 * /stock-in/receive?order=<id> (receive a purchase order), /stock-in/expiring?writeOff=<product>
 * (the catalogue's Write off).
 */
export default function StockInPage() {
  const t = useText(stockInText);
  const [location] = useLocation();
  const params = new URLSearchParams(useSearch());
  return (
    <div className="flex flex-col gap-4">
      <div className="print:hidden">
        <PageHeader title={t('title')} subtitle={t('subtitle')} />
      </div>
      <StockInTabs />
      {location === '/stock-in/receive' ? (
        <ReceiveStock key={params.get('order') ?? ''} orderId={params.get('order')} />
      ) : location === '/stock-in/orders' ? (
        <PurchaseOrders orderId={params.get('order')} creating={params.get('new') === '1'} />
      ) : location === '/stock-in/expiring' ? (
        <ExpiringList writeOffProductId={params.get('writeOff')} />
      ) : location === '/stock-in/write-offs' ? (
        <WriteOffsReport />
      ) : (
        <Deliveries receiptId={params.get('receipt')} />
      )}
    </div>
  );
}
