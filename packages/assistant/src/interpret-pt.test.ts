/**
 * Portuguese phrasings, table-driven. Today is Sunday 22 November 2026 in São Paulo; the user
 * prefers BRL and Portuguese and has Fitness and Pets categories besides the defaults.
 */
import { describe, expect, it } from 'vitest';
import { interpret } from './interpret';
import { testContext } from './testing/context';
import { summarize } from './testing/summarize';

const ctx = testContext({ preferredLanguage: 'pt', preferredCurrency: 'BRL' });
const run = (text: string) => summarize(interpret(text, ctx));

describe('pt: transações', () => {
  it.each([
    ['gastei 32,90 no almoço', { type: 'expense', amount: '32.90', currency: 'BRL', category: 'Dining', description: 'Almoço' }],
    ['paguei R$ 1.850,00 de aluguel', { amount: '1850.00', currency: 'BRL', category: 'Bills', description: 'Aluguel' }],
    ['uber pro trabalho 18,50', { amount: '18.50', category: 'Transportation', tags: ['work'] }],
    ['mercado 243,17', { amount: '243.17', category: 'Groceries', description: 'Mercado' }],
    ['farmácia 57', { amount: '57.00', category: 'Healthcare', description: 'Farmácia' }],
    ['conta de água 88,40', { amount: '88.40', category: 'Bills', description: 'Conta de água' }],
    ['gasolina 200 ontem', { amount: '200.00', category: 'Transportation', date: '2026-11-21' }],
    ['comprei um livro de 45 reais', { amount: '45.00', currency: 'BRL', category: 'Education', description: 'Livro' }],
    ['cinema com a namorada 60', { amount: '60.00', category: 'Entertainment' }],
    ['vinte reais de pão', { amount: '20.00', currency: 'BRL', category: 'Groceries' }],
    ['cem reais na feira', { amount: '100.00', category: 'Groceries' }],
    ['2 mil de aluguel', { amount: '2000.00', category: 'Bills' }],
    ['1,5 mil no mercado', { amount: '1500.00', category: 'Groceries' }],
    ['almoço 25 anteontem', { amount: '25.00', date: '2026-11-20' }],
    ['jantar 80 sábado passado', { amount: '80.00', category: 'Dining', date: '2026-11-21' }],
    ['táxi 30 na quarta', { amount: '30.00', category: 'Transportation', date: '2026-11-18' }],
    ['academia 99,90 dia 5', { amount: '99.90', category: 'Fitness', date: '2026-11-05' }],
    ['presente de aniversário 120 em 3 de novembro', { type: 'expense', amount: '120.00', category: 'Shopping', date: '2026-11-03' }],
    ['ração do cachorro 89', { amount: '89.00', category: 'Pets' }],
    ['3 cervejas 27', { amount: '27.00', category: 'Dining', description: '3 cervejas' }],
    ['2 pizzas por 90', { amount: '90.00', category: 'Dining' }],
    ['€ 40 no museu', { amount: '40.00', currency: 'EUR', category: 'Entertainment' }],
    ['US$ 25 na amazon', { amount: '25.00', currency: 'USD', category: 'Shopping' }],
    // "… 55,90 todo mês" sets a rule now (interpret-recurring.test.ts); the adjective before the amount only tags it.
    ['assinatura mensal da netflix 55,90', { amount: '55.90', category: 'Entertainment', tags: ['subscription', 'recurring'] }],
    ['gastei 12 em dinheiro no estacionamento', { amount: '12.00', category: 'Transportation', tags: ['cash'], description: 'Estacionamento' }],
    ['há 2 dias remédio 33,50', { amount: '33.50', category: 'Healthcare', date: '2026-11-20' }],
    ['15/11 padaria 18', { amount: '18.00', date: '2026-11-15' }],
  ] as const)('%s', (text, tx) => {
    expect(run(text)).toMatchObject({ kind: 'record', lang: 'pt', tx: [tx] });
  });

  it.each([
    ['recebi 4.200 de salário', { type: 'income', amount: '4200.00', category: 'Salary' }],
    ['ganhei 300 de presente da minha avó', { type: 'income', amount: '300.00', category: 'Gift' }],
    ['rendimento da poupança 12,34', { type: 'income', amount: '12.34', category: 'Investment' }],
    ['vendi um sofá por 700', { type: 'income', amount: '700.00', category: 'Business' }],
    ['pix de 150 do cliente', { type: 'income', amount: '150.00', category: 'Freelance' }],
    ['10 mil reais de bônus', { type: 'income', amount: '10000.00', category: 'Salary' }],
    ['recebi o aluguel do apartamento 1.300', { type: 'income', amount: '1300.00', category: 'Rental' }],
  ] as const)('receita: %s', (text, tx) => {
    expect(run(text)).toMatchObject({ kind: 'record', tx: [tx] });
  });
});

describe('pt: várias transações numa mensagem', () => {
  it.each([
    ['pão 8 e leite 6,50', [{ amount: '8.00' }, { amount: '6.50' }]],
    ['uber 22, almoço 35 e café 7', [{ category: 'Transportation' }, { category: 'Dining' }, { amount: '7.00' }]],
    ['recebi 500 do freela e gastei 80 no mercado', [{ type: 'income', category: 'Freelance' }, { type: 'expense', category: 'Groceries' }]],
    ['paguei 120 de luz\npaguei 90 de internet', [{ amount: '120.00', category: 'Bills' }, { amount: '90.00', category: 'Bills' }]],
    ['pedágio 12,40 e estacionamento 20', [{ amount: '12.40' }, { amount: '20.00' }]],
    ['uber 23 ifood 45,90', [{ amount: '23.00', category: 'Transportation' }, { amount: '45.90', category: 'Dining' }]],
  ] as const)('%s', (text, tx) => {
    expect(run(text)).toMatchObject({ kind: 'record', lang: 'pt', tx });
  });
});

describe('pt: pedindo o que falta', () => {
  it.each([
    ['comprei um presente', ['amount']],
    ['fui ao dentista', ['amount']],
    ['paguei o condomínio', ['amount']],
    ['350', ['description']],
  ] as const)('%s', (text, missing) => {
    expect(run(text)).toMatchObject({ kind: 'clarify', missing });
  });
});

describe('pt: perguntas', () => {
  it.each([
    ['quanto gastei este mês?', { metric: 'spent', period: 'this_month' }],
    ['quanto gastei com uber na semana passada?', { metric: 'spent', period: 'last_week', category: 'Transportation' }],
    ['gastos com restaurante em setembro', { metric: 'spent', period: 'month', start: '2026-09-01', category: 'Dining' }],
    ['quanto recebi no mês passado?', { metric: 'earned', period: 'last_month' }],
    ['qual é o meu saldo?', { metric: 'balance' }],
    // The largest expenses themselves (issue 16); "em que categoria gastei mais" asks for categories.
    ['quais foram meus maiores gastos este ano?', { metric: 'biggest', period: 'this_year', limit: 5 }],
    ['mostre minhas últimas 3 transações', { metric: 'recent', limit: 3 }],
    ['gastei mais que no mês passado?', { metric: 'compare', period: 'this_month', compare: 'last_month' }],
    ['quanto gastei com farmácia nos últimos 60 dias?', { metric: 'spent', period: 'last_n_days', category: 'Healthcare' }],
    ['quanto no ifood esse mês?', { metric: 'spent', period: 'this_month', category: 'Dining' }],
  ] as const)('%s', (text, query) => {
    expect(run(text)).toMatchObject({ kind: 'query', lang: 'pt', ...query });
  });
});

describe('pt: categorias, correções, orçamentos, conversa', () => {
  it.each([
    ['mostrar categorias', { kind: 'list_categories' }],
    ['quais são minhas categorias de despesa?', { kind: 'list_categories', type: 'expense' }],
    ['criar categoria de receita Aluguel de Temporada', { kind: 'create_category', name: 'Aluguel de Temporada', type: 'income' }],
    ['nova categoria Farmácia Popular', { kind: 'create_category', name: 'Farmácia Popular', type: 'expense' }],
    ['renomear Pets para Bichos', { kind: 'rename_category', categoryId: 51, to: 'Bichos' }],
    ['renomear Restaurantes para Comida fora', { kind: 'rename_category', categoryId: 1, from: 'Dining', to: 'Comida fora' }],
    ['apagar a categoria Fitness', { kind: 'remove_category', categoryId: 50 }],
    ['apaga a categoria cafe', { kind: 'remove_category', categoryId: 0 }],
    ['desfaz', { kind: 'undo_last' }],
    ['apaga a última', { kind: 'delete_transaction' }],
    ['na verdade foi 45,90', { kind: 'correct_last', amount: '45.90' }],
    ['muda para transporte', { kind: 'correct_last', categoryId: 3 }],
    ['era de ontem', { kind: 'correct_last', date: '2026-11-21' }],
    ['orçamento de 800 para mercado', { kind: 'set_budget', categoryName: 'Groceries', amount: '800.00', currency: 'BRL', period: 'monthly' }],
    ['definir orçamento semanal de 150 para lazer', { kind: 'set_budget', categoryName: 'Entertainment', period: 'weekly' }],
    ['como está meu orçamento?', { kind: 'budget_status' }],
    ['quanto ainda posso gastar com restaurante?', { kind: 'budget_status', categoryName: 'Dining' }],
    ['bom dia', { kind: 'greeting' }],
    ['obrigado!', { kind: 'thanks' }],
    ['o que você pode fazer?', { kind: 'help' }],
    ['amanhã vou ao mercado', { kind: 'unknown' }],
    ['o céu está nublado', { kind: 'unknown' }],
  ] as const)('%s', (text, expected) => {
    expect(run(text)).toMatchObject({ lang: 'pt', ...expected });
  });
});

describe('pt: outras formas de dizer', () => {
  it.each([
    ['GASTEI 50 NO MERCADO', { kind: 'record', tx: [{ amount: '50.00', description: 'Mercado' }] }],
    ['gastei uns 40 conto no bar', { kind: 'record', tx: [{ amount: '40.00', currency: 'BRL', category: 'Dining' }] }],
    ['paguei 35 pila no corte de cabelo', { kind: 'record', tx: [{ amount: '35.00', description: 'Corte de cabelo' }] }],
    ['tá 25 o uber', { kind: 'record', tx: [{ amount: '25.00', description: 'Uber' }] }],
    ['paguei duzentos e cinquenta de luz', { kind: 'record', tx: [{ amount: '250.00', category: 'Bills' }] }],
    ['pagamento do cliente 700', { kind: 'record', tx: [{ type: 'income', category: 'Freelance' }] }],
    ['caiu o salário 3.200', { kind: 'record', tx: [{ type: 'income', amount: '3200.00', category: 'Salary' }] }],
    ['quanto entrou esse mês', { kind: 'query', metric: 'earned', period: 'this_month' }],
    ['quanto economizei este ano?', { kind: 'query', metric: 'balance', period: 'this_year' }],
    ['quantas vezes fui ao mercado este mês?', { kind: 'query', metric: 'count', category: 'Groceries' }],
    ['quantos reais gastei ontem?', { kind: 'query', metric: 'spent', period: 'yesterday' }],
    ['onde eu mais gastei no mês passado?', { kind: 'query', metric: 'top_categories', period: 'last_month' }],
    ['extrato da semana passada', { kind: 'query', metric: 'recent', period: 'last_week' }],
    ['quais categorias eu tenho?', { kind: 'list_categories' }],
    ['quero uma nova categoria Viagens', { kind: 'create_category', name: 'Viagens' }],
    ['tira a categoria Pets', { kind: 'remove_category', categoryId: 51 }],
    ['ops, apaga', { kind: 'delete_transaction' }],
    ['valor errado, era 45', { kind: 'correct_last', amount: '45.00' }],
    ['era 35 e não 53', { kind: 'correct_last', amount: '35.00' }],
    ['coloca em alimentação', { kind: 'correct_last', categoryId: 1 }],
    ['muda a data para ontem', { kind: 'correct_last', date: '2026-11-21' }],
    ['foi receita', { kind: 'correct_last', type: 'income' }],
    ['quero gastar no máximo 300 com lazer por mês', { kind: 'set_budget', categoryName: 'Entertainment', amount: '300.00', period: 'monthly' }],
    ['limite de 200 por semana para uber', { kind: 'set_budget', categoryName: 'Transportation', period: 'weekly' }],
    ['quanto sobra no orçamento de mercado?', { kind: 'budget_status', categoryName: 'Groceries' }],
    ['oi, tudo bom?', { kind: 'greeting' }],
    ['paguei 50 de juros no limite do cartão', { kind: 'record', tx: [{ amount: '50.00', category: 'Bills' }] }],
    ['O conserto da geladeira ficou em 350', { kind: 'record', tx: [{ type: 'expense', amount: '350.00' }] }],
    ['presente para minha mãe 50', { kind: 'record', tx: [{ type: 'expense', category: 'Shopping', tags: ['gift'] }] }],
    ['valeu!', { kind: 'thanks' }],
    ['como funciona?', { kind: 'help' }],
  ] as const)('%s', (text, expected) => {
    expect(run(text)).toMatchObject(expected);
  });
});

describe('pt: datas impossíveis ou fora do intervalo são perguntadas, nunca adivinhadas', () => {
  it.each(['gastei 5 no almoço em 31/02/0000', 'almoço 5 dia 31/02', 'mercado 30 em 31/12/9999', 'jantar 40 em 30 de fevereiro'])('%s', (text) => {
    const result = run(text);
    expect(result).toMatchObject({ kind: 'clarify', missing: ['date'] });
    expect(result.amount === undefined || result.amount === '5.00' || result.amount === '30.00' || result.amount === '40.00').toBe(true);
  });

  it('continua lendo datas reais', () => {
    expect(run('almoço 25 em 28/02/2026')).toMatchObject({ kind: 'record', tx: [{ amount: '25.00', date: '2026-02-28' }] });
  });
});
