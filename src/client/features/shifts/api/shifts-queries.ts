import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CreateCashMovement, Shift } from '@shared/shifts/shifts.schemas';
import { API_AREAS } from '@client/api/areas';
import { keyOf, request } from '@client/api/endpoint';
import { currentShift, currentShiftKey, keepShiftOnPhone } from '@client/api/shifts-queries';
import {
  addCashMovement,
  closeShift,
  getShift,
  listShifts,
  openShift,
} from '@client/api/shifts-endpoints';
import { sendApproved, type AskApproval } from '@client/lib/approval';
import { invalidateApiPaths } from '@client/lib/invalidate-api-paths';
import { mayDo, useTillStaff } from '@client/lib/till-user';

export const HISTORY_PAGE_SIZE = 20;

export const shiftKeys = {
  current: currentShiftKey,
  one: (id: string) => keyOf(getShift, id),
  list: (page: number) => [...keyOf(listShifts), { page }],
};

export const useCurrentShift = () =>
  useQuery({ queryKey: shiftKeys.current, queryFn: currentShift });

export const useShift = (id: string) =>
  useQuery({ queryKey: shiftKeys.one(id), queryFn: () => request(getShift, { params: { id } }) });

export const useShiftHistory = (page: number) =>
  useQuery({
    queryKey: shiftKeys.list(page),
    queryFn: () => request(listShifts, { query: { page, pageSize: HISTORY_PAGE_SIZE } }),
  });

/** A write answered a shift: it is the current one (or none, once closed), and lists refresh. */
function keepAnswer(client: QueryClient, shift: Shift) {
  keepShiftOnPhone(shift);
  client.setQueryData(shiftKeys.one(shift.id), shift);
  client.setQueryData(shiftKeys.current, shift.status === 'open' ? shift : null);
  void invalidateApiPaths(client, [API_AREAS.shifts]);
}

export function useOpenShift() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (openingFloat: string) => request(openShift, { body: { openingFloat } }),
    onSuccess: (shift) => keepAnswer(client, shift),
    // 409: another phone opened one first; show it.
    onError: () => void client.invalidateQueries({ queryKey: shiftKeys.current }),
  });
}

/**
 * A pay-in or pay-out, with a manager's or the owner's approval when the person at the till
 * may not handle the drawer's cash (asked as the till asks for a refund). Null: they gave up.
 */
export function useCashMovement(shiftId: string, askApproval: AskApproval) {
  const client = useQueryClient();
  const staff = useTillStaff();
  return useMutation({
    mutationFn: (body: CreateCashMovement) =>
      sendApproved(
        (approvalToken) =>
          request(addCashMovement, { params: { id: shiftId }, body, approvalToken }),
        mayDo(staff, 'manage_cash') ? null : 'manage_cash',
        askApproval,
      ),
    onSettled: () => void invalidateApiPaths(client, [API_AREAS.shifts]),
  });
}

export function useCloseShift(shiftId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { countedCash: string; countedNotes?: Record<string, number> }) =>
      request(closeShift, { params: { id: shiftId }, body }),
    onSuccess: (shift) => keepAnswer(client, shift),
  });
}
