import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { goldenBody } from '../../mocks/goldens';
import { server } from '../../mocks/server';
import { mockSession } from '../../mocks/session';
import { renderApp } from '../../test/render-app';

async function open(language: 'en' | 'bn', user?: string) {
  localStorage.setItem('language', language);
  if (user) mockSession.signIn(user);
  return renderApp('/m/inviteFriends');
}

describe('invite friends', () => {
  it('gives demo01 the code and the link with copy and share', async () => {
    const { user } = await open('en', 'demo01');
    expect(await screen.findByRole('heading', { name: 'Invite friends: you both get ৳200.00' })).toBeInTheDocument();
    expect(screen.getByText('R10086521')).toBeInTheDocument();
    expect(screen.getByText('http://localhost:8080/m/register?ref=R10086521')).toBeInTheDocument();
    expect(screen.getByText('Friends invited').nextElementSibling).toHaveTextContent('3');
    expect(screen.getByText('Earned').nextElementSibling).toHaveTextContent('৳600.00');
    await user.click(screen.getByRole('button', { name: 'Copy Invitation code' }));
    expect(await navigator.clipboard.readText()).toBe('R10086521');
    expect(await screen.findByText('Copy successful')).toBeInTheDocument();
    // no share sheet in this browser: the message with the link is copied
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(await navigator.clipboard.readText()).toBe('Join me on Demo Casino and we both get a bonus: http://localhost:8080/m/register?ref=R10086521');
  });

  it('asks a visitor to log in or register, in Bengali', async () => {
    await open('bn');
    expect(await screen.findByText('আপনার আমন্ত্রণ কোড ও লিংক পেতে লগইন বা নিবন্ধন করুন।')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'নিবন্ধন' })).toHaveAttribute('href', '/m/register');
  });

  it('gives an agent the agent modal instead, towards its invitation links, without asking for a member invitation', async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      asked.push(new URL(request.url).pathname);
    });
    const { user } = await open('en', 'agent01');
    const modal = await screen.findByRole('dialog', { name: 'You are an agent' });
    expect(modal).toHaveTextContent('Create and share your links in the agent centre.');
    expect(screen.queryByText('R10086521')).not.toBeInTheDocument();
    expect(asked.filter((p) => p === '/api/v1/invitation')).toEqual([]);
    await user.click(within(modal).getByRole('button', { name: 'My invitation links' }));
    await waitFor(() => expect(window.location.pathname).toBe('/m/agentRegister'));
    expect(screen.queryByRole('dialog', { name: 'You are an agent' })).not.toBeInTheDocument();
    server.events.removeAllListeners();
  });

  it('says it in Bengali, and closing it goes home', async () => {
    const { user } = await open('bn', 'agent01');
    const modal = await screen.findByRole('dialog', { name: 'আপনি একজন এজেন্ট' });
    expect(modal).toHaveTextContent('এজেন্ট কেন্দ্রে আপনার লিংক তৈরি করে শেয়ার করুন।');
    expect(within(modal).getByRole('button', { name: 'এজেন্ট কেন্দ্র' })).toBeInTheDocument();
    expect(within(modal).getByRole('button', { name: 'আমার আমন্ত্রণ লিংক' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(window.location.pathname).toBe('/m/home'));
    expect(screen.queryByRole('dialog', { name: 'আপনি একজন এজেন্ট' })).not.toBeInTheDocument();
  });

  it('says coming soon and goes home when the REFERRAL promotion is off', async () => {
    const site = goldenBody('site') as { switches: Record<string, boolean> };
    server.use(http.get('/api/v1/site', () => HttpResponse.json({ ...site, switches: { ...site.switches, REFERRAL: false } })));
    await open('bn', 'demo01');
    expect(await screen.findByText('এই পাতাটি শীঘ্রই আসছে')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/m/home');
  });
});
