import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';

describe('app page', () => {
  it('lists the site’s downloads and the app bonus, in Bengali', async () => {
    await renderApp('/m/app');
    const links = await screen.findByRole('navigation', { name: 'ডাউনলোড' });
    expect(within(links).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/media/app/casino.apk', '/media/app/ios.html', '/media/app/casino.mobileconfig']);
    expect(screen.getByText(/৳১,৮৮৮\.০০/)).toBeInTheDocument();
  });

  it('speaks English', async () => {
    localStorage.setItem('language', 'en');
    await renderApp('/m/app');
    const links = await screen.findByRole('navigation', { name: 'Downloads' });
    expect(within(links).getByRole('link', { name: /Android app/ })).toHaveAttribute('href', '/media/app/casino.apk');
    expect(screen.getByText('Get our app: a bonus of up to ৳1,888.00 for new app users')).toBeInTheDocument();
  });
});
