import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { goldenBody } from '../../mocks/goldens';
import { server } from '../../mocks/server';
import { mockSession } from '../../mocks/session';
import { renderApp } from '../../test/render-app';

const png = (name: string, bytes = 2048) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });
const jpg = (name: string, bytes = 2048) => new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });

async function openApply(language: 'en' | 'bn', id = '3017') {
  localStorage.setItem('language', language);
  mockSession.signIn('demo01');
  const view = await renderApp(`/m/activityApply?id=${id}`);
  // the accept attribute is the browser's hint only: a player may still pick any file
  return { ...view, user: userEvent.setup({ applyAccept: false }) };
}

/** Every application sent: its comment and how many pictures (jsdom's multipart loses their names). */
function recordApplications() {
  const sent: { comment: string; pictures: number }[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method !== 'POST' || !new URL(request.url).pathname.endsWith('/applications')) return;
    void request
      .clone()
      .formData()
      .then((form) => sent.push({ comment: form.get('comment') as string, pictures: form.getAll('pictures').length }));
  });
  return sent;
}

describe('promotion application', () => {
  it('checks each rule before sending, previews and removes pictures, and applies with a comment and two pictures', async () => {
    const sent = recordApplications();
    const { user } = await openApply('en');
    expect(await screen.findByRole('heading', { name: 'Apply: Share Your Big Win: ৳500 Bonus' })).toBeInTheDocument();
    const comment = screen.getByLabelText('Comment');
    expect(screen.getByText('0/140')).toBeInTheDocument();
    // no comment
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(await screen.findByText('Please write a comment')).toBeInTheDocument();
    // 141 characters
    await user.click(comment);
    await user.paste('x'.repeat(141));
    expect(screen.getByText('141/140')).toBeInTheDocument();
    expect(await screen.findByText('The comment can have at most 140 characters')).toBeInTheDocument();
    await user.clear(comment);
    await user.type(comment, 'My big win on Super Ace');
    expect(screen.queryByText(/at most 140 characters/)).not.toBeInTheDocument();
    const pictures = screen.getByRole('group', { name: 'Pictures' });
    // a GIF and a 6 MB JPEG are refused, each with its rule
    await user.upload(within(pictures).getByLabelText('Add a picture'), [new File(['GIF89a'], 'win.gif', { type: 'image/gif' }), jpg('big.jpg', 6 * 1024 * 1024)]);
    expect(within(pictures).getByRole('alert')).toHaveTextContent('win.gif: only PNG or JPG pictures · big.jpg: each picture can be at most 5 MB');
    expect(within(pictures).queryByRole('img')).not.toBeInTheDocument();
    // four pictures: three are kept, the fourth refused
    await user.upload(within(pictures).getByLabelText('Add a picture'), [png('1.png'), jpg('2.jpg'), png('3.png'), png('4.png')]);
    expect(within(pictures).getByRole('alert')).toHaveTextContent('At most 3 pictures');
    expect(within(pictures).getAllByRole('img').map((i) => i.getAttribute('alt'))).toEqual(['Picture 1', 'Picture 2', 'Picture 3']);
    expect(within(pictures).queryByLabelText('Add a picture')).not.toBeInTheDocument();
    // removed before sending
    await user.click(within(pictures).getByRole('button', { name: 'Remove picture 3' }));
    expect(within(pictures).getAllByRole('img')).toHaveLength(2);
    expect(within(pictures).getByLabelText('Add a picture')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(await screen.findByRole('heading', { name: 'Application successful' })).toBeInTheDocument();
    expect(screen.getByText('Applying')).toBeInTheDocument();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent).toEqual([{ comment: 'My big win on Super Ace', pictures: 2 }]);
    server.events.removeAllListeners();
  });

  it('shows the BFF refusals of each rule under their fields, in Bengali', async () => {
    server.use(http.post('/api/v1/promotions/3017/applications', () => HttpResponse.json(goldenBody('application-invalid', 'profile') as Record<string, unknown>, { status: 400 })));
    const { user } = await openApply('bn');
    await user.type(await screen.findByLabelText('মন্তব্য'), 'বড় জয়');
    await user.upload(screen.getByLabelText('ছবি যোগ করুন'), png('a.png'));
    await user.click(screen.getByRole('button', { name: 'আবেদন জমা দিন' }));
    expect(await screen.findByText('মন্তব্য সর্বোচ্চ ১৪০ অক্ষরের হতে পারে')).toBeInTheDocument();
    const pictures = screen.getByRole('group', { name: 'ছবি' });
    expect(within(pictures).getByRole('alert')).toHaveTextContent(
      'একটি ছবি PNG বা JPG নয় · একটি ছবি ৫ MB-এর চেয়ে বড় · একটি ছবি খুব বড়: সর্বোচ্চ ৪০৯৬ × ৪০৯৬ পিক্সেল · সর্বোচ্চ ৩টি ছবি',
    );
  });

  it('says a promotion under review takes no second application', async () => {
    await openApply('en', '3008');
    expect(await screen.findByText('You have already applied for this promotion')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit application' })).not.toBeInTheDocument();
  });
});
