import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { goldenBody } from '../../mocks/goldens';
import { answerLost } from '../../mocks/money';
import { server } from '../../mocks/server';
import { mockSession } from '../../mocks/session';
import { findSection, renderApp } from '../../test/render-app';
import { recordPosts } from '../../test/requests';

async function open(language: 'en' | 'bn') {
  localStorage.setItem('language', language);
  mockSession.signIn('demo01');
  return renderApp('/m/redRain');
}

describe('red envelope rain', () => {
  it('shows the rain that is on and catches its envelope once', async () => {
    const sent = recordPosts('/api/v1/red-envelopes/claims');
    const { user } = await open('en');
    const rain = await findSection('Red envelope rain is on!');
    // 17:50 to 19:50 in the site's zone (Asia/Dhaka)
    expect(within(rain).getByText('22 Nov 2026, 17:50 – 19:50')).toBeInTheDocument();
    expect(within(rain).getByText('Each envelope holds ৳1.88 – ৳88.88')).toBeInTheDocument();
    await user.click(within(rain).getByRole('button', { name: 'Catch an envelope' }));
    expect(await within(rain).findByText('You caught ৳68.06!')).toBeInTheDocument();
    expect(within(rain).queryByRole('button', { name: 'Catch an envelope' })).not.toBeInTheDocument();
    expect(sent).toEqual([{ key: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/) as string, body: { eventId: 'RE202611221150' } }]);
    expect(await findSection('Next rain')).toHaveTextContent('22 Nov 2026, 23:50 – 23 Nov 2026, 01:50');
    server.events.removeAllListeners();
  });

  it('a catch whose answer was lost says so, leads to the record and is not sent again', async () => {
    server.use(answerLost('/api/v1/red-envelopes/claims'));
    const sent = recordPosts('/api/v1/red-envelopes/claims');
    const { user } = await open('en');
    const rain = await findSection('Red envelope rain is on!');
    await user.click(within(rain).getByRole('button', { name: 'Catch an envelope' }));
    const alert = await within(rain).findByRole('alert');
    expect(alert).toHaveTextContent('Your request was sent, but its answer never came');
    expect(within(alert).getByRole('link', { name: 'Check the record' })).toHaveAttribute('href', '/m/transaction/record?types=A');
    // the write's answer is in and its outcome drawn: the page sends only from a tap or from the
    // sending itself, never on a timer, so a second send would have started before this
    expect(sent).toHaveLength(1);
    server.events.removeAllListeners();
  });

  it('says when the next one comes when none is on, in Bengali', async () => {
    server.use(http.get('/api/v1/red-envelopes', () => HttpResponse.json(goldenBody('red-envelopes-none', 'promotions') as Record<string, unknown>)));
    await open('bn');
    expect(await screen.findByText('এখন লাল খামের বৃষ্টি নেই')).toBeInTheDocument();
    expect(await findSection('পরবর্তী বৃষ্টি')).toHaveTextContent('প্রতিটি খামে ৳১.৮৮ – ৳৮৮.৮৮');
  });
});
