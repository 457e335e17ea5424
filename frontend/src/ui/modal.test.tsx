import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { maskGuardMs, Modal } from './modal';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <Modal open={open} title="Notice" onClose={() => setOpen(false)} footer={<button type="button">OK</button>}>
        <p>Body</p>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  afterEach(() => vi.restoreAllMocks());

  it('ignores mask clicks for 300 ms after opening, then closes on one', async () => {
    let now = 1_000_000;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'open' }));
    expect(screen.getByRole('dialog', { name: 'Notice' })).toBeInTheDocument();

    now += maskGuardMs - 1;
    await user.click(screen.getByTestId('modal-mask'));
    expect(screen.getByRole('dialog', { name: 'Notice' })).toBeInTheDocument();

    now += 1;
    await user.click(screen.getByTestId('modal-mask'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not close on clicks inside the dialog, and closes on Escape', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(0);
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'open' }));
    vi.spyOn(Date, 'now').mockReturnValue(10_000);
    await user.click(screen.getByText('Body'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('has a title, body and footer', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'open' }));
    const dialog = screen.getByRole('dialog', { name: 'Notice' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByText('Body')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'OK' })).toBeInTheDocument();
  });
});
