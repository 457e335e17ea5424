import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setSecurityQuestions } from '../../api/my-security-questions';
import bn from '../../i18n/bn.json';
import en from '../../i18n/en.json';
import { goldenBody } from '../../mocks/goldens';
import { readyToWithdraw } from '../../mocks/money';
import { server } from '../../mocks/server';
import { mockSession } from '../../mocks/session';
import { renderApp } from '../../test/render-app';

type Offered = { items: { id: string; text: string }[] };
const offered = { en: goldenBody('security-questions-en', 'wallet') as Offered, bn: goldenBody('security-questions', 'wallet') as Offered };
const text = (language: 'en' | 'bn', id: string) => offered[language].items.find((q) => q.id === id)?.text ?? '';
const strings = { en, bn };

async function open(path: string, language: 'en' | 'bn', user = 'demo01') {
  localStorage.setItem('language', language);
  mockSession.signIn(user);
  return renderApp(path);
}

/** Every PUT of the security questions the site sends from now on: its JSON body. */
function recordPuts(): unknown[] {
  const sent: unknown[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method !== 'PUT' || new URL(request.url).pathname !== '/api/v1/me/security-questions') return;
    void request
      .clone()
      .json()
      .then((body) => sent.push(body));
  });
  return sent;
}

describe('security questions', () => {
  afterEach(() => server.events.removeAllListeners());

  it('are chosen once: two questions and their answers, then only the questions show', async () => {
    const sent = recordPuts();
    const { user } = await open('/m/securityQuestions', 'en');
    const form = await screen.findByRole('form', { name: 'Set security questions' });
    expect(within(form).getByRole('note')).toHaveTextContent('They are set once: after that, only customer service can change them.');
    // nothing chosen: the first question is wanted, and has the focus
    await user.click(within(form).getByRole('button', { name: 'Save the questions' }));
    expect(within(form).getByLabelText('Question 1')).toHaveFocus();
    expect(within(form).getAllByText('Choose a question', { selector: '.field-error' })).toHaveLength(2);

    await user.selectOptions(within(form).getByLabelText('Question 1'), text('en', '2'));
    // a question chosen once is not offered again
    expect(within(within(form).getByLabelText('Question 2')).getByRole('option', { name: text('en', '2') })).toBeDisabled();
    await user.type(within(form).getByLabelText('Answer 1'), '  Dhaka ');
    await user.selectOptions(within(form).getByLabelText('Question 2'), text('en', '4'));
    // an answer to the optional third wants its question
    await user.type(within(form).getByLabelText('Answer 3'), 'Biryani');
    await user.click(within(form).getByRole('button', { name: 'Save the questions' }));
    expect(within(form).getByLabelText('Answer 2')).toHaveFocus();
    expect(within(form).getByText('Enter an answer')).toBeInTheDocument();
    expect(within(form).getByText('Choose the question first')).toBeInTheDocument();
    await user.clear(within(form).getByLabelText('Answer 3'));
    await user.type(within(form).getByLabelText('Answer 2'), 'Mishti');
    await user.click(within(form).getByRole('button', { name: 'Save the questions' }));

    expect(await screen.findByText('Security questions saved')).toBeInTheDocument();
    const chosen = await screen.findByRole('region', { name: 'Your security questions' });
    expect(within(chosen).getAllByRole('listitem').map((li) => li.textContent)).toEqual([text('en', '2'), text('en', '4')]);
    expect(chosen).toHaveTextContent('Your answers are kept secret and never shown.');
    expect(document.body).not.toHaveTextContent('Dhaka');
    expect(document.body).not.toHaveTextContent('Mishti');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(within(chosen).getByRole('link', { name: 'Forgot the payment password?' })).toHaveAttribute('href', '/m/paymentPasswordReset');
    expect(sent).toEqual([
      {
        answers: [
          { questionId: '2', answer: 'Dhaka' },
          { questionId: '4', answer: 'Mishti' },
        ],
      },
    ]);
  });

  it('refuses a second choice (made meanwhile elsewhere) and shows the questions chosen, in Bengali', async () => {
    const { user } = await open('/m/securityQuestions', 'bn');
    const form = await screen.findByRole('form', { name: 'নিরাপত্তা প্রশ্ন সেট করুন' });
    // the question labels count in Bengali digits
    expect(within(form).getByLabelText('প্রশ্ন ৩ (ঐচ্ছিক)')).toBeInTheDocument();
    // another tab of the same player chooses first
    await setSecurityQuestions({
      answers: [
        { questionId: '1', answer: 'আদর্শ বিদ্যালয়' },
        { questionId: '5', answer: 'বিরিয়ানি' },
      ],
    });
    await user.selectOptions(within(form).getByLabelText('প্রশ্ন ১'), text('bn', '2'));
    await user.type(within(form).getByLabelText('উত্তর ১'), 'ঢাকা');
    await user.selectOptions(within(form).getByLabelText('প্রশ্ন ২'), text('bn', '4'));
    await user.type(within(form).getByLabelText('উত্তর ২'), 'মিষ্টি');
    await user.click(within(form).getByRole('button', { name: 'প্রশ্নগুলো সংরক্ষণ করুন' }));

    const chosen = await screen.findByRole('region', { name: 'আপনার নিরাপত্তা প্রশ্ন' });
    expect(within(chosen).getByRole('alert')).toHaveTextContent(bn.errors.security_questions_set);
    // the ones chosen first stand
    expect(within(chosen).getAllByRole('listitem').map((li) => li.textContent)).toEqual([text('bn', '1'), text('bn', '5')]);
  });

  it.each(['en', 'bn'] as const)('the security centre says whether they are set and leads to them (%s)', async (language) => {
    const s = strings[language];
    const { user } = await open('/m/securityCenter', language);
    const facts = await screen.findByRole('region', { name: s.securityCentre.facts });
    expect(facts).toHaveTextContent(`${s.page.securityQuestions}${s.securityCentre.notSet}`);
    await user.click(within(facts).getByRole('link', { name: s.securityQuestions.setUp }));
    await waitFor(() => expect(window.location.pathname).toBe('/m/securityQuestions'));
    expect(await screen.findByRole('form', { name: s.securityQuestions.setUp })).toBeInTheDocument();
  });

  it('the security centre shows them set, with the way to see them, and the way to a forgotten payment password', async () => {
    mockSession.signIn('demo01');
    readyToWithdraw('demo01');
    await setSecurityQuestions({
      answers: [
        { questionId: '2', answer: 'Dhaka' },
        { questionId: '3', answer: 'Begum' },
      ],
    });
    await open('/m/securityCenter', 'en');
    const facts = await screen.findByRole('region', { name: 'My details' });
    await waitFor(() => expect(facts).toHaveTextContent('Security questionsSet'));
    expect(within(facts).getByRole('link', { name: 'See your security questions' })).toHaveAttribute('href', '/m/securityQuestions');
    const change = screen.getByRole('form', { name: 'Change the payment password' });
    expect(within(change).getByRole('link', { name: 'Forgot the payment password?' })).toHaveAttribute('href', '/m/paymentPasswordReset');
  });
});
