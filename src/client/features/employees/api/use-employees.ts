import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Employee, EmployeeCreate, EmployeeUpdate } from '@shared/employees/employees.schemas';
import { MAX_PAGE_SIZE } from '@shared/paging/paging';
import { apiGetPage, apiRequest } from '@client/lib/api';

const KEY = ['/api/employees'] as const;

export function useEmployees() {
  return useQuery({
    queryKey: KEY,
    queryFn: () => apiGetPage<Employee>(`/api/employees?pageSize=${MAX_PAGE_SIZE}`),
  });
}

function useEmployeeMutation<TInput>(mutationFn: (input: TInput) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: KEY }),
        client.invalidateQueries({ queryKey: ['/api/admin/logs'] }),
        client.invalidateQueries({ queryKey: ['/api/users/role/admin'] }),
      ]),
  });
}

export const useAddEmployee = () =>
  useEmployeeMutation((input: EmployeeCreate) =>
    apiRequest<Employee>('POST', '/api/employees', input),
  );

export const useEditEmployee = () =>
  useEmployeeMutation(({ id, ...input }: EmployeeUpdate & { id: string }) =>
    apiRequest<Employee>('PUT', `/api/employees/${id}`, input),
  );

export const useDeleteEmployee = () =>
  useEmployeeMutation((id: string) => apiRequest('DELETE', `/api/employees/${id}`));
