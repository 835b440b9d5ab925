import { describe, expect, it } from 'vitest';
import { appFixture } from '../test/file-fixtures';
import { STAFF_ROUTE_PERMISSIONS } from './staff-permissions';

const t = appFixture();

/** What the owner keeps, whatever permissions a staff member is given. */
const NEVER_FOR_STAFF = [
  'GET /api/shop-staff',
  'POST /api/shop-staff',
  'PUT /api/shop-staff/:id',
  'DELETE /api/shop-staff/:id',
  'POST /api/shop-staff/sign-in',
  'PUT /api/shop-staff/owner-pin',
  'POST /api/shop-staff/owner-return',
  'PUT /api/shop-settings',
  'POST /api/micro-lending/apply',
  'POST /api/micro-lending/repay/:id',
  'POST /api/vas/float-deposits',
  'GET /api/analytics/smart-dashboard',
  'GET /api/analytics/dashboard',
  'GET /api/auth/devices',
  'PUT /api/auth/password',
  'POST /api/auth/logout-everywhere',
  'GET /api/exports/sales.csv',
];

describe('the staff permission map', () => {
  it('names only routes that exist', () => {
    const unknown = Object.keys(STAFF_ROUTE_PERMISSIONS).filter((key) => {
      const [method, url] = key.split(' ') as [string, string];
      return !t.app.hasRoute({ method: method as 'GET', url });
    });
    expect(unknown).toEqual([]);
  });

  it('never opens what only the owner does', () => {
    for (const route of NEVER_FOR_STAFF) {
      const [method, url] = route.split(' ') as [string, string];
      expect(t.app.hasRoute({ method: method as 'GET', url }), route).toBe(true);
      expect(STAFF_ROUTE_PERMISSIONS[route], route).toBeUndefined();
    }
  });
});
