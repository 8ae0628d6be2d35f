// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestI18n, renderWithI18n } from '../../test/i18n';
import { useToast, type ToastOptions } from './toast-context';
import { ToastProvider } from './toaster';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createTestI18n();
});
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Trigger({ options }: { options: ToastOptions[] }) {
  const { toast } = useToast();
  return (
    <>
      {options.map((option) => (
        <button key={option.title} type="button" onClick={() => toast(option)}>
          {option.title}
        </button>
      ))}
    </>
  );
}

function setup(options: ToastOptions[]) {
  renderWithI18n(
    <ToastProvider>
      <Trigger options={options} />
    </ToastProvider>,
    i18n,
  );
}

describe('toasts', () => {
  it('shows one at a time: a new toast replaces the current one', () => {
    setup([{ title: 'Welcome!', description: 'Successfully logged in' }, { title: 'Login Failed', variant: 'destructive' }]);
    fireEvent.click(screen.getByRole('button', { name: 'Welcome!' }));
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
    expect(screen.getByRole('status').textContent).toContain('Successfully logged in');
    fireEvent.click(screen.getByRole('button', { name: 'Login Failed' }));
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
    expect(screen.getByTestId('toast').dataset.variant).toBe('destructive');
    // Destructive toasts are announced assertively.
    expect(screen.getByRole('alert').textContent).toContain('Login Failed');
  });

  it('closes after 5000 ms by default, or after its own duration', () => {
    setup([{ title: 'Account Created', variant: 'success' }, { title: 'Quick', duration: 1000 }]);
    fireEvent.click(screen.getByRole('button', { name: 'Account Created' }));
    act(() => vi.advanceTimersByTime(4900));
    expect(screen.queryByTestId('toast')).not.toBeNull();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByTestId('toast')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Quick' }));
    act(() => vi.advanceTimersByTime(1100));
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it('can be dismissed with its close button', () => {
    setup([{ title: 'Reset Link Sent' }]);
    fireEvent.click(screen.getByRole('button', { name: 'Reset Link Sent' }));
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByTestId('toast')).toBeNull();
  });
});
