import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { goldenBody } from '../../mocks/goldens';
import { server, setScenario } from '../../mocks/server';
import { mockSession } from '../../mocks/session';
import { renderApp } from '../../test/render-app';

async function openLogin(path = '/m/login', language: 'en' | 'bn' = 'en') {
  localStorage.setItem('language', language);
  const view = await renderApp(path);
  await screen.findByRole('button', { name: language === 'en' ? 'Log in' : 'লগইন' });
  return view;
}

describe('login', () => {
  it('shows a field error after blur or an attempt, and focuses the first failing field', async () => {
    const { user } = await openLogin();
    const username = screen.getByLabelText('Username');
    expect(screen.queryByText('Please enter the username and password')).not.toBeInTheDocument();
    await user.click(username);
    await user.tab(); // blur
    expect(await screen.findByText('Please enter the username and password')).toBeInTheDocument();
    expect(screen.queryByText('Please enter the password')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Please enter the password')).toBeInTheDocument();
    expect(username).toHaveFocus();
    expect(username).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses a wrong password without saying whether the account exists', async () => {
    const { user } = await openLogin();
    await user.type(screen.getByLabelText('Username'), 'demo01');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The account or password is incorrect');
  });

  it('says it in Bengali too', async () => {
    const { user } = await openLogin('/m/login', 'bn');
    await user.type(screen.getByLabelText('ইউজারনেম'), 'nobody1');
    await user.type(screen.getByLabelText('পাসওয়ার্ড'), 'whatever1');
    await user.click(screen.getByRole('button', { name: 'লগইন' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('অ্যাকাউন্ট বা পাসওয়ার্ড সঠিক নয়');
  });

  it('says a disabled account is disabled, and stays on the login', async () => {
    const { user } = await openLogin();
    await user.type(screen.getByLabelText('Username'), 'disabled01');
    await user.type(screen.getByLabelText('Password'), 'Disabled1234');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This account is disabled. Please contact customer service.');
    expect(window.location.pathname).toBe('/m/login');
  });

  it('logs in as a member by default: an agent is refused there, translated, and gets in as an agent', async () => {
    const bodies: Record<string, unknown>[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && new URL(request.url).pathname === '/api/v1/session') void request.clone().json().then((b: Record<string, unknown>) => bodies.push(b));
    });
    const { user } = await openLogin();
    expect(screen.getByRole('radio', { name: 'Member' })).toHaveAttribute('aria-checked', 'true');
    await user.type(screen.getByLabelText('Username'), 'agent01');
    await user.type(screen.getByLabelText('Password'), 'Agent1234');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This is an agent account: please log in as an agent.');
    expect(window.location.pathname).toBe('/m/login');
    expect(mockSession.user()).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Agent' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByRole('group', { name: 'Balance' });
    expect(mockSession.user()).toBe('agent01');
    expect(bodies.map((b) => b.as)).toEqual(['member', 'agent']);
    server.events.removeAllListeners();
  });

  it('the agents’ entrance (?as=agent) refuses a member, in Bengali', async () => {
    const { user } = await openLogin('/m/login?as=agent', 'bn');
    expect(screen.getByRole('radio', { name: 'এজেন্ট' })).toHaveAttribute('aria-checked', 'true');
    await user.type(screen.getByLabelText('ইউজারনেম'), 'demo01');
    await user.type(screen.getByLabelText('পাসওয়ার্ড'), 'Demo1234');
    await user.click(screen.getByRole('button', { name: 'লগইন' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('এই অ্যাকাউন্টটি এজেন্ট নয়: সদস্য হিসেবে লগইন করুন।');
    expect(mockSession.user()).toBeNull();
  });

  it('logs demo01 in, shows the balance and remembers only the user name and method', async () => {
    const { user } = await openLogin();
    await user.type(screen.getByLabelText('Username'), 'demo01');
    await user.type(screen.getByLabelText('Password'), 'Demo1234');
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const balance = await screen.findByRole('group', { name: 'Balance' });
    await waitFor(() => expect(balance).toHaveTextContent('৳12,345'));
    expect(window.location.pathname).toBe('/m/home');
    expect(JSON.parse(localStorage.getItem('rememberedLogin') ?? '{}')).toEqual({ method: 'username', username: 'demo01' });
    const stored = Object.keys(localStorage).map((k) => localStorage.getItem(k) ?? '');
    expect(stored.join(' ')).not.toContain('Demo1234');
    expect(stored.join(' ').toLowerCase()).not.toContain('token');
  });

  it('fills the remembered user name on the next visit', async () => {
    localStorage.setItem('rememberedLogin', JSON.stringify({ method: 'username', username: 'demo01' }));
    await openLogin();
    expect(screen.getByLabelText('Username')).toHaveValue('demo01');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
  });

  it('shows the captcha after a flagged failure, refreshes it on tap and sends its answer', async () => {
    const captchas: string[] = [];
    const bodies: Record<string, unknown>[] = [];
    server.events.on('request:start', ({ request }) => {
      const path = new URL(request.url).pathname;
      if (path === '/api/v1/captcha') captchas.push(path);
      if (path === '/api/v1/session' && request.method === 'POST') void request.clone().json().then((b) => bodies.push(b as Record<string, unknown>));
    });
    const { user } = await openLogin();
    expect(screen.queryByLabelText('Captcha')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Username'), 'captcha01');
    await user.type(screen.getByLabelText('Password'), 'Captcha1234');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a captcha');
    const captcha = await screen.findByLabelText('Captcha');
    expect(captcha).toHaveAttribute('maxLength', '6');
    expect(captcha).toHaveAttribute('inputMode', 'numeric');
    await waitFor(() => expect(captchas).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Captcha picture: tap for a new one' }));
    await waitFor(() => expect(captchas).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Enter a captcha')).toBeInTheDocument();
    await user.type(captcha, '12ab34');
    expect(captcha).toHaveValue('1234');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByRole('group', { name: 'Balance' });
    expect(bodies.at(-1)).toMatchObject({ username: 'captcha01', captcha: '1234', captchaId: 'cap00000001' });
    server.events.removeAllListeners();
  });

  it('logs in by mobile number and SMS code with the input limits and a countdown', async () => {
    const { user } = await openLogin();
    await user.click(screen.getByRole('radio', { name: 'Mobile number' }));
    const mobile = screen.getByLabelText('Mobile number');
    const code = screen.getByLabelText('SMS code');
    expect(mobile).toHaveAttribute('maxLength', '20');
    expect(mobile).toHaveAttribute('inputMode', 'numeric');
    expect(code).toHaveAttribute('maxLength', '10');
    expect(code).toHaveAttribute('inputMode', 'numeric');
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByText('Please enter a valid mobile number')).toBeInTheDocument();
    expect(mobile).toHaveFocus();
    await user.type(mobile, '01712345678');
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByRole('button', { name: /60 s|59 s/ })).toBeDisabled();
    expect(await screen.findByText('SMS code sent, please check')).toBeInTheDocument();
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByRole('group', { name: 'Balance' });
    expect(mockSession.user()).toBe('8801712345678');
  });

  it('asks for the captcha before an SMS code where the site says so, and sends its answer with the request', async () => {
    const site = goldenBody('site') as { switches: Record<string, boolean> };
    const asked: Record<string, unknown>[] = [];
    let captchas = 0;
    server.use(
      http.get('/api/v1/site', () => HttpResponse.json({ ...site, switches: { ...site.switches, SMSCAPTCHA3: true } })),
      http.get('/api/v1/captcha', () => {
        captchas += 1;
        return HttpResponse.json({ captchaId: `cap${captchas}`, image: 'data:image/png;base64,' });
      }),
      http.post('/api/v1/sms-codes', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        asked.push(body);
        if (body.captcha !== '1234' || body.captchaId !== `cap${captchas}`) {
          return HttpResponse.json(
            { type: 'about:blank', title: 'Invalid', status: 400, code: 'validation_failed', detail: 'x', fields: [{ name: 'captcha', code: 'captcha_required' }] },
            { status: 400, headers: { 'Content-Type': 'application/problem+json' } },
          );
        }
        return HttpResponse.json({ countdownSeconds: 60 });
      }),
    );
    const logins: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/api/v1/session' && request.method === 'POST') logins.push(request.url);
    });
    const { user } = await openLogin();
    await user.click(screen.getByRole('radio', { name: 'Mobile number' }));
    await user.type(screen.getByLabelText('Mobile number'), '01712345678');
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enter the captcha first' });
    expect(asked).toHaveLength(0);
    const send = within(dialog).getByRole('button', { name: 'Send code' });
    await user.click(send);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Enter a captcha');
    expect(asked).toHaveLength(0);
    await waitFor(() => expect(captchas).toBe(1));
    await user.type(within(dialog).getByLabelText('Captcha'), '9999');
    await user.click(send);
    expect(await within(dialog).findByText('The captcha is wrong')).toBeInTheDocument();
    // a fresh picture, the old digits gone
    await waitFor(() => expect(captchas).toBe(2));
    expect(within(dialog).getByLabelText('Captcha')).toHaveValue('');
    await user.type(within(dialog).getByLabelText('Captcha'), '1234');
    await user.click(send);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('button', { name: /60 s|59 s/ })).toBeDisabled();
    expect(asked.map((b) => [b.captchaId, b.captcha])).toEqual([
      ['cap1', '9999'],
      ['cap2', '1234'],
    ]);
    expect(asked.at(-1)).toMatchObject({ purpose: 'login', mobile: '01712345678', dialingCode: '880' });
    expect(logins).toEqual([]);
    server.events.removeAllListeners();
  });

  it('maps the BFF field codes to the same messages', async () => {
    setScenario('login-validation-failed');
    const { user } = await openLogin();
    await user.click(screen.getByRole('radio', { name: 'Mobile number' }));
    await user.type(screen.getByLabelText('Mobile number'), '01712345678');
    await user.type(screen.getByLabelText('SMS code'), '1234');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('The mobile number is not valid')).toBeInTheDocument();
    expect(screen.getByText('The SMS code is wrong')).toBeInTheDocument();
    expect(screen.getByLabelText('Mobile number')).toHaveFocus();
  });

  it('says how long to wait when rate limited', async () => {
    server.use(
      http.post('/api/v1/session', () =>
        HttpResponse.json(
          { type: 'about:blank', title: 'Too many requests', status: 429, code: 'rate_limited', detail: 'wait' },
          { status: 429, headers: { 'Retry-After': '42', 'Content-Type': 'application/problem+json' } },
        ),
      ),
    );
    const { user } = await openLogin();
    await user.type(screen.getByLabelText('Username'), 'demo01');
    await user.type(screen.getByLabelText('Password'), 'Demo1234');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please try again in 42 seconds.');
  });

  it('returns to the screen that asked for a login', async () => {
    localStorage.setItem('language', 'en');
    const { user } = await renderApp('/m/changePsw');
    await screen.findByRole('button', { name: 'Log in' });
    expect(window.location.pathname).toBe('/m/login');
    await user.type(screen.getByLabelText('Username'), 'demo01');
    await user.type(screen.getByLabelText('Password'), 'Demo1234');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByLabelText('Old password')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/m/changePsw');
  });

  it('hides the third-party buttons unless switched on and configured', async () => {
    await openLogin();
    const form = screen.getByRole('button', { name: 'Log in' }).closest('form') as HTMLElement;
    expect(within(form).queryByRole('button', { name: 'Facebook' })).not.toBeInTheDocument();
    expect(within(form).queryByRole('button', { name: 'Google' })).not.toBeInTheDocument();
  });
});
