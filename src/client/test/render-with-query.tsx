import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import type { ReactNode } from 'react';

// Screens that load lazily and read the phone's database take more than the default second on
// a busy machine: wait up to 5 s for what should appear.
configure({ asyncUtilTimeout: 5_000 });

/**
 * Renders a component tree with a fresh query client, without retries, as the app runs it; a
 * rerender keeps the same client around the new tree.
 */
export function renderWithQuery(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const withClient = (tree: ReactNode) => (
    <QueryClientProvider client={client}>{tree}</QueryClientProvider>
  );
  const rendered = render(withClient(ui));
  return {
    client,
    ...rendered,
    rerender: (tree: ReactNode) => rendered.rerender(withClient(tree)),
  };
}
