// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '@client/lib/storage';
import { renderWithQuery } from '@client/test/render-with-query';
import { stubResizeObserver } from '@client/test/resize-observer';
import { stubFetch } from '@client/test/stub-fetch';
import { testUser } from '@client/test/test-user';
import { navText } from '../nav-text';
import { pageLabelOf } from '../navigation';
import { AREA_ROUTES } from '../route-table';
import { BottomNav } from './bottom-nav';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';

let resize: () => void;
beforeEach(() => {
  localStorage.clear();
  saveSession('owner-token', testUser());
  stubFetch(() => Response.json([]));
  ({ resize } = stubResizeObserver());
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const rootPadding = (side: 'top' | 'bottom') =>
  document.documentElement.style.getPropertyValue(`scroll-padding-${side}`);

describe('the page title', () => {
  it('names every signed-in page from its navigation label', () => {
    const paths = AREA_ROUTES.flatMap((route) => route.paths);
    expect(paths.filter((path) => !pageLabelOf(path))).toEqual([]);
    expect(navText.t(pageLabelOf('/pos')!)).toBe('POS System');
    expect(pageLabelOf('/')).toBe(pageLabelOf('/dashboard'));
    expect(pageLabelOf('/nowhere')).toBeUndefined();
  });
});

describe('the fixed bars', () => {
  it('write their heights into the scroll padding, so it keeps focus clear of them', () => {
    const heights = new Map<string, number>();
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      return { height: heights.get(this.tagName) ?? 0 } as DOMRect;
    });
    heights.set('HEADER', 56).set('NAV', 64);
    renderWithQuery(
      <>
        <TopBar />
        <BottomNav onLogout={() => {}} />
      </>,
    );
    // The browser reports each bar's size once it is laid out.
    act(resize);
    expect(rootPadding('top')).toBe('calc(56px + 0.5rem)');
    expect(rootPadding('bottom')).toBe('calc(64px + 0.5rem)');
    // Twice the text size makes the bottom bar taller; hidden on a wide screen, it is 0.
    heights.set('NAV', 0);
    act(resize);
    expect(rootPadding('bottom')).toBe('calc(0px + 0.5rem)');
    cleanup();
    expect(rootPadding('top')).toBe('');
  });
});

describe('the layout’s contrast and sizes', () => {
  it('writes the Administration heading in the theme’s hint colour (4.5:1, theme-contrast.test)', () => {
    saveSession('admin-token', testUser({ role: 'admin' }));
    render(<Sidebar onLogout={() => {}} />);
    expect(screen.getByText('Administration').className).toContain('text-hint');
  });

  it('sizes the bell 44x44 and its badge and the bottom labels in rem, to grow with the text', async () => {
    const alert = {
      id: 'a1',
      productId: 'p1',
      productName: 'Bread',
      stock: 2,
      alertType: 'low_stock',
      threshold: 5,
      message: 'Bread is low on stock',
      isRead: false,
      createdAt: '2026-11-23T08:00:00.000Z',
    };
    stubFetch(() => Response.json([alert]));
    renderWithQuery(
      <>
        <TopBar />
        <BottomNav onLogout={() => {}} />
      </>,
    );
    const bell = await screen.findByRole('button', { name: /1 unread/i });
    expect(bell.className).toContain('size-11');
    const classes = document.body.innerHTML.match(/text-\[[^\]]+\]/g) ?? [];
    expect(classes.length).toBeGreaterThan(0);
    expect(classes.filter((name) => name.endsWith('px]'))).toEqual([]);
  });
});
