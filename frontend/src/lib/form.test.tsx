import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useForm, useRevealInvalid, type Errors } from './form';

type Values = { account: string; amount: string; password: string };
const rules = (v: Values): Errors<Values> => ({
  ...(v.amount ? {} : { amount: 'Enter an amount' }),
  ...(v.password ? {} : { password: 'Enter the password' }),
});

describe('useForm', () => {
  it('shows an empty field wrong after a submit attempt', () => {
    const { result } = renderHook(() => useForm<Values>({ account: 'A1', amount: '', password: '' }, rules));
    act(() => void result.current.check());
    expect(result.current.errorOf('amount')).toBe('Enter an amount');
  });

  it('clears the named fields after a success without showing them wrong, keeping the others', () => {
    const { result } = renderHook(() => useForm<Values>({ account: '', amount: '', password: '' }, rules));
    act(() => {
      result.current.set('account', 'A2');
      result.current.set('amount', '500');
      result.current.set('password', '246810');
    });
    act(() => void result.current.check());
    act(() => void result.current.serverErrors([{ name: 'password', code: 'password_incorrect' }], () => 'Wrong password', ['password']));
    act(() => result.current.reset('amount', 'password'));
    expect(result.current.values).toEqual({ account: 'A2', amount: '', password: '' });
    expect(result.current.errorOf('amount')).toBeUndefined();
    expect(result.current.errorOf('password')).toBeUndefined();
    // the next attempt checks them again
    act(() => void result.current.check());
    expect(result.current.errorOf('amount')).toBe('Enter an amount');
  });

  it('puts every field back to its first value when none is named', () => {
    const { result } = renderHook(() => useForm<Values>({ account: 'A1', amount: '', password: '' }, rules));
    act(() => {
      result.current.set('account', 'A2');
      result.current.set('amount', '9');
    });
    act(() => result.current.reset());
    expect(result.current.values).toEqual({ account: 'A1', amount: '', password: '' });
    expect(result.current.touched.size).toBe(0);
    expect(result.current.attempted).toBe(false);
  });
});

describe('showing a failing field', () => {
  it('scrolls the first failing field of a check into the middle of the screen and focuses it', () => {
    const input = document.createElement('input');
    document.body.append(input);
    const scrolled: unknown[] = [];
    input.scrollIntoView = (arg?: boolean | ScrollIntoViewOptions) => void scrolled.push(arg);
    const { result } = renderHook(() => useForm<Values>({ account: '', amount: '', password: '' }, rules));
    result.current.field('amount').ref(input);
    act(() => void result.current.check());
    expect(scrolled).toEqual([{ block: 'center' }]);
    expect(input).toHaveFocus();
    input.remove();
  });

  it('brings a form of its own errors to its first invalid control once they are drawn', () => {
    function RateForm({ tooHigh }: { tooHigh: boolean }) {
      const { ref, reveal } = useRevealInvalid<HTMLFormElement>();
      return (
        <form ref={ref}>
          <input aria-label="user" />
          <input aria-label="live" aria-invalid={tooHigh || undefined} />
          <button type="button" onClick={reveal}>
            open
          </button>
        </form>
      );
    }
    const scrolled: Element[] = [];
    // jsdom scrolls nothing: a stand-in that notes which element was asked
    Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this);
    });
    const { rerender } = render(<RateForm tooHigh={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    expect(document.body).toHaveFocus();
    rerender(<RateForm tooHigh />);
    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    expect(screen.getByLabelText('live')).toHaveFocus();
    expect(scrolled).toEqual([screen.getByLabelText('live')]);
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });
});
