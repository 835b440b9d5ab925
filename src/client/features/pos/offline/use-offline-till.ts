import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { CreatePosSale, PosSale } from '@shared/pos/pos.schemas';
import { useOnline } from '@client/lib/network';
import { useVatPercent } from '@client/lib/use-shop-settings';
import { posKeys } from '../api/use-pos';
import { refreshCatalogue } from './till-catalogue';
import { queueSale, rememberedVat, rememberVat } from './till-queue';
import { syncWaitingSales } from './till-sync';
import { tillUserId } from './use-till-queue';

/**
 * What the till needs to sell with no network: whether it is online, the VAT rate (the shop's
 * setting, or as last synced when the settings cannot load) and a way to queue a sale.
 */
export function useOfflineTill() {
  const online = useOnline();
  const client = useQueryClient();
  const userId = tillUserId();
  const serverVat = useVatPercent();
  const [savedVat, setSavedVat] = useState<number | undefined>();

  useEffect(() => {
    if (!userId) return;
    if (serverVat !== undefined) void rememberVat(userId, serverVat);
    else void rememberedVat(userId).then(setSavedVat);
  }, [userId, serverVat]);

  useEffect(() => {
    // Each visit to the till brings the phone's catalogue up to date (only what changed).
    if (userId && online) void refreshCatalogue(userId).catch(() => {});
  }, [userId, online]);

  const queue = async (
    sale: { id: string; body: CreatePosSale; vatPercent: number },
    names: ReadonlyMap<string, string>,
  ): Promise<PosSale> => {
    if (!userId) throw new Error('Not signed in');
    const receipt = await queueSale(userId, { ...sale, customerName: null }, names);
    void client.invalidateQueries({ queryKey: posKeys.all });
    if (navigator.onLine) {
      void syncWaitingSales(userId, () => void client.invalidateQueries()).catch(() => {});
    }
    return receipt;
  };

  return { online, vatPercent: serverVat ?? savedVat, queue };
}
