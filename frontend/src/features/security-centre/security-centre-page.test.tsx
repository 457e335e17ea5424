import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { goldenBody } from '../../mocks/goldens';
import { answerLost, readyToWithdraw } from '../../mocks/money';
import { server } from '../../mocks/server';
import { mockSession } from '../../mocks/session';
import { findSection, renderApp } from '../../test/render-app';
import { recordPosts } from '../../test/requests';

async function openSecurity(language: 'en' | 'bn' = 'en', user = 'demo01') {
  localStorage.setItem('language', language);
  mockSession.signIn(user);
  const view = await renderApp('/m/securityCenter');
  await screen.findByRole('region', { name: language === 'en' ? 'My details' : 'আমার তথ্য' });
  return view;
}

/** demo01 binds a Nagad account with the payment password 135790 (set by readyToWithdraw first); returns the binding form. */
async function bindNagad() {
  const { user } = await openSecurity();
  const bind = await screen.findByRole('form', { name: 'Bind a payout account' });
  await within(bind).findByRole('option', { name: 'Nagad' });
  await user.selectOptions(within(bind).getByLabelText('Bank or service'), 'NAGAD');
  await user.type(within(bind).getByLabelText('Account holder name'), 'Rahim Uddin');
  await user.type(within(bind).getByLabelText('Mobile account number'), '01812345678');
  await user.click(within(bind).getByLabelText('Payment password'));
  await user.paste('135790');
  await user.click(within(bind).getByRole('button', { name: 'Bind the account' }));
  return { user, bind };
}

describe('security centre', () => {
  afterEach(() => server.events.removeAllListeners());

  it("shows the player's facts, masked", async () => {
    await openSecurity();
    const facts = screen.getByRole('region', { name: 'My details' });
    const security = goldenBody('security', 'wallet') as { email: string; payeeName: string; nickname: string };
    expect(facts).toHaveTextContent(`E-mail${security.email}`);
    expect(facts).toHaveTextContent(`Payee name${security.payeeName}`);
    expect(facts).toHaveTextContent(`Nickname${security.nickname}`);
    expect(facts).toHaveTextContent('Payment passwordNot set');
    expect(facts).toHaveTextContent('Payout accounts0');
    // binding waits for a payment password (the payout accounts are drawn after the first view)
    expect(await screen.findByText('Set a payment password first: binding an account asks for it.')).toBeInTheDocument();
  });

  it('sets a payment password, then binds a bKash account with it (a new Idempotency-Key)', async () => {
    const keys: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && new URL(request.url).pathname === '/api/v1/payout-accounts') keys.push(request.headers.get('Idempotency-Key'));
    });
    const { user } = await openSecurity();
    const setForm = screen.getByRole('form', { name: 'Set a payment password' });
    await user.type(within(setForm).getByLabelText('New payment password'), '135790');
    await user.type(within(setForm).getByLabelText('Confirm the payment password'), '135791');
    await user.click(within(setForm).getByRole('button', { name: 'Save' }));
    expect(await within(setForm).findByText('The passwords do not match')).toBeInTheDocument();
    await user.clear(within(setForm).getByLabelText('Confirm the payment password'));
    await user.type(within(setForm).getByLabelText('Confirm the payment password'), '১৩৫৭৯০');
    await user.click(within(setForm).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Payment password set')).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'Change the payment password' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('region', { name: 'My details' })).toHaveTextContent('Payment passwordSet'));

    const bind = await screen.findByRole('form', { name: 'Bind a payout account' });
    expect(within(bind).getByRole('radio', { name: 'Mobile banking' })).toHaveAttribute('aria-checked', 'true');
    await user.selectOptions(within(bind).getByLabelText('Bank or service'), 'BKASH');
    await user.type(within(bind).getByLabelText('Account holder name'), 'Rahim Uddin');
    await user.type(within(bind).getByLabelText('Mobile account number'), '01712345678');
    await user.type(within(bind).getByLabelText('Payment password'), '000000');
    await user.click(within(bind).getByRole('button', { name: 'Bind the account' }));
    expect(await within(bind).findByText('The payment password is incorrect')).toBeInTheDocument();
    await user.type(within(bind).getByLabelText('Payment password'), '135790');
    await user.click(within(bind).getByRole('button', { name: 'Bind the account' }));
    expect(await screen.findByText('Account bound: bKash •••• 5678')).toBeInTheDocument();
    const accounts = screen.getByRole('region', { name: 'Payout accounts' });
    await waitFor(() => expect(within(accounts).getByRole('list')).toHaveTextContent('bKash •••• 5678'));
    expect(within(accounts).getByRole('list')).toHaveTextContent('Rahim Uddin · Default');
    expect(accounts).not.toHaveTextContent('01712345678');
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);

    // the same number again is refused on its field (golden payout-account-bound)
    await user.selectOptions(within(bind).getByLabelText('Bank or service'), 'NAGAD');
    await user.type(within(bind).getByLabelText('Account holder name'), 'Rahim Uddin');
    await user.type(within(bind).getByLabelText('Mobile account number'), '01712345678');
    await user.type(within(bind).getByLabelText('Payment password'), '135790');
    await user.click(within(bind).getByRole('button', { name: 'Bind the account' }));
    expect(await within(bind).findByText('This account is already bound')).toBeInTheDocument();
  });

  it('changes the payment password only with the right current one, in Bengali', async () => {
    // demo01 with a payment password (agent01 has one too, but its contract prompts would open over the form)
    readyToWithdraw('demo01', '246810');
    const { user } = await openSecurity('bn', 'demo01');
    const form = screen.getByRole('form', { name: 'পেমেন্ট পাসওয়ার্ড পরিবর্তন করুন' });
    // pasted: six keystrokes into a controlled field lose some under a loaded test run
    const enter = async (label: string, text: string) => {
      await user.click(within(form).getByLabelText(label));
      await user.paste(text);
      expect(within(form).getByLabelText(label)).toHaveValue(text);
    };
    await enter('বর্তমান পেমেন্ট পাসওয়ার্ড', '111111');
    await enter('নতুন পেমেন্ট পাসওয়ার্ড', '222222');
    await enter('পেমেন্ট পাসওয়ার্ড নিশ্চিত করুন', '222222');
    await user.click(within(form).getByRole('button', { name: 'সংরক্ষণ করুন' }));
    expect(await within(form).findByText('বর্তমান পেমেন্ট পাসওয়ার্ড সঠিক নয়')).toBeInTheDocument();
    await user.clear(within(form).getByLabelText('বর্তমান পেমেন্ট পাসওয়ার্ড'));
    await enter('বর্তমান পেমেন্ট পাসওয়ার্ড', '246810');
    await user.click(within(form).getByRole('button', { name: 'সংরক্ষণ করুন' }));
    expect(await screen.findByText('পরিবর্তন সংরক্ষিত হয়েছে')).toBeInTheDocument();
    // emptied for the next change, and none of its fields shown wrong
    await waitFor(() => expect(within(form).getByLabelText('বর্তমান পেমেন্ট পাসওয়ার্ড')).toHaveValue(''));
    expect(form.querySelectorAll('.field-error, [aria-invalid="true"]')).toHaveLength(0);
  });

  it('empties the binding form after an account is bound, with none of its fields shown wrong', async () => {
    readyToWithdraw('demo01', '135790');
    const { bind } = await bindNagad();
    expect(await screen.findByText('Account bound: Nagad •••• 5678')).toBeInTheDocument();
    await waitFor(() => expect(within(bind).getByLabelText('Account holder name')).toHaveValue(''));
    for (const label of ['Bank or service', 'Mobile account number', 'Payment password']) expect(within(bind).getByLabelText(label)).toHaveValue('');
    expect(bind.querySelectorAll('.field-error, [aria-invalid="true"]')).toHaveLength(0);
  });

  it('a binding whose answer was lost says so and leads to the bound accounts, never binding again by itself', async () => {
    readyToWithdraw('demo01', '135790');
    server.use(answerLost('/api/v1/payout-accounts'));
    const sent = recordPosts('/api/v1/payout-accounts');
    const { user, bind } = await bindNagad();
    const alert = await within(bind).findByRole('alert');
    expect(alert).toHaveTextContent('Check your wallets or the record before you try again.');
    await user.click(within(alert).getByRole('button', { name: 'See your payout accounts' }));
    expect(screen.getByRole('heading', { name: 'Payout accounts' })).toHaveFocus();
    // the binding's answer is in and its outcome drawn (the alert, and the tap on its way out): the
    // page sends only from a tap or from the sending itself, never on a timer, so a second binding
    // would have started before this
    expect(sent).toHaveLength(1);
  });

  it('holds the limits too, the same as the responsible-gaming page, in Bengali', async () => {
    const { user } = await openSecurity('bn');
    const limits = await findSection('সীমা');
    const form = () => within(limits).getByRole('form', { name: 'সীমা ঠিক করুন' });
    expect(within(form()).getByRole('note')).toHaveTextContent('বেশি সীমা, বা সীমা তুলে নেওয়া, কার্যকর হয় শুধু ২৪ ঘণ্টা পরে');
    await user.click(within(form()).getByRole('radio', { name: 'মাসিক' }));
    await user.type(within(form()).getByLabelText('পরিমাণ'), '২০০০০');
    await user.click(within(form()).getByRole('button', { name: 'সীমা সংরক্ষণ করুন' }));
    const row = await within(limits).findByRole('listitem', { name: 'মাসিক ডিপোজিট সীমা' });
    expect(row).toHaveTextContent('মাসিক ডিপোজিট সীমা৳২০,০০০.০০');
    expect(row).toHaveTextContent('বাকি৳২০,০০০.০০');
    // the way to the other tools, under the limits
    expect(limits.nextElementSibling).toHaveTextContent('দায়িত্বশীল গেমিং');
    expect(limits.nextElementSibling).toHaveAttribute('href', '/m/responsibleGaming');
  });
});
