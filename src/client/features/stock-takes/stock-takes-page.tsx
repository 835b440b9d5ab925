import { useState } from 'react';
import { PageHeader } from '@client/components/page-header';
import { useText } from '@client/i18n/use-text';
import { PastCounts } from './components/past-counts';
import { StartCount } from './components/start-count';
import { StockTakeView } from './components/stock-take-view';
import { stockTakeText } from './stock-takes-text';

/** The stock take (/stock-take): start a count, count on one or several phones, review, apply. */
export default function StockTakesPage() {
  const t = useText(stockTakeText);
  const [openId, setOpenId] = useState<string | null>(null);
  if (openId) return <StockTakeView id={openId} onBack={() => setOpenId(null)} />;
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <StartCount onStarted={setOpenId} />
      <PastCounts onOpen={setOpenId} />
    </div>
  );
}
