// @vitest-environment happy-dom
import { useState } from 'react';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestI18n, renderWithI18n } from '../../test/i18n';
import { Dialog } from './dialog';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createTestI18n();
});
afterEach(cleanup);

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <Dialog open={open} onOpenChange={setOpen} title="Export Financial Report" description="Generate and download your data.">
        <p>body</p>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('opens as a modal labelled by its title and description, and closes with the close button or Escape', () => {
    renderWithI18n(<Harness />, i18n);
    const dialog = document.querySelector('dialog')!;
    expect(dialog.open).toBe(false);

    fireEvent.click(screen.getByText('open'));
    expect(dialog.open).toBe(true);
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toBe('Export Financial Report');
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toBe('Generate and download your data.');

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(dialog.open).toBe(false);

    fireEvent.click(screen.getByText('open'));
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(dialog.open).toBe(false);
  });
});
