import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { setSecurityQuestions } from '../../api/my-security-questions';
import type { Site } from '../../api/types';
import bn from '../../i18n/bn.json';
import { goldenBody } from '../../mocks/goldens';
import { readyToWithdraw } from '../../mocks/money';
import { server } from '../../mocks/server';
import { mockSession } from '../../mocks/session';
import { renderApp } from '../../test/render-app';
import { recordPosts } from '../../test/requests';

type Offered = { items: { id: string; text: string }[] };
const offered = { en: goldenBody('security-questions-en', 'wallet') as Offered, bn: goldenBody('security-questions', 'wallet') as Offered };
const text = (language: 'en' | 'bn', id: string) => offered[language].items.find((q) => q.id === id)?.text ?? '';
const resets = '/api/v1/payment-password-resets';

/** A player with a payment password and a payout account, whose questions (2: the city, 4: the pet) are chosen when `questions`. */
async function player(user: string, { pin = '135790', questions = true } = {}) {
  mockSession.signIn(user);
  readyToWithdraw(user, pin);
  if (questions) {
    await setSecurityQuestions({
      answers: [
        { questionId: '2', answer: 'Dhaka' },
        { questionId: '4', answer: 'Mishti' },
      ],
    });
  }
}

async function open(path: string, language: 'en' | 'bn') {
  localStorage.setItem('language', language);
  return renderApp(path);
}

type View = Awaited<ReturnType<typeof open>>;

/** Pasted: six keystrokes into a controlled field lose some under a loaded test run. */
async function paste(view: View, field: HTMLElement, value: string) {
  await view.user.clear(field);
  await view.user.click(field);
  await view.user.paste(value);
}

/** The site's answer with its SMS reset switch (CHNGPASSVERIF3) off. */
function smsSwitchedOff() {
  const site = goldenBody('site') as Site;
  server.use(http.get('/api/v1/site', () => HttpResponse.json({ ...site, switches: { ...site.switches, CHNGPASSVERIF3: false } })));
}

describe('payment password reset by the security questions', () => {
  afterEach(() => server.events.removeAllListeners());

  it('from the withdrawal: wrong answers refused, right ones reset it, and the new password withdraws', async () => {
    await player('demo01');
    const sent = recordPosts(resets);
    const view = await open('/m/withdraw', 'en');
    await view.user.click(await screen.findByRole('link', { name: 'Forgot the payment password?' }));
    const form = await screen.findByRole('form', { name: 'Security questions' });
    expect(window.location.pathname).toBe('/m/paymentPasswordReset');
    expect(screen.getByRole('radio', { name: 'Security questions' })).toHaveAttribute('aria-checked', 'true');
    // each of the player's questions, by its text
    const city = within(form).getByLabelText(text('en', '2'));
    const pet = within(form).getByLabelText(text('en', '4'));
    await view.user.type(city, 'Chittagong');
    await view.user.type(pet, 'Mishti');
    await paste(view, within(form).getByLabelText('New payment password'), '246802');
    await paste(view, within(form).getByLabelText('Confirm the payment password'), '246802');
    await view.user.click(within(form).getByRole('button', { name: 'Reset the payment password' }));
    // which answer is wrong is never said: over the form, the first answer focused to mend
    expect(await within(form).findByRole('alert')).toHaveTextContent('One or more answers are wrong');
    expect(city).toHaveFocus();

    // the back office compares answers trimmed and in any case
    await view.user.clear(city);
    await view.user.type(city, ' dhaka ');
    await view.user.click(within(form).getByRole('button', { name: 'Reset the payment password' }));
    expect(await screen.findByText('Payment password reset: use the new one from now on')).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/m/withdraw'));
    expect(sent.map((s) => s.body)).toEqual([
      {
        method: 'questions',
        answers: [
          { questionId: '2', answer: 'Chittagong' },
          { questionId: '4', answer: 'Mishti' },
        ],
        newPassword: '246802',
        confirmPassword: '246802',
      },
      {
        method: 'questions',
        answers: [
          { questionId: '2', answer: 'dhaka' },
          { questionId: '4', answer: 'Mishti' },
        ],
        newPassword: '246802',
        confirmPassword: '246802',
      },
    ]);

    // the old password is refused, the new one withdraws
    await view.user.type(await screen.findByLabelText('Amount'), '1000');
    await paste(view, screen.getByLabelText('Payment password'), '135790');
    await view.user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('The payment password is incorrect')).toBeInTheDocument();
    await paste(view, screen.getByLabelText('Payment password'), '246802');
    await view.user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByRole('region', { name: 'Withdrawal submitted' })).toBeInTheDocument();
  });

  it('shows the wait when resets are rate limited, and holds the button, in Bengali', async () => {
    await player('demo01');
    server.use(
      http.post(resets, () =>
        HttpResponse.json(
          { type: 'about:blank', title: 'Too many requests', status: 429, code: 'rate_limited', detail: 'Try again later.' },
          { status: 429, headers: { 'Content-Type': 'application/problem+json', 'Retry-After': '30' } },
        ),
      ),
    );
    const view = await open('/m/paymentPasswordReset', 'bn');
    const form = await screen.findByRole('form', { name: 'নিরাপত্তা প্রশ্ন' });
    await view.user.type(within(form).getByLabelText(text('bn', '2')), 'ঢাকা');
    await view.user.type(within(form).getByLabelText(text('bn', '4')), 'মিষ্টি');
    await paste(view, within(form).getByLabelText('নতুন পেমেন্ট পাসওয়ার্ড'), '২৪৬৮০২');
    await paste(view, within(form).getByLabelText('পেমেন্ট পাসওয়ার্ড নিশ্চিত করুন'), '২৪৬৮০২');
    const submit = within(form).getByRole('button', { name: 'পেমেন্ট পাসওয়ার্ড রিসেট করুন' });
    await view.user.click(submit);
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent(bn.errors.rate_limited.split('{{')[0] ?? '');
    expect(alert.textContent).toMatch(/(৩০|২৯) সেকেন্ড/);
    expect(submit).toBeDisabled();
  });

  it('checks the answers and the new password before sending anything', async () => {
    await player('demo01');
    const sent = recordPosts(resets);
    const view = await open('/m/paymentPasswordReset', 'en');
    const form = await screen.findByRole('form', { name: 'Security questions' });
    await view.user.type(within(form).getByLabelText(text('en', '4')), 'Mishti');
    await paste(view, within(form).getByLabelText('New payment password'), '24680');
    await view.user.click(within(form).getByRole('button', { name: 'Reset the payment password' }));
    expect(within(form).getByLabelText(text('en', '2'))).toHaveFocus();
    expect(within(form).getByText('Enter your answer')).toBeInTheDocument();
    expect(within(form).getByText('The payment password is 6 digits')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('without questions leads to choosing them', async () => {
    await player('demo01', { questions: false });
    smsSwitchedOff();
    await open('/m/paymentPasswordReset', 'en');
    const note = await screen.findByText('You have not set security questions yet. Set them now, then come back here.');
    // the SMS code is not offered on this site: no choice of ways
    expect(screen.queryByRole('radiogroup', { name: 'How to reset it' })).not.toBeInTheDocument();
    expect(within(note.closest('[role="note"]') as HTMLElement).getByRole('link', { name: 'Set security questions' })).toHaveAttribute('href', '/m/securityQuestions');
  });

  it('without a payment password leads to the security centre, in Bengali', async () => {
    mockSession.signIn('demo01');
    await open('/m/paymentPasswordReset', 'bn');
    const note = await screen.findByText(bn.paymentReset.noPassword);
    expect(within(note.closest('[role="note"]') as HTMLElement).getByRole('link', { name: bn.paymentReset.toSecurityCentre })).toHaveAttribute('href', '/m/securityCenter');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });
});

describe('payment password reset by SMS code', () => {
  afterEach(() => server.events.removeAllListeners());

  /** The SMS form, its number typed and a code sent. */
  async function smsForm(view: View, mobile: string, language: 'en' | 'bn') {
    const words = language === 'en' ? { form: 'SMS code', mobile: 'Mobile number', getCode: 'Get code' } : { form: 'এসএমএস কোড', mobile: 'মোবাইল নম্বর', getCode: 'কোড নিন' };
    const form = await screen.findByRole('form', { name: words.form });
    await view.user.type(within(form).getByLabelText(words.mobile), mobile);
    await view.user.click(within(form).getByRole('button', { name: words.getCode }));
    await waitFor(() => expect(within(form).getByLabelText(new RegExp(`^${words.form}`))).toBeEnabled());
    return form;
  }

  it("where the site allows it: another number refused, a wrong code emptied, then the account's own resets it", async () => {
    const mobileUser = '8801712345678';
    await player(mobileUser, { questions: false });
    const sent = recordPosts(resets);
    const view = await open('/m/paymentPasswordReset', 'en');
    // no questions chosen: the SMS code comes first
    expect(await screen.findByRole('radio', { name: 'SMS code' })).toHaveAttribute('aria-checked', 'true');
    const form = await smsForm(view, '01812345678', 'en');
    const code = within(form).getByLabelText(/^SMS code/);
    await view.user.type(code, '123456');
    await paste(view, within(form).getByLabelText('New payment password'), '112233');
    await paste(view, within(form).getByLabelText('Confirm the payment password'), '112233');
    await view.user.click(within(form).getByRole('button', { name: 'Reset the payment password' }));
    expect(await within(form).findByText("This is not your account's mobile number")).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Mobile number/)).toHaveFocus();

    await view.user.clear(within(form).getByLabelText(/^Mobile number/));
    await view.user.type(within(form).getByLabelText(/^Mobile number/), '01712345678');
    await view.user.clear(code);
    await view.user.type(code, '654321');
    await view.user.click(within(form).getByRole('button', { name: 'Reset the payment password' }));
    expect(await within(form).findByText('The SMS code is wrong')).toBeInTheDocument();
    expect(code).toHaveValue('');

    await view.user.type(code, '123456');
    await view.user.click(within(form).getByRole('button', { name: 'Reset the payment password' }));
    expect(await screen.findByText('Payment password reset: use the new one from now on')).toBeInTheDocument();
    expect(sent.at(-1)?.body).toEqual({ method: 'sms', mobile: '01712345678', dialingCode: '880', smsCode: '123456', newPassword: '112233', confirmPassword: '112233' });
  });

  it('a site that turned the SMS reset off meanwhile refuses it, in Bengali', async () => {
    await player('demo01');
    server.use(http.post(resets, () => HttpResponse.json(goldenBody('payment-password-reset-sms-disabled', 'wallet') as Record<string, unknown>, { status: 403, headers: { 'Content-Type': 'application/problem+json' } })));
    const view = await open('/m/paymentPasswordReset', 'bn');
    await view.user.click(await screen.findByRole('radio', { name: 'এসএমএস কোড' }));
    const form = await smsForm(view, '01712345678', 'bn');
    await view.user.type(within(form).getByLabelText(/^এসএমএস কোড/), '123456');
    await paste(view, within(form).getByLabelText('নতুন পেমেন্ট পাসওয়ার্ড'), '112233');
    await paste(view, within(form).getByLabelText('পেমেন্ট পাসওয়ার্ড নিশ্চিত করুন'), '112233');
    await view.user.click(within(form).getByRole('button', { name: 'পেমেন্ট পাসওয়ার্ড রিসেট করুন' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(bn.errors.feature_disabled);
  });

  it('is not offered where the site does not allow it', async () => {
    await player('demo01');
    smsSwitchedOff();
    await open('/m/paymentPasswordReset', 'en');
    expect(await screen.findByRole('form', { name: 'Security questions' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'SMS code' })).not.toBeInTheDocument();
  });
});
