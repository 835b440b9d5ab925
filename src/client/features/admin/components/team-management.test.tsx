// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminUser } from '@shared/admin/admin.schemas';
import { renderWithQuery } from '@client/test/render-with-query';
import { testUser } from '@client/test/test-user';
import { TeamManagement } from './team-management';

const staff = (overrides: Partial<AdminUser>): AdminUser => ({
  ...testUser({
    id: 'ann',
    username: 'ann',
    name: 'Ann Admin',
    phone: '+27739951206',
    role: 'admin',
    businessName: null,
    createdAt: '2026-11-01T08:00:00.000Z',
    updatedAt: '2026-11-01T08:00:00.000Z',
  }),
  verificationStatus: null,
  monthlyRevenue: '0.00',
  ...overrides,
});

let roleChanges: unknown[];

function signedInAs(role: 'admin' | 'super_admin') {
  localStorage.setItem('kasitrade_token', 't'.repeat(40));
  localStorage.setItem('kasitrade_user', JSON.stringify(staff({ id: 'me', name: 'Me', role })));
}

beforeEach(() => {
  localStorage.clear();
  roleChanges = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (init.method === 'PUT') {
        roleChanges.push(JSON.parse(String(init.body)));
        return Response.json(staff({}));
      }
      return Response.json([staff({})], { headers: { 'x-total-count': '1' } });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderTeam() {
  renderWithQuery(<TeamManagement />);
  return screen.findByLabelText('Role of Ann Admin') as Promise<HTMLSelectElement>;
}

const option = (select: HTMLSelectElement, value: string) =>
  [...select.options].find((o) => o.value === value)!;

describe('TeamManagement', () => {
  it('lets a super admin grant Super Admin', async () => {
    signedInAs('super_admin');
    const select = await renderTeam();
    expect(option(select, 'super_admin').disabled).toBe(false);
    fireEvent.change(select, { target: { value: 'super_admin' } });
    await waitFor(() => expect(roleChanges).toEqual([{ role: 'super_admin' }]));
  });

  it('tells an admin that Super Admin is for super admins only', async () => {
    signedInAs('admin');
    const select = await renderTeam();
    expect(option(select, 'super_admin')).toMatchObject({
      disabled: true,
      text: 'Super Admin (super admins only)',
    });
  });

  it('asks before making staff a merchant, and says what it means', async () => {
    signedInAs('super_admin');
    const select = await renderTeam();
    fireEvent.change(select, { target: { value: 'merchant' } });
    const dialog = await screen.findByRole('dialog', { name: 'Make Ann Admin a merchant?' });
    expect(dialog.textContent).toContain('loses the admin portal');
    expect(dialog.textContent).toContain('no business name, no products');
    expect(dialog.textContent).toContain('SMS code sent to 073 995 1206');
    expect(roleChanges).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(roleChanges).toEqual([]);

    fireEvent.change(select, { target: { value: 'merchant' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Make merchant' }));
    await waitFor(() => expect(roleChanges).toEqual([{ role: 'merchant' }]));
  });
});
