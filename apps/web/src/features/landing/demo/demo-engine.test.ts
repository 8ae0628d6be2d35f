import { describe, expect, it } from 'vitest';
import { answerDemo, chooseDemoCurrency, createDemoSession, DEMO_CATEGORIES, rememberExchange, type DemoSession, type DemoSettings } from './demo-engine';

const settings = (overrides: Partial<DemoSettings> = {}): DemoSettings => ({
  now: new Date('2026-11-22T15:00:00Z'),
  timezone: 'America/Sao_Paulo',
  currency: 'USD',
  language: 'en',
  ...overrides,
});

/** Sends sentences one after the other, as the page does, and returns every reply and the last session. */
async function converse(sentences: string[], options: Partial<DemoSettings> = {}) {
  let session: DemoSession = createDemoSession();
  const replies: string[] = [];
  for (const text of sentences) {
    const answer = await answerDemo(text, settings(options), session);
    const reply = 'text' in answer.reply ? answer.reply.text : `notice:${answer.reply.notice}`;
    session = rememberExchange(answer.session, text, reply);
    replies.push(reply);
  }
  return { replies, session };
}

describe('the landing demo', () => {
  it('starts from a new account’s seventeen default categories', () => {
    expect(DEMO_CATEGORIES.map((c) => c.id)).toEqual([...Array(17).keys()].map((i) => i + 1));
    expect(DEMO_CATEGORIES.find((c) => c.id === 1)).toMatchObject({ name: 'Dining', type: 'expense' });
    expect(DEMO_CATEGORIES.find((c) => c.id === 11)).toMatchObject({ name: 'Salary', type: 'income' });
  });

  it('shows what would be recorded, in the language of the sentence, with the page currency', async () => {
    const en = await answerDemo('Lunch with Ana 18.50 and a taxi home 12', settings(), createDemoSession());
    expect(en.language).toBe('en');
    expect(en.reply).toEqual({
      text: '✅ Recorded 2 transactions:\n• Lunch with Ana: $18.50 (Dining), today\n• Taxi home: $12.00 (Transportation), today',
      isRecorded: true,
    });
    expect(en.session.recorded.map((t) => t.id)).toEqual([1, 2]);

    const pt = await answerDemo('gastei 50 no mercado ontem', settings({ currency: 'BRL', language: 'pt' }), createDemoSession());
    expect(pt.language).toBe('pt');
    expect(pt.reply).toMatchObject({ text: '✅ Despesa registrada: Mercado, R$\u00a050,00 (Mercado), ontem.' });

    const es = await answerDemo('cobré mi sueldo de 2.100', settings({ currency: 'EUR', language: 'es' }), createDemoSession());
    expect(es.language).toBe('es');
    expect(es.reply).toMatchObject({ text: '✅ Ingreso registrado: Sueldo, 2.100,00\u00a0€ (Salario), hoy.' });
  });

  it('keeps nothing outside the session it hands back (the input session is untouched)', async () => {
    const session = createDemoSession();
    await answerDemo('coffee 4.50', settings(), session);
    expect(session).toEqual(createDemoSession());
  });

  it('asks for what is missing and completes it from the next message (follow-up via the history)', async () => {
    const { replies } = await converse(['comprei um presente', '35']);
    expect(replies[0]).toMatch(/^Preciso de mais informações sobre esta transação/);
    expect(replies[1]).toBe('✅ Despesa registrada: Presente, $\u00a035,00 (Compras), hoje.');
  });

  it('answers questions with the demo notice, since the real answer comes from the person’s records', async () => {
    for (const question of ['How much did I spend on dining this month?', 'Quanto gastei este mês?', '¿Cuánto gasté en restaurantes este mes?', 'how am I doing on my budgets?']) {
      const answer = await answerDemo(question, settings(), createDemoSession());
      expect(answer.reply, question).toEqual({ notice: 'fromYourData' });
    }
  });

  it('answers the newer kinds of question with the same notice, never with made-up figures', async () => {
    const questions = [
      ['my biggest expenses this month', 'query'],
      ['quanto gasto em média por semana com uber?', 'query'],
      ['¿gasté más este mes que el anterior?', 'query'],
      ['onde foi parar meu dinheiro esse mês', 'query'],
      ['muéstrame los ingresos de la semana', 'query'],
      ['resumo da semana', 'query'],
      ['how much is left of my groceries budget?', 'budget_status'],
    ] as const;
    for (const [question, intent] of questions) {
      const answer = await answerDemo(question, settings(), createDemoSession());
      expect(answer.intent, question).toBe(intent);
      expect(answer.reply, question).toEqual({ notice: 'fromYourData' });
    }
  });

  it('corrects and undoes what it showed, and learns a corrected category', async () => {
    const { replies } = await converse(['Starbucks 6.20', 'change the starbucks one to groceries', 'Starbucks latte 5', 'actually it was 7', 'undo', 'undo', 'undo']);
    expect(replies[1]).toBe('✅ Updated: Starbucks, $6.20 (Groceries), today. I\'ll remember that for next time.');
    expect(replies[2]).toBe('✅ Expense recorded: Starbucks latte, $5.00 (Groceries), today.');
    expect(replies[3]).toBe('✅ Updated: Starbucks latte, $7.00 (Groceries), today.');
    expect(replies[4]).toBe('✅ Removed the last transaction: Starbucks latte, $7.00.');
    expect(replies[5]).toBe('✅ Removed the last transaction: Starbucks, $6.20.');
    expect(replies[6]).toBe("There's nothing to undo.");
  });

  it('creates, uses, renames and removes a category within the conversation', async () => {
    const { replies, session } = await converse([
      'add a new expense category called Fitness',
      'add a new expense category called fitness',
      'gym membership 40',
      'rename Fitness to Sport',
      'delete category Sport',
      'delete category Sport',
    ]);
    expect(replies[0]).toBe('✅ Category "Fitness" created for expenses.');
    expect(replies[1]).toMatch(/already/);
    expect(replies[2]).toBe('✅ Expense recorded: Gym membership, $40.00 (Fitness), today.');
    expect(replies[3]).toBe('✅ Category "Fitness" renamed to "Sport".');
    expect(replies[4]).toBe('✅ Category "Sport" removed.');
    expect(replies[5]).not.toMatch(/^✅/);
    expect(session.categories).toHaveLength(17);
  });

  it('lists categories, sets a budget as it would, and answers small talk and nonsense', async () => {
    const { replies } = await converse(['show categories', 'set a budget of 300 for dining', 'hi', 'asdf qwer']);
    expect(replies[0]).toContain('Dining, Groceries, Transportation');
    expect(replies[1]).toBe('✅ Monthly budget for Dining set to $300.00.');
    expect(replies[2]).toMatch(/^Hi!/);
    expect(replies[3]).toMatch(/^Sorry, I couldn't process that information/);
  });

  it('remembers at most the last ten history entries', async () => {
    const { session } = await converse(['coffee 1', 'coffee 2', 'coffee 3', 'coffee 4', 'coffee 5', 'coffee 6']);
    expect(session.history).toHaveLength(10);
    expect(session.history[0]).toEqual({ role: 'user', content: 'coffee 2' });
  });
});

describe('chooseDemoCurrency', () => {
  it('takes the region of the first browser locale in the page’s language, else the language’s usual currency', () => {
    expect(chooseDemoCurrency('en', ['en-US', 'pt-BR'])).toBe('USD');
    expect(chooseDemoCurrency('en', ['en-GB'])).toBe('GBP');
    expect(chooseDemoCurrency('pt', ['en-US', 'pt-BR'])).toBe('BRL');
    expect(chooseDemoCurrency('pt', ['pt-PT'])).toBe('EUR');
    expect(chooseDemoCurrency('es', ['es-MX', 'es'])).toBe('MXN');
    expect(chooseDemoCurrency('es', ['es'])).toBe('EUR');
    expect(chooseDemoCurrency('es', ['es-419'])).toBe('EUR');
    expect(chooseDemoCurrency('pt', [])).toBe('BRL');
    expect(chooseDemoCurrency('en', ['de-DE'])).toBe('USD');
  });
});
