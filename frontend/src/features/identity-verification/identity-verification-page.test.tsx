import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { goldenBody } from '../../mocks/goldens';
import { reviewVerification } from '../../mocks/promotions';
import { server } from '../../mocks/server';
import { mockSession } from '../../mocks/session';
import { renderApp } from '../../test/render-app';

const png = (name: string) => new File([new Uint8Array(2048)], name, { type: 'image/png' });

async function open(language: 'en' | 'bn') {
  localStorage.setItem('language', language);
  mockSession.signIn('demo01');
  const view = await renderApp('/m/identityVerification');
  return { ...view, user: userEvent.setup({ applyAccept: false }) };
}

describe('identity verification', () => {
  it('needs both sides and a date of birth of the minimum age, then shows uploading and under review', async () => {
    const { user } = await open('en');
    const form = await screen.findByRole('form', { name: 'Identity verification' });
    expect(within(form).getByText(/at least 18 years old/)).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Submit for review' }));
    const front = within(form).getByRole('group', { name: 'Front of the ID' });
    const back = within(form).getByRole('group', { name: 'Back of the ID' });
    expect(within(front).getByRole('alert')).toHaveTextContent('Please upload the front of the ID');
    expect(within(back).getByRole('alert')).toHaveTextContent('Please upload the back of the ID');
    expect(within(form).getByText('Please enter the correct date of birth')).toBeInTheDocument();
    // a picture that is not PNG or JPG is refused before sending
    await user.upload(within(front).getByLabelText('Choose a picture'), new File(['%PDF'], 'id.pdf', { type: 'application/pdf' }));
    expect(within(front).getByRole('alert')).toHaveTextContent('Only PNG or JPG pictures');
    await user.upload(within(front).getByLabelText('Choose a picture'), png('front.png'));
    expect(within(front).getByRole('img', { name: 'Picture 1' })).toBeInTheDocument();
    await user.upload(within(back).getByLabelText('Choose a picture'), png('back.png'));
    // too young for the site
    const dob = within(form).getByLabelText('Date of birth');
    const young = `${new Date().getFullYear() - 16}-01-01`;
    await user.type(dob, young);
    await user.click(within(form).getByRole('button', { name: 'Submit for review' }));
    expect(await within(form).findByText('Please confirm you are at least 18 years old')).toBeInTheDocument();
    await user.clear(dob);
    await user.type(dob, '1990-05-14');
    await user.click(within(form).getByRole('button', { name: 'Submit for review' }));
    expect(await screen.findByRole('heading', { name: 'Under review' })).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('shows the rejection with its reason and the form again, in Bengali', async () => {
    reviewVerification('demo01', 'rejected');
    await open('bn');
    expect(await screen.findByRole('heading', { name: 'প্রত্যাখ্যাত' })).toBeInTheDocument();
    expect(screen.getByText('কারণ: The back of the ID is blurred; please take the picture again.')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'পরিচয় যাচাই' })).toBeInTheDocument();
    expect(screen.getByText(/আপনার বয়স কমপক্ষে ১৮ বছর হতে হবে/)).toBeInTheDocument();
  });

  it('shows verified', async () => {
    reviewVerification('demo01', 'verified');
    await open('bn');
    expect(await screen.findByRole('heading', { name: 'যাচাই করা হয়েছে' })).toBeInTheDocument();
    expect(screen.getByText('আপনার পরিচয় যাচাই করা হয়েছে।')).toBeInTheDocument();
  });

  it('puts the BFF refusals under their fields', async () => {
    server.use(http.post('/api/v1/kyc', () => HttpResponse.json(goldenBody('kyc-invalid', 'profile') as Record<string, unknown>, { status: 400 })));
    const { user } = await open('en');
    const form = await screen.findByRole('form', { name: 'Identity verification' });
    await user.upload(within(within(form).getByRole('group', { name: 'Front of the ID' })).getByLabelText('Choose a picture'), png('f.png'));
    await user.upload(within(within(form).getByRole('group', { name: 'Back of the ID' })).getByLabelText('Choose a picture'), png('b.png'));
    await user.type(within(form).getByLabelText('Date of birth'), '1990-05-14');
    await user.click(within(form).getByRole('button', { name: 'Submit for review' }));
    await waitFor(() => expect(within(within(form).getByRole('group', { name: 'Front of the ID' })).getByRole('alert')).toHaveTextContent('The picture is too large: at most 4096 × 4096 pixels'));
    expect(within(within(form).getByRole('group', { name: 'Back of the ID' })).getByRole('alert')).toHaveTextContent('Please upload the back of the ID');
    expect(within(form).getByText('Please enter the correct date of birth')).toBeInTheDocument();
  });
});
