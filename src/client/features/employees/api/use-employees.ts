import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Employee, EmployeeCreate, EmployeeUpdate } from '@shared/employees/employees.schemas';
import { MAX_PAGE_SIZE } from '@shared/paging/paging';
import { apiGetPage, apiRequest } from '@client/lib/api';

const EMPLOYEES_PATH = '/api/employees';

export const employeeKeys = { all: [EMPLOYEES_PATH] as const };

export const employeesQueryOptions = () =>
  queryOptions({
    queryKey: employeeKeys.all,
    queryFn: () => apiGetPage<Employee>(`${EMPLOYEES_PATH}?pageSize=${MAX_PAGE_SIZE}`),
  });

export const useEmployees = () => useQuery(employeesQueryOptions());

/** An employee change also shows in the admin log and the admin team list. */
function useEmployeeMutation<TInput>(mutationFn: (input: TInput) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: employeeKeys.all }),
        client.invalidateQueries({ queryKey: ['/api/admin/logs'] }),
        client.invalidateQueries({ queryKey: ['/api/users/role/admin'] }),
      ]),
  });
}

export const useAddEmployee = () =>
  useEmployeeMutation((input: EmployeeCreate) =>
    apiRequest<Employee>('POST', EMPLOYEES_PATH, input),
  );

export const useEditEmployee = () =>
  useEmployeeMutation(({ id, ...input }: EmployeeUpdate & { id: string }) =>
    apiRequest<Employee>('PUT', `${EMPLOYEES_PATH}/${id}`, input),
  );

export const useDeleteEmployee = () =>
  useEmployeeMutation((id: string) => apiRequest('DELETE', `${EMPLOYEES_PATH}/${id}`));
