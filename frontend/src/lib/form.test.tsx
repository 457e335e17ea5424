import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useForm, type Errors } from './form';

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
