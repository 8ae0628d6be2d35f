import { displayCategoryName } from '@tally/assistant/categories/category-names';
import { describe, expect, it } from 'vitest';
import { DEFAULT_EXPENSE_CATEGORIES, DEFAULT_INCOME_CATEGORIES } from '@tally/shared/categories';
import { LANGUAGE_CODES } from '@tally/shared/languages';
import { CATALOGS } from '../../platform/texts';
import { getTranslator, type ExportTextKey } from './export.texts';

const keys = Object.keys(CATALOGS.en.export) as ExportTextKey[];
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('export texts', () => {
  it.each(LANGUAGE_CODES)('%s has every text, none blank, with the same placeholders as English', (language) => {
    const texts = CATALOGS[language].export;
    expect(Object.keys(texts).sort()).toEqual([...keys].sort());
    for (const key of keys) {
      expect(texts[key].trim(), `${language}.${key}`).not.toBe('');
      expect(placeholders(texts[key]), `${language}.${key}`).toEqual(placeholders(CATALOGS.en.export[key]));
    }
  });

  it.each(LANGUAGE_CODES)('%s sheet names are valid Excel sheet names, distinct within a workbook', (language) => {
    const texts = CATALOGS[language].export;
    const sheets = keys.filter((k) => k.startsWith('sheet')).map((k) => texts[k]);
    for (const name of sheets) {
      expect(name.length).toBeLessThanOrEqual(31);
      expect(name).not.toMatch(/[[\]:*?/\\]/);
    }
    // Sheets that share a workbook: summary + by category; the three tax sheets.
    for (const group of [
      ['sheetMonthly', 'sheetByCategory'],
      ['sheetQuarterly', 'sheetByCategory'],
      ['sheetAnnual', 'sheetByCategory'],
      ['sheetTaxIncome', 'sheetTaxExpenses', 'sheetTaxTotals'],
    ] as const) {
      expect(new Set(group.map((k) => texts[k].toLowerCase())).size).toBe(group.length);
    }
  });

  it.each(LANGUAGE_CODES)('%s names every default category as the app and the chat do', (language) => {
    const tr = getTranslator(language);
    for (const name of [...DEFAULT_EXPENSE_CATEGORIES, ...DEFAULT_INCOME_CATEGORIES]) {
      expect(tr.categoryName(name), `${language} ${name}`).toBe(displayCategoryName(name, language));
      if (language !== 'en') expect(tr.categoryName(name), `${language} ${name}`).not.toBe(name === 'Freelance' ? '' : name);
    }
  });

  it('fills placeholders, keeps a user’s own category names, and falls back to English', () => {
    expect(getTranslator('pt').t('amountIn', { currency: 'BRL' })).toBe('Valor (BRL)');
    expect(getTranslator('es').t('quarter', { quarter: 4 })).toBe('T4');
    expect(getTranslator('pt').categoryName('Dining')).toBe('Restaurantes');
    expect(getTranslator('pt').categoryName('Fitness')).toBe('Fitness');
    expect(getTranslator('pt').categoryName('dining')).toBe('dining');
    expect(getTranslator('xx').t('date')).toBe('Date');
  });
});
