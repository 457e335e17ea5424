import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { VIP } from '../../api/types';
import { goldenBody } from '../../mocks/goldens';
import { server } from '../../mocks/server';
import { mockSession } from '../../mocks/session';
import { findSection, renderApp } from '../../test/render-app';

// The back office names the ranks in the language asked, but only its Bengali answer is recorded:
// the English one is that answer with the English names of the fixture back office
// (adapters/fakeupstream/internal/gen/promotions.go).
const englishNames: Record<string, string> = { সদস্য: 'Member', ব্রোঞ্জ: 'Bronze', রৌপ্য: 'Silver', স্বর্ণ: 'Gold', প্লাটিনাম: 'Platinum', হীরা: 'Diamond' };

function serveEnglishRanks() {
  const vip = goldenBody('vip') as VIP;
  const english = (name: string) => englishNames[name] ?? name;
  server.use(
    http.get('/api/v1/vip', () =>
      HttpResponse.json({ ...vip, name: english(vip.name), next: vip.next && { ...vip.next, name: english(vip.next.name) }, ranks: vip.ranks.map((r) => ({ ...r, name: english(r.name) })) }),
    ),
  );
}

async function open(language: 'en' | 'bn') {
  localStorage.setItem('language', language);
  mockSession.signIn('demo01');
  return renderApp('/m/member/benefits');
}

describe('VIP benefits', () => {
  it('shows the rank, the progress to the next and every rank, in English', async () => {
    serveEnglishRanks();
    await open('en');
    expect(await screen.findByText('VIP1 · Bronze')).toBeInTheDocument();
    expect(screen.getByText('Next rank: Silver')).toBeInTheDocument();
    const deposits = screen.getByRole('progressbar', { name: 'Deposits' });
    expect(deposits).toHaveAttribute('aria-valuenow', '35');
    expect(screen.getByText('৳7,000.00 of ৳20,000.00')).toBeInTheDocument();
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
    expect(await screen.findByText('VIP১ · ব্রোঞ্জ')).toBeInTheDocument();
    expect(screen.getByText('পরবর্তী র‍্যাঙ্ক: রৌপ্য')).toBeInTheDocument();
    expect(screen.getByText('৳২০,০০০.০০-এর মধ্যে ৳৭,০০০.০০')).toBeInTheDocument();
    expect(await findSection('র‍্যাঙ্ক ও সুবিধা')).toHaveTextContent('আপনার র‍্যাঙ্ক');
  });
});
