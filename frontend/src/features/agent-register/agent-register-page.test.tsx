import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import bn from '../../i18n/bn.json';
import en from '../../i18n/en.json';
import { server, setScenario } from '../../mocks/server';
import { agentRequests, fieldError, openAgent, type Sent } from '../../test/agent';

/** A field by its label exactly (a required field's label ends with its mark). */
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\*?$`));
const opens = (sent: Sent[]) => sent.filter((s) => s.method === 'POST' && s.path === '/api/v1/agent/downlines');

async function fill(user: Awaited<ReturnType<typeof openAgent>>['user'], texts: typeof en.agent.register, values: { userName: string; password: string; confirm: string }) {
  await user.type(field(texts.userName), values.userName);
  await user.type(field(texts.password), values.password);
  await user.type(field(texts.confirmPassword), values.confirm);
}

describe('open an account', () => {
  afterEach(() => server.events.removeAllListeners());

  it("opens a downline's account with rebates within the agent's own; it then shows in team management, in English", async () => {
    const sent = agentRequests();
    const { user } = await openAgent('/m/agentRegister', 'en');
    await screen.findByRole('heading', { name: 'Open an account' });
    const slots = await screen.findByLabelText('Slots (%)');
    expect(within(slots.closest('.field') as HTMLElement).getByText('Up to 1.20%')).toBeInTheDocument();
    await fill(user, en.agent.register, { userName: 'newbie01', password: 'Pass1234', confirm: 'Pass1234' });
    await user.type(slots, '1.00');
    await user.type(screen.getByLabelText('Live casino (%)'), '0.80');
    await user.click(screen.getByRole('button', { name: 'Open the account' }));
    expect(await screen.findByText('Account newbie01 opened')).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/m/member/team'));
    expect(opens(sent)).toHaveLength(1);
    expect(JSON.parse(opens(sent)[0]?.body ?? '{}')).toEqual({
      userName: 'newbie01',
      password: 'Pass1234',
      confirmPassword: 'Pass1234',
      rebates: [
        { category: 'RNG', rate: '1.00' },
        { category: 'LIVE', rate: '0.80' },
      ],
    });
    await screen.findByText('11 members');
    const first = document.querySelector('.record-list > li');
    expect(first).toHaveTextContent(/^newbie01 Member/);
  });

  it('checks the name, the password, its confirmation and the rates before sending', async () => {
    const sent = agentRequests();
    const { user } = await openAgent('/m/agentRegister', 'en');
    const slots = await screen.findByLabelText('Slots (%)');
    await user.click(screen.getByRole('button', { name: 'Open the account' }));
    expect(fieldError(field('Username'))).toBe('4 to 16 letters and digits');
    expect(fieldError(field('Password'))).toBe('6 to 20 characters with a letter and a digit');
    await fill(user, en.agent.register, { userName: 'ab_1', password: 'onlyletters', confirm: 'x' });
    await user.click(screen.getByRole('button', { name: 'Open the account' }));
    expect(fieldError(field('Username'))).toBe('4 to 16 letters and digits');
    expect(fieldError(field('Password'))).toBe('6 to 20 characters with a letter and a digit');
    await user.clear(field('Username'));
    await user.type(field('Username'), 'newbie02');
    await user.clear(field('Password'));
    await user.type(field('Password'), 'Pass1234');
    await user.type(slots, '1.5');
    await user.click(screen.getByRole('button', { name: 'Open the account' }));
    expect(fieldError(field('Username'))).toBeNull();
    expect(fieldError(field('Confirm password'))).toBe(en.errors.confirm_mismatch);
    expect(fieldError(slots)).toBe('Up to 1.20%');
    expect(opens(sent)).toHaveLength(0);
  });

  it('says a name already taken under its field (the BFF answers username_taken)', async () => {
    const { user } = await openAgent('/m/agentRegister', 'en');
    await screen.findByLabelText('Slots (%)');
    await fill(user, en.agent.register, { userName: 'rafi01', password: 'Pass1234', confirm: 'Pass1234' });
    await user.click(screen.getByRole('button', { name: 'Open the account' }));
    await waitFor(() => expect(fieldError(field('Username'))).toBe(en.errors.username_taken));
    expect(window.location.pathname).toBe('/m/agentRegister');
  });

  it("says the BFF's refusal of a rate over the limit (golden downline-open-rebate-too-high)", async () => {
    const { user } = await openAgent('/m/agentRegister', 'en');
    const slots = await screen.findByLabelText('Slots (%)');
    await fill(user, en.agent.register, { userName: 'newbie03', password: 'Pass1234', confirm: 'Pass1234' });
    await user.type(slots, '1.20');
    setScenario('downline-open-rebate-too-high');
    // the error is far above the button: it is brought into view and takes the focus
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this);
    });
    await user.click(screen.getByRole('button', { name: 'Open the account' }));
    await waitFor(() => expect(fieldError(slots)).toBe('Up to 1.20%'));
    await waitFor(() => expect(slots).toHaveFocus());
    expect(scrolled).toEqual([slots]);
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('brings a rate over the limit into view before sending, with the focus on it', async () => {
    const sent = agentRequests();
    const { user } = await openAgent('/m/agentRegister', 'en');
    const slots = await screen.findByLabelText('Slots (%)');
    await fill(user, en.agent.register, { userName: 'newbie04', password: 'Pass1234', confirm: 'Pass1234' });
    await user.type(slots, '9');
    await user.click(screen.getByRole('button', { name: 'Open the account' }));
    expect(fieldError(slots)).toBe('Up to 1.20%');
    await waitFor(() => expect(slots).toHaveFocus());
    expect(opens(sent)).toHaveLength(0);
  });

  it('speaks Bengali: the checks and the opening', async () => {
    const sent = agentRequests();
    const { user } = await openAgent('/m/agentRegister', 'bn');
    await screen.findByRole('heading', { name: bn.agent.register.title });
    const slots = await screen.findByLabelText(`${bn.category.RNG} (%)`);
    await user.click(screen.getByRole('button', { name: bn.agent.register.submit }));
    expect(fieldError(field(bn.agent.register.userName))).toBe(bn.agent.register.userNameRule);
    expect(fieldError(field(bn.agent.register.password))).toBe(bn.agent.register.passwordRule);
    await fill(user, bn.agent.register, { userName: 'bondhu01', password: 'Pass1234', confirm: 'Pass1234' });
    await user.type(slots, '2');
    await user.click(screen.getByRole('button', { name: bn.agent.register.submit }));
    expect(fieldError(slots)).toBe(bn.agent.rebate.upTo.replace('{{max}}', '১.২০'));
    expect(opens(sent)).toHaveLength(0);
    await user.clear(slots);
    await user.click(screen.getByRole('button', { name: bn.agent.register.submit }));
    expect(await screen.findByText(bn.agent.register.done.replace('{{user}}', 'bondhu01'))).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/m/member/team'));
    expect(JSON.parse(opens(sent)[0]?.body ?? '{}')).toMatchObject({ userName: 'bondhu01', rebates: [] });
  });
});

describe('affiliate links', () => {
  afterEach(() => server.events.removeAllListeners());

  it('lists the links and who registered through them; creates, copies and deletes a link, in English', async () => {
    const sent = agentRequests();
    const { user } = await openAgent('/m/agentRegister', 'en');
    const links = (await screen.findByRole('heading', { name: 'My invitation links' })).closest('section') as HTMLElement;
    await within(links).findByText('http://localhost:8080/m/register?code=AFF2026');
    expect(links).toHaveTextContent('AFF2026 · 3 registered');
    const registered = (await screen.findByRole('heading', { name: 'Registered through my links' })).closest('section') as HTMLElement;
    await waitFor(() => expect(within(registered).getAllByRole('listitem').map((li) => li.querySelector('.record-title')?.textContent)).toEqual(['mitu01', 'tania01', 'rafi01']));

    await user.click(within(links).getByRole('button', { name: 'New link' }));
    expect(await screen.findByText('Link created')).toBeInTheDocument();
    await within(links).findByText('http://localhost:8080/m/register?code=AG000002');
    expect(sent.filter((s) => s.method === 'POST' && s.path === '/api/v1/agent/affiliate-links')).toHaveLength(1);

    await user.click(within(links).getByRole('button', { name: 'Copy AG000002 · 0 registered' }));
    expect(await screen.findByText('Copy successful')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('http://localhost:8080/m/register?code=AG000002');

    await user.click(within(links).getByRole('button', { name: 'Delete link AG000002' }));
    expect(await screen.findByText('Link deleted')).toBeInTheDocument();
    await waitFor(() => expect(within(links).queryByText('http://localhost:8080/m/register?code=AG000002')).not.toBeInTheDocument());
    expect(within(links).getByText('http://localhost:8080/m/register?code=AFF2026')).toBeInTheDocument();
    expect(sent.filter((s) => s.method === 'DELETE').map((s) => s.path)).toEqual(['/api/v1/agent/affiliate-links/GAL00000002']);
  });

  it('speaks Bengali', async () => {
    const { user } = await openAgent('/m/agentRegister', 'bn');
    const links = (await screen.findByRole('heading', { name: bn.agent.links.title })).closest('section') as HTMLElement;
    await within(links).findByText('http://localhost:8080/m/register?code=AFF2026');
    expect(links).toHaveTextContent(`AFF2026 · ${bn.agent.links.registrations.replace('{{n}}', '৩')}`);
    await user.click(within(links).getByRole('button', { name: bn.agent.links.create }));
    expect(await screen.findByText(bn.agent.links.created)).toBeInTheDocument();
  });

  it('are not shown when the back office offers none to this merchant (golden affiliate-links-disabled)', async () => {
    setScenario('affiliate-links-disabled');
    let answered = false;
    server.events.on('response:mocked', ({ request }) => {
      if (request.method === 'GET' && new URL(request.url).pathname === '/api/v1/agent/affiliate-links') answered = true;
    });
    await openAgent('/m/agentRegister', 'en');
    await screen.findByLabelText('Slots (%)');
    // the links are drawn while they are asked for, and go once the answer (feature_disabled) is in
    await waitFor(() => {
      expect(answered).toBe(true);
      expect(screen.queryByRole('heading', { name: 'My invitation links' })).not.toBeInTheDocument();
    });
    expect(screen.queryByRole('heading', { name: 'Registered through my links' })).not.toBeInTheDocument();
  });
});
