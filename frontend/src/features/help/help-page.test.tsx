import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import bn from '../../i18n/bn.json';
import en from '../../i18n/en.json';
import { server } from '../../mocks/server';
import { renderApp } from '../../test/render-app';
import { feedbackProblems } from './feedback-form';

async function open(path: string, language: 'en' | 'bn' = 'en') {
  localStorage.setItem('language', language);
  return renderApp(path);
}

const topics = () => screen.findByRole('navigation', { name: en.help.topics });
const heading = () => document.getElementById('help-title');

describe('help centre', () => {
  afterEach(() => server.events.removeAllListeners());

  it('lists the topics and shows the first; a tap shows another', async () => {
    const { user } = await open('/m/help');
    const nav = await topics();
    expect(within(nav).getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Terms of use', 'How to deposit', 'How to withdraw', 'Responsible gaming', 'Frequently asked questions',
    ]);
    expect(heading()).toHaveTextContent('Terms of use');
    expect(within(nav).getByRole('button', { name: 'Terms of use' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(nav).getByRole('button', { name: 'How to deposit' }));
    expect(heading()).toHaveTextContent('How to deposit');
    expect(window.location.search).toBe('?i=1');
  });

  it('selects the topic of ?i=', async () => {
    await open('/m/help?i=2');
    await topics();
    expect(heading()).toHaveTextContent('How to withdraw');
  });

  it('opens the terms of use from ?tag=terms (the registration screen\'s link), in Bengali', async () => {
    await open('/m/help?tag=terms&i=3', 'bn');
    await screen.findByRole('navigation', { name: bn.help.topics });
    expect(heading()).toHaveTextContent('ব্যবহারের শর্তাবলি');
    expect(screen.getByText(bn.help.feedbackHint)).toBeInTheDocument();
  });

  it('renders only the sanitised HTML: no handler, no frame', async () => {
    await open('/m/help?i=4');
    await topics();
    const article = heading()?.closest('article') as HTMLElement;
    expect(article.querySelector('iframe, script, [onclick]')).toBeNull();
  });

  it('sends feedback within its bounds', async () => {
    const sent: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/api/v1/feedback') void request.clone().json().then((b) => sent.push(b));
    });
    const { user } = await open('/m/help');
    await topics();
    await user.click(screen.getByRole('button', { name: en.help.feedback }));
    const dialog = await screen.findByRole('dialog', { name: en.help.feedback });
    const text = within(dialog).getByLabelText(en.feedback.content);
    await user.type(text, 'Too short');
    await user.click(within(dialog).getByRole('button', { name: en.feedback.submit }));
    expect(within(dialog).getByText('Please write at least 10 characters')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
    await user.type(text, ' for anyone: please add Rocket.');
    await user.type(within(dialog).getByLabelText(en.feedback.contact), 'rahim@example.com');
    await user.click(within(dialog).getByRole('button', { name: en.feedback.submit }));
    expect(await screen.findByText(en.feedback.sent)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([{ content: 'Too short for anyone: please add Rocket.', contact: 'rahim@example.com' }]);
  });

  it('bounds the feedback: 10 to 500 characters, a contact up to 100', () => {
    expect(feedbackProblems('123456789', '')).toEqual({ content: 'tooShort' });
    expect(feedbackProblems('1234567890', '')).toEqual({});
    expect(feedbackProblems('x'.repeat(501), 'y'.repeat(101))).toEqual({ content: 'tooLong', contact: 'contactTooLong' });
  });
});
