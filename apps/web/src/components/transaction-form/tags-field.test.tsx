// @vitest-environment happy-dom
/**
 * Tags are the user's words: what is stored is what is shown, in any interface language. Suggestions
 * are offered in the user's language and stored in the words they were shown in.
 */
import { cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import transactionsPt from '../../locales/pt/transactions.json';
import { TagsField } from './tags-field';
import { useTransactionLabels } from './use-transaction-labels';

let pt: I18n;
beforeAll(async () => {
  pt = i18next.createInstance();
  await pt.use(initReactI18next).init({
    lng: 'pt',
    fallbackLng: false,
    resources: { pt: { transactions: transactionsPt } },
    defaultNS: 'transactions',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
});
afterEach(cleanup);

const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={pt}>{children}</I18nextProvider>;

describe('tags in Portuguese', () => {
  it('shows a typed tag exactly as stored, even when it is the English word of a suggestion', () => {
    const { result } = renderHook(() => useTransactionLabels(), { wrapper });
    expect(result.current.tagName('family')).toBe('family');
    expect(result.current.tagName('travel')).toBe('travel');
    render(<TagsField tags={['family', 'viagem']} onChange={vi.fn()} tagName={result.current.tagName} />, { wrapper });
    expect(screen.getByText('#family')).toBeTruthy();
    expect(screen.getByText('#viagem')).toBeTruthy();
    expect(screen.queryByText('#família')).toBeNull();
  });

  it('offers suggestions in Portuguese and stores the word shown; a chosen one is not offered again', () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useTransactionLabels(), { wrapper });
    const { rerender } = render(<TagsField tags={['work']} onChange={onChange} tagName={result.current.tagName} />, { wrapper });
    expect(screen.getByText('#work')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar a tag família' }));
    expect(onChange).toHaveBeenLastCalledWith(['work', 'família']);
    rerender(<TagsField tags={['família']} onChange={onChange} tagName={result.current.tagName} />);
    expect(screen.getByText('#família')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Adicionar a tag família' })).toBeNull();
  });
});
