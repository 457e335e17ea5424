import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockSession } from '../../mocks/session';
import { renderApp } from '../../test/render-app';

const words = {
  en: { kyc: 'Identity verification', prompt: 'Prompt', later: 'Later' },
  bn: { kyc: 'পরিচয় যাচাই' },
};

describe('the member centre', () => {
  it.each(['en', 'bn'] as const)('leads a member to identity verification (%s)', async (language) => {
    localStorage.setItem('language', language);
    mockSession.signIn('demo01');
    const { user } = await renderApp('/m/member/home');
    const entry = await screen.findByRole('link', { name: words[language].kyc });
    expect(entry).toHaveAttribute('href', '/m/identityVerification');
    await user.click(entry);
    expect(window.location.pathname).toBe('/m/identityVerification');
    expect(await screen.findByRole('heading', { level: 1, name: words[language].kyc })).toBeInTheDocument();
  });

  it('offers a free account no identity verification', async () => {
    localStorage.setItem('language', 'en');
    mockSession.signIn('free01');
    const { user } = await renderApp('/m/member/home');
    const dialog = await screen.findByRole('dialog', { name: words.en.prompt });
    await user.click(within(dialog).getByRole('button', { name: words.en.later }));
    await screen.findByRole('link', { name: 'My account' });
    expect(screen.queryByRole('link', { name: words.en.kyc })).not.toBeInTheDocument();
  });
});
