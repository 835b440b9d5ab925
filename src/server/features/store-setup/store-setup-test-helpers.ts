import { STORE_TEMPLATES, type StoreTemplateId } from '@shared/store-setup/store-templates';
import { call, type TestApp } from '@server/test/test-app';

export const templateOf = (id: StoreTemplateId) => STORE_TEMPLATES.find((t) => t.id === id)!;

/** The completion payload the wizard sends for a template, with its prices as listed. */
export function completionFor(id: StoreTemplateId, overrides: Record<string, unknown> = {}) {
  const template = templateOf(id);
  return {
    businessName: null,
    businessType: template.name,
    description: null,
    logo: null,
    products: template.products.map((p) => ({ ...p })),
    template: id,
    completedSteps: [1, 2, 3],
    isCompleted: true,
    payment: { methods: ['cash'], payout: 'wallet' },
    ...overrides,
  };
}

export function setupCalls(t: TestApp, token: string) {
  return {
    read: () => call(t.app, 'GET', '/api/store-setup', { token }),
    save: (body: unknown) => call(t.app, 'PUT', '/api/store-setup', { token, body }),
    complete: (body: unknown) => call(t.app, 'POST', '/api/store-setup/complete', { token, body }),
    products: () => call(t.app, 'GET', '/api/products?pageSize=100', { token }),
    categories: () => call(t.app, 'GET', '/api/categories', { token }),
  };
}
