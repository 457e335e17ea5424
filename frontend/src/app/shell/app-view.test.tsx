import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { appViewClass, applyAppStyle } from './device';

const realAgent = navigator.userAgent;
const setAgent = (ua: string) => Object.defineProperty(window.navigator, 'userAgent', { value: ua, configurable: true });
const appAgent = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 CasinoApp/3.2';

/** The home page has finished its first render once its hidden h1 (the site name) is there. */
const homeReady = () => screen.findByRole('heading', { level: 1, name: 'Demo Casino' });

/** The bar under the header, once its announcements are in. */
async function announcementBar(): Promise<HTMLElement> {
  await waitFor(() => expect(document.querySelector('.announcement-bar .announcement-item')).not.toBeNull());
  return document.querySelector('.announcement-bar') as HTMLElement;
}

afterEach(() => {
  setAgent(realAgent);
  document.documentElement.classList.remove(appViewClass);
});

describe("the announcement bar's download icon", () => {
  it('opens the app download popup', async () => {
    const { user } = await renderApp('/m/home');
    await homeReady();
    const bar = await announcementBar();
    await user.click(within(bar).getByRole('button', { name: 'অ্যাপটি নিন' }));
    const dialog = await screen.findByRole('dialog', { name: 'অ্যাপটি নিন' });
    expect(within(dialog).getByRole('link', { name: 'অ্যান্ড্রয়েড অ্যাপ' })).toHaveAttribute('href', '/media/app/casino.apk');
  });

  it('says Safari is needed on iOS outside Safari', async () => {
    setAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0 Mobile/15E148 Safari/604.1');
    const { user } = await renderApp('/m/home');
    await homeReady();
    const bar = await announcementBar();
    await user.click(within(bar).getByRole('button', { name: 'অ্যাপটি নিন' }));
    expect(await screen.findByRole('dialog', { name: 'বিজ্ঞপ্তি' })).toHaveTextContent('সাফারিতে');
  });
});

describe("the app's web view", () => {
  it('is told apart by its user agent', () => {
    const root = document.createElement('html');
    expect(applyAppStyle(appAgent, root)).toBe(true);
    expect(root).toHaveClass(appViewClass);
    expect(applyAppStyle(realAgent, root)).toBe(false);
    expect(root).not.toHaveClass(appViewClass);
  });

  it('gets the app style on home: no download bar, button or icon', async () => {
    setAgent(appAgent);
    await renderApp('/m/home');
    await homeReady();
    await announcementBar();
    expect(document.documentElement).toHaveClass(appViewClass);
    expect(screen.queryByRole('complementary', { name: 'অ্যাপটি নিন' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'অ্যাপ ডাউনলোড করুন' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'অ্যাপটি নিন' })).not.toBeInTheDocument();
  });

  it('gets the app style on every other page too', async () => {
    setAgent(appAgent);
    await renderApp('/m/activity');
    expect(await screen.findByRole('heading', { level: 1, name: 'প্রমোশন' })).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement).toHaveClass(appViewClass));
  });

  it('is not the style of a browser', async () => {
    await renderApp('/m/home');
    await homeReady();
    expect(document.documentElement).not.toHaveClass(appViewClass);
    expect(screen.getByRole('complementary', { name: 'অ্যাপটি নিন' })).toBeInTheDocument();
  });
});
