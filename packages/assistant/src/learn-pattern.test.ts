import { describe, expect, it } from 'vitest';
import { findLearnedRule, learnPattern } from './learn-pattern';

describe('learnPattern', () => {
  it.each([
    ['Uber to the airport', 'uber airport'],
    ['Almoço no Restaurante Sabor!', 'almoco restaurante sabor'],
    ['Spent 25 on lunch yesterday', 'lunch'],
    ['Café da manhã 12,50 reais', 'cafe manha'],
    ['El súper del barrio', 'super barrio'],
    ['Starbucks', 'starbucks'],
    ['  STARBUCKS  ', 'starbucks'],
    ['Pizza pizza pizza', 'pizza'],
    ['Weekly groceries at the big market downtown', 'weekly groceries big market'],
    ['25', ''],
  ])('%s -> "%s"', (description, expected) => expect(learnPattern(description)).toBe(expected));

  it('is stable: a pattern of a pattern is itself', () => {
    const key = learnPattern('Farmácia São João');
    expect(learnPattern(key)).toBe(key);
  });
});

describe('findLearnedRule', () => {
  const rules = [
    { pattern: 'uber', categoryId: 3 },
    { pattern: 'uber eats', categoryId: 1 },
    { pattern: 'padaria joao', categoryId: 2 },
  ];

  it('matches when every word of the rule is in the text', () => {
    expect(findLearnedRule(rules, 'Uber to the airport')?.categoryId).toBe(3);
    expect(findLearnedRule(rules, 'Padaria do João')?.categoryId).toBe(2);
  });

  it('prefers the most specific rule', () => {
    expect(findLearnedRule(rules, 'uber eats dinner')?.categoryId).toBe(1);
  });

  it('needs all the words', () => {
    expect(findLearnedRule(rules, 'padaria nova')).toBeUndefined();
    expect(findLearnedRule([], 'uber')).toBeUndefined();
  });
});
