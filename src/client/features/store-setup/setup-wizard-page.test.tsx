// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StoreSetup } from '@shared/store-setup/store-setup.schemas';
import { Toaster } from '@client/components/ui/toaster';
import { renderWithQuery } from '@client/test/render-with-query';
import { stubFetch, type FetchCall } from '@client/test/stub-fetch';
import SetupCard from './components/setup-card';
import SetupWizardPage from './setup-wizard-page';

const NOT_STARTED: StoreSetup = {
  currentStep: 1,
  completedSteps: [],
  storeTemplate: null,
  setupData: null,
  isCompleted: false,
  completedAt: null,
};
const COMPLETED: StoreSetup = {
  ...NOT_STARTED,
  currentStep: 3,
  completedSteps: [1, 2, 3],
  storeTemplate: 'grocery',
  setupData: {
    products: [{ name: 'White Bread 700g', price: '19.13', category: 'Bakery', stock: 0 }],
  },
  isCompleted: true,
  completedAt: '2026-03-02T08:00:00.000Z',
};

let calls: FetchCall[];
let setup: () => Response;
let completion: () => Response;

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(
    'kasitrade_user',
    JSON.stringify({ id: 'u1', businessName: "Thandi's Spaza" }),
  );
  Element.prototype.scrollIntoView = vi.fn();
  window.scrollTo = vi.fn() as never;
  setup = () => Response.json(NOT_STARTED);
  completion = () => Response.json({}, { status: 500 });
  calls = stubFetch(({ method, url, body }) => {
    if (url === '/api/shop-settings') {
      return Response.json({
        vatRegistered: true,
        paymentMethods: ['cash'],
        ...(method === 'PUT' ? (body as object) : {}),
      });
    }
    if (url.endsWith('/complete')) return completion();
    return method === 'PUT' ? Response.json(NOT_STARTED) : setup();
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderWith(ui: React.ReactNode) {
  renderWithQuery(
    <>
      {ui}
      <Toaster />
    </>,
  );
}

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const writes = () => calls.filter((c) => c.method !== 'GET');

describe('SetupWizardPage', () => {
  it('blocks Next on step 1 until a store type is chosen; Previous stays disabled there', async () => {
    renderWith(<SetupWizardPage />);
    await screen.findByText('Step 1 of 3: Store type');
    expect(button('Previous').disabled).toBe(true);
    expect(button('Next').disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: /Takeaway/ }));
    expect(button('Next').disabled).toBe(false);
    expect(button('Previous').disabled).toBe(true);
    fireEvent.click(button('Next'));
    await screen.findByText('Step 2 of 3: Starting products');
    expect((screen.getByLabelText('Price of Slap Chips (Large)') as HTMLInputElement).value).toBe(
      '26.09',
    );
    expect(button('Previous').disabled).toBe(false);
  });

  it('saves nothing on opening, and the progress shortly after a change', async () => {
    renderWith(<SetupWizardPage />);
    await screen.findByText('Step 1 of 3: Store type');
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(writes()).toEqual([]);
    fireEvent.click(screen.getByRole('radio', { name: /Pharmacy/ }));
    await waitFor(() => expect(writes()).toHaveLength(1), { timeout: 2000 });
    expect(writes()[0]).toMatchObject({
      method: 'PUT',
      url: '/api/store-setup',
      body: { currentStep: 1, storeTemplate: 'pharmacy' },
    });
    expect(await screen.findByText('Progress saved')).toBeTruthy();
  });

  it('names a bad price and stays on step 2', async () => {
    renderWith(<SetupWizardPage />);
    fireEvent.click(await screen.findByRole('radio', { name: /Grocery Store/ }));
    fireEvent.click(button('Next'));
    const bread = await screen.findByLabelText('Price of White Bread 700g');
    fireEvent.change(bread, { target: { value: '-2' } });
    fireEvent.click(button('Next'));
    expect(screen.getByRole('alert').textContent).toBe('Amount cannot be negative');
    expect(screen.getByText('Step 2 of 3: Starting products')).toBeTruthy();
    expect(document.activeElement).toBe(bread);
  });

  it("shows the server's refusal in an Error toast and stays on step 3", async () => {
    completion = () =>
      Response.json(
        { error: { code: 'VALIDATION', message: 'At most 50 products' } },
        { status: 400 },
      );
    renderWith(<SetupWizardPage />);
    fireEvent.click(await screen.findByRole('radio', { name: /General Dealer/ }));
    fireEvent.click(button('Next'));
    fireEvent.click(await screen.findByRole('button', { name: /Next/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Complete Setup' }));
    expect(await screen.findByText('At most 50 products')).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
    expect(screen.getByText('Step 3 of 3: Payment info')).toBeTruthy();
    expect(calls.find((c) => c.url.endsWith('/complete'))?.body).toMatchObject({
      businessType: 'General Dealer',
      template: 'general',
      completedSteps: [1, 2, 3],
      isCompleted: true,
      payment: { methods: ['cash'], payout: 'wallet' },
    });
  });

  it('sets VAT registered on the payment step, through the shop settings API', async () => {
    renderWith(<SetupWizardPage />);
    fireEvent.click(await screen.findByRole('radio', { name: /General Dealer/ }));
    fireEvent.click(button('Next'));
    fireEvent.click(await screen.findByRole('button', { name: /Next/ }));
    const vat = await screen.findByRole('switch', { name: 'VAT registered' });
    await waitFor(() => expect(vat.getAttribute('aria-checked')).toBe('true'));
    fireEvent.click(vat);
    await waitFor(() => expect(vat.getAttribute('aria-checked')).toBe('false'));
    expect(writes()).toContainEqual(
      expect.objectContaining({
        method: 'PUT',
        url: '/api/shop-settings',
        body: { vatRegistered: false },
      }),
    );
  });

  it('opens on the completed screen when the first load says isCompleted', async () => {
    setup = () => Response.json(COMPLETED);
    renderWith(<SetupWizardPage />);
    expect(await screen.findByRole('heading', { name: 'Your store is set up' })).toBeTruthy();
    expect(screen.getByText('R19.13')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Add stock in the catalogue' }).getAttribute('href'),
    ).toBe('/catalog');
  });

  it('offers Try again when the setup cannot be loaded', async () => {
    setup = () => Response.json({ error: { code: 'INTERNAL', message: 'x' } }, { status: 500 });
    renderWith(<SetupWizardPage />);
    expect(await screen.findByText('Your store setup could not be loaded.')).toBeTruthy();
    setup = () => Response.json(NOT_STARTED);
    fireEvent.click(button('Try again'));
    expect(await screen.findByText('Step 1 of 3: Store type')).toBeTruthy();
  });
});

describe('SetupCard', () => {
  it('leads a shop not set up to the wizard, and stays dismissed', async () => {
    renderWith(<SetupCard />);
    const link = await screen.findByRole('link', { name: 'Start Setup Wizard' });
    expect(link.getAttribute('href')).toBe('/setup-wizard');
    fireEvent.click(button('Dismiss store setup'));
    expect(screen.queryByRole('link', { name: 'Start Setup Wizard' })).toBeNull();
    cleanup();
    renderWith(<SetupCard />);
    await waitFor(() => expect(calls.filter((c) => c.method === 'GET')).toHaveLength(2));
    expect(screen.queryByText('Set up your store')).toBeNull();
  });

  it('says Continue once a store type is saved, and is not shown once completed', async () => {
    setup = () => Response.json({ ...NOT_STARTED, currentStep: 2, storeTemplate: 'takeaway' });
    renderWith(<SetupCard />);
    expect(await screen.findByRole('link', { name: 'Continue Setup' })).toBeTruthy();
    cleanup();
    setup = () => Response.json(COMPLETED);
    renderWith(<SetupCard />);
    await waitFor(() => expect(calls.filter((c) => c.method === 'GET')).toHaveLength(2));
    expect(screen.queryByText(/Set up your store|Finish setting up/)).toBeNull();
  });
});
