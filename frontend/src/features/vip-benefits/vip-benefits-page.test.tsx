import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockSession } from '../../mocks/session';
import { findSection, renderApp } from '../../test/render-app';

async function open(language: 'en' | 'bn') {
  localStorage.setItem('language', language);
  mockSession.signIn('demo01');
  return renderApp('/m/member/benefits');
}

describe('VIP benefits', () => {
  it('shows the rank, the progress to the next and every rank, in English', async () => {
    await open('en');
    expect(await screen.findByText('VIP1 · Bronze')).toBeInTheDocument();
    expect(screen.getByText('Next rank: Silver')).toBeInTheDocument();
    const deposits = screen.getByRole('progressbar', { name: 'Deposits' });
    expect(deposits).toHaveAttribute('aria-valuenow', '35');
    expect(screen.getByText('৳7,000 of ৳20,000')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Valid bets' })).toHaveAttribute('aria-valuenow', '24');
    const ranks = within(await findSection('Ranks and benefits')).getAllByRole('listitem');
    expect(ranks.map((r) => within(r).getByRole('heading').textContent)).toEqual([
      'VIP0 Member',
      'VIP1 BronzeYour rank',
      'VIP2 Silver',
      'VIP3 Gold',
      'VIP4 Platinum',
      'VIP5 Diamond',
    ]);
    expect(ranks[1]).toHaveAttribute('aria-current', 'true');
    expect(ranks[2]).toHaveTextContent('Upgrade bonus৳288.00');
    expect(ranks[2]).toHaveTextContent('Withdrawals a day4');
  });

  it('speaks Bengali', async () => {
    await open('bn');
    expect(await screen.findByText('পরবর্তী র‍্যাঙ্ক: Silver')).toBeInTheDocument();
    expect(screen.getByText('২০,০০০৳-এর মধ্যে ৭,০০০৳')).toBeInTheDocument();
    expect(await findSection('র‍্যাঙ্ক ও সুবিধা')).toHaveTextContent('আপনার র‍্যাঙ্ক');
  });
});
