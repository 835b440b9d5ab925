// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { Truck } from 'lucide-react';
import { afterEach, describe, expect, it } from 'vitest';
import { ListStates } from './list-states';

afterEach(cleanup);

const SKELETON = { count: 4, className: 'h-16 w-full', listClassName: 'placeholders' };

function renderList(query: { isPending: boolean; isError: boolean; data: string[] | undefined }) {
  return render(
    <ListStates
      query={query}
      isEmpty={(data) => data.length === 0}
      skeleton={SKELETON}
      error="Could not load"
      empty="Nothing yet"
      emptyIcon={Truck}
    >
      {(data) => (
        <ul>
          {data.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </ListStates>,
  );
}

describe('ListStates', () => {
  it('shows one placeholder per count while the list loads', () => {
    const { container } = renderList({ isPending: true, isError: false, data: undefined });
    expect(container.querySelector('.placeholders')?.children).toHaveLength(4);
    expect(screen.queryByRole('listitem')).toBeNull();
  });

  it('announces the error', () => {
    renderList({ isPending: false, isError: true, data: undefined });
    expect(screen.getByRole('alert').textContent).toBe('Could not load');
  });

  it('says so when the list is empty', () => {
    renderList({ isPending: false, isError: false, data: [] });
    expect(screen.getByText('Nothing yet').tagName).toBe('P');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('renders the loaded items', () => {
    renderList({ isPending: false, isError: false, data: ['Bread', 'Milk'] });
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Bread', 'Milk']);
  });

  it('inside a card, says its messages without a card of their own', () => {
    const { container } = render(
      <ListStates
        query={{ isPending: false, isError: true, data: undefined as string[] | undefined }}
        isEmpty={(data) => data.length === 0}
        skeleton={SKELETON}
        error="Could not load"
        empty="Nothing yet"
        framed={false}
      >
        {() => null}
      </ListStates>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Could not load');
    expect(container.firstElementChild).toBe(alert);
    expect(alert.className).toContain('text-red-700');
  });
});
