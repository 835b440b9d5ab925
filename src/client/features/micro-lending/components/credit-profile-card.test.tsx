// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CreditProfile } from '@shared/micro-lending/micro-lending.schemas';
import { renderWithQuery } from '@client/test/render-with-query';
import { stubFetch } from '@client/test/stub-fetch';
import { CreditProfileCard } from './credit-profile-card';

const PROFILE: CreditProfile = {
  creditLimit: '2000.00',
  availableCredit: '1500.00',
  outstanding: '500.00',
  creditScore: 720,
  status: 'excellent',
  utilization: 25,
  factors: [],
};

/**
 * A valid definition list (HTML's content model): its children are dt and dd, or div groups of
 * them, and each group is one or more dt followed by one or more dd.
 */
function definitionListProblems(list: Element): string[] {
  const direct = [...list.children];
  const groups = direct.every((child) => child.tagName === 'DIV')
    ? direct.map((group) => [...group.children])
    : [direct];
  return groups.flatMap((items) => {
    const tags = items.map((item) => item.tagName).join(' ');
    return /^(DT( DT)*( DD)+ ?)+$/.test(tags) ? [] : [tags];
  });
}

beforeEach(() => {
  stubFetch(() => Response.json(PROFILE));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('CreditProfileCard', () => {
  it('lays its figures out as a valid definition list: each term, then its value, band and bar', async () => {
    renderWithQuery(<CreditProfileCard />);
    await screen.findByTestId('profile-Credit Score');
    const lists = document.querySelectorAll('dl');
    expect(lists).toHaveLength(1);
    expect(definitionListProblems(lists[0]!)).toEqual([]);
    // The band and the bar are described under their terms, not loose in the list.
    expect(screen.getByText('Excellent').closest('dd')).not.toBeNull();
    expect(screen.getByRole('progressbar').closest('dd')).not.toBeNull();
  });

  it('finds a loose child in a definition list', () => {
    const list = document.createElement('dl');
    list.innerHTML = '<div><dt>Score</dt><dd>720</dd><span>Excellent</span></div>';
    expect(definitionListProblems(list)).toEqual(['DT DD SPAN']);
  });
});
