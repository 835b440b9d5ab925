import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EmployeeCreate, EmployeeUpdate } from '@shared/employees/employees.schemas';
import { MAX_PAGE_SIZE } from '@shared/paging/page-size';
import { API_AREAS } from '@client/api/areas';
import { keyOf, request, requestPage } from '@client/api/endpoint';
import { invalidateApiPaths } from '@client/lib/invalidate-api-paths';
import {
  createEmployee,
  deleteEmployee,
  listEmployees,
  updateEmployee,
} from './employees-endpoints';

export const employeeKeys = { all: keyOf(listEmployees) };

export const employeesQueryOptions = () =>
  queryOptions({
    queryKey: employeeKeys.all,
    queryFn: () => requestPage(listEmployees, { query: { pageSize: MAX_PAGE_SIZE } }),
  });

export const useEmployees = () => useQuery(employeesQueryOptions());

/** An employee change also shows in the admin log and the admin team list. */
function useEmployeeMutation<TInput>(mutationFn: (input: TInput) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      invalidateApiPaths(client, [listEmployees.path, API_AREAS.adminLogs, API_AREAS.adminUsers]),
  });
}

export const useAddEmployee = () =>
  useEmployeeMutation((input: EmployeeCreate) => request(createEmployee, { body: input }));

export const useEditEmployee = () =>
  useEmployeeMutation(({ id, ...input }: EmployeeUpdate & { id: string }) =>
    request(updateEmployee, { params: { id }, body: input }),
  );

export const useDeleteEmployee = () =>
  useEmployeeMutation((id: string) => request(deleteEmployee, { params: { id } }));
