import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { RegistrationSettings } from '../../api/types';
import { goldenBody } from '../../mocks/goldens';
import { server } from '../../mocks/server';
import { renderApp } from '../../test/render-app';

async function openRegister(path = '/m/register', language: 'en' | 'bn' = 'en') {
  localStorage.setItem('language', language);
  const view = await renderApp(path);
  await screen.findByRole('button', { name: language === 'en' ? 'Sign up' : 'নিবন্ধন করুন' });
  return view;
}

describe('registration', () => {
  it('shows tabs for both methods and the settings’ fields with their required markers', async () => {
    await openRegister();
    expect(screen.getByRole('radio', { name: 'Username' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('radio', { name: 'Mobile number' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Username/)).toHaveAttribute('aria-required', 'true');
    expect(screen.getByLabelText(/^E-mail/)).not.toHaveAttribute('aria-required');
    for (const label of [/^Password/, /^Confirm password/, /^Real name/, /^WhatsApp/, /^Invitation code/]) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    // switched off in the settings
    expect(screen.queryByLabelText(/^Nickname/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Mobile number/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'terms of use' })).toHaveAttribute('href', '/m/help?tag=terms');
  });

  it('keeps the button disabled until the terms and age box is ticked', async () => {
    const { user } = await openRegister();
    const submit = screen.getByRole('button', { name: 'Sign up' });
    expect(submit).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /I am over 18 years old/ }));
    expect(submit).toBeEnabled();
  });

  it('checks the fields against the settings’ patterns and focuses the first failing one', async () => {
    const { user } = await openRegister();
    await user.type(screen.getByLabelText(/^Password/), 'abc');
    await user.type(screen.getByLabelText(/^Confirm password/), 'abd');
    await user.type(screen.getByLabelText(/^E-mail/), 'not-an-email');
    await user.click(screen.getByRole('checkbox', { name: /I am over 18/ }));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Use 6-16 letters or digits, starting with a letter')).toBeInTheDocument();
    // every error keeps its field's rule, never a bare "format is incorrect"
    expect(screen.getByText('6-20 characters: letters, digits or !@#$%^&*()_+=.-')).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match')).toBeInTheDocument();
    expect(screen.getByText('A whole e-mail address, such as name@example.com')).toBeInTheDocument();
    expect(screen.queryByText(/format is incorrect/i)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Username/)).toHaveFocus();
  });

  it("keeps the rule in the BFF's refusal of a field's format (golden registration-validation-failed)", async () => {
    server.use(http.post('/api/v1/registrations', () => HttpResponse.json(goldenBody('registration-validation-failed', 'account') as Record<string, unknown>, { status: 400 })));
    const { user } = await openRegister();
    await user.type(screen.getByLabelText(/^Username/), 'rahim2026');
    await user.type(screen.getByLabelText(/^Password/), 'Secret123');
    await user.type(screen.getByLabelText(/^Confirm password/), 'Secret123');
    await user.type(screen.getByLabelText(/^Real name/), 'Rahim Uddin');
    await user.click(screen.getByRole('checkbox', { name: /I am over 18/ }));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('2-50 letters, spaces or dots, starting with a letter')).toBeInTheDocument();
    expect(screen.getByText('Use 6-16 letters or digits, starting with a letter')).toBeInTheDocument();
    expect(screen.getByText('6-20 characters: letters, digits or !@#$%^&*()_+=.-')).toBeInTheDocument();
    expect(screen.queryByText(/format is (incorrect|not valid)/i)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Username/)).toHaveFocus();
  });

  it('toggles the password’s visibility', async () => {
    const { user } = await openRegister();
    const password = screen.getByLabelText(/^Password/);
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getAllByRole('button', { name: 'Show password' })[0] as HTMLElement);
    expect(password).toHaveAttribute('type', 'text');
  });

  it('says a taken user name after the field loses focus', async () => {
    const { user } = await openRegister();
    await user.type(screen.getByLabelText(/^Username/), 'demo01');
    await user.tab();
    expect(await screen.findByText('Sorry, the username already exists')).toBeInTheDocument();
  });

  it('refuses an invalid invitation code and focuses it', async () => {
    const { user } = await openRegister();
    await user.type(screen.getByLabelText(/^Username/), 'newplayer02');
    await user.type(screen.getByLabelText(/^Password/), 'Secret123');
    await user.type(screen.getByLabelText(/^Confirm password/), 'Secret123');
    await user.type(screen.getByLabelText(/^Invitation code/), 'NOPE1');
    await user.click(screen.getByRole('checkbox', { name: /I am over 18/ }));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Invalid invitation code')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Invitation code/)).toHaveFocus();
  });

  it('registers by user name with the code from the link and is logged in', async () => {
    const { user } = await openRegister('/m/register?code=AFF2026');
    expect(screen.getByLabelText(/^Invitation code/)).toHaveValue('AFF2026');
    await user.type(screen.getByLabelText(/^Username/), 'newplayer01');
    await user.type(screen.getByLabelText(/^Password/), 'Secret123');
    await user.type(screen.getByLabelText(/^Confirm password/), 'Secret123');
    await user.click(screen.getByRole('checkbox', { name: /I am over 18/ }));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    // the toast lasts two seconds: watched for from the click, not after home has loaded
    expect(await screen.findByText('Registered successfully')).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: 'Balance' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/m/home');
  });

  it('by mobile number: drops the leading 0, states the length, and counts down the SMS code', async () => {
    const { user } = await openRegister();
    await user.click(screen.getByRole('radio', { name: 'Mobile number' }));
    expect(screen.queryByLabelText(/^Username/)).not.toBeInTheDocument();
    const mobile = screen.getByLabelText(/^Mobile number/);
    expect(screen.getByRole('combobox', { name: 'Country code' })).toHaveValue('880');
    await user.type(mobile, '0171234');
    await user.tab();
    expect(await screen.findByText('The mobile number is not valid: it needs 10 digits')).toBeInTheDocument();
    await user.clear(mobile);
    await user.type(mobile, '01812345678');
    await waitFor(() => expect(screen.queryByText(/it needs 10 digits/)).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByRole('button', { name: /^(60|59) s$/ })).toBeDisabled();
  });

  it('speaks Bengali', async () => {
    const { user } = await openRegister('/m/register', 'bn');
    await user.click(screen.getByRole('checkbox', { name: /আমার বয়স ১৮/ }));
    await user.click(screen.getByRole('button', { name: 'নিবন্ধন করুন' }));
    expect(await screen.findByText('৬-১৬টি অক্ষর বা সংখ্যা লিখুন, শুরুতে একটি অক্ষর')).toBeInTheDocument();
  });

  it.each([
    ['en', /I am over 21 years old/],
    ['bn', /আমার বয়স ২১ বছর বা তার বেশি এবং আমি ব্যবহারের শর্তাবলী মেনে নিচ্ছি।/],
  ] as const)("asks the site's stricter age the settings answer (%s)", async (language, box) => {
    // a site of minimum age 21: the BFF answers the stricter of the upstream's age and the site's
    const settings = goldenBody('registration-settings', 'account') as RegistrationSettings;
    server.use(http.get('/api/v1/registration/settings', () => HttpResponse.json({ ...settings, minimumAge: 21 })));
    await openRegister('/m/register', language);
    expect(screen.getByRole('checkbox', { name: box })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /18|১৮/ })).not.toBeInTheDocument();
  });
});
