/**
 * Everyday spending in Portuguese, Brazil's and Portugal's, by family: the dish, the shop, the
 * service or the chain a message names files it in its default category. Sentences as people type
 * them (lower case, no accents, slang). Only the default categories, so each lands in its default.
 * Today is Sunday 22 November 2026 in São Paulo.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_EXPENSE_CATEGORIES, DEFAULT_INCOME_CATEGORIES } from '@tally/shared/categories';
import type { EngineCategory } from './types';
import { interpret } from './interpret';
import { testContext } from './testing/context';
import { summarize } from './testing/summarize';

const CATEGORIES: EngineCategory[] = [
  ...DEFAULT_EXPENSE_CATEGORIES.map((name, i) => ({ id: i + 1, name, type: 'expense' as const, isDefault: true })),
  ...DEFAULT_INCOME_CATEGORIES.map((name, i) => ({ id: 101 + i, name, type: 'income' as const, isDefault: true })),
];
const BR = testContext({ categories: CATEGORIES, preferredLanguage: 'pt', preferredCurrency: 'BRL', country: 'BR' });
const PT = testContext({ categories: CATEGORIES, preferredLanguage: 'pt', preferredCurrency: 'EUR', country: 'PT' });
const run = (country: 'BR' | 'PT', text: string) => summarize(interpret(text, country === 'BR' ? BR : PT));

describe('pt vocabulary: comida e bebida -> Dining', () => {
  it.each([
    ['BR', '40 no rappi'],
    ['BR', '40 no boteco com os amigos'],
    ['PT', '12 num menu do dia'],
    ['PT', '5 num sumo natural'],
    ['BR', '17 num pingado e pao na chapa'],
    ['BR', '12 num energetico'],
    ['BR', 'paguei 16 num cachorrao'],
    ['BR', '18 no bk'],
    ['PT', '6 numa sandes de queijo'],
    ['BR', '22 num milk shake'],
    ['BR', '30 num prato executivo'],
    ['BR', '19,90 no combo do mequi'],
    ['BR', 'gastei 8 num cafe coado'],
    ['BR', 'paguei 25 na tapiocaria'],
    ['BR', '30 numa esfirra e kibe'],
    ['PT', '7 numa bola de berlim'],
  ] as const)('%s: %s', (country, text) => {
    expect(run(country, text)).toMatchObject({ kind: 'record', lang: 'pt', tx: [{ type: 'expense', category: 'Dining' }] });
  });
});

describe('pt vocabulary: mercado -> Groceries', () => {
  it.each([
    ['PT', '25 no pingo doce'],
    ['BR', '28 de sabao em po'],
    ['BR', '48 no roldao'],
    ['BR', '18 de papel higienico'],
    ['BR', '27 de carne moida'],
    ['PT', '12 no talho'],
    ['BR', '25 de frutas na feira livre'],
    ['BR', '16 de pao de forma e manteiga'],
    ['BR', '30 de cafe pilao'],
    ['BR', '120 no giga atacado'],
    ['BR', '12 de bananas e macas'],
    ['BR', '19 de amaciante'],
  ] as const)('%s: %s', (country, text) => {
    expect(run(country, text)).toMatchObject({ kind: 'record', lang: 'pt', tx: [{ type: 'expense', category: 'Groceries' }] });
  });
});

describe('pt vocabulary: transporte -> Transportation', () => {
  it.each([
    ['BR', '130 no seguro da moto'],
    ['BR', '45 no lava jato'],
    ['PT', '3 no eletrico 28'],
    ['BR', '100 na vistoria do carro'],
    ['BR', '60 de gasolina na moto'],
    ['BR', '70 no lava rapido'],
    ['BR', '250 no conserto do carro'],
    ['BR', '350 no mecanico'],
    ['BR', '300 de funilaria'],
    ['PT', '35 na inspecao do carro'],
    ['BR', '230 na revisao da moto'],
    ['BR', '400 num jogo de pneus'],
    ['BR', '4,40 na passagem do onibus'],
    ['BR', '35 no estacionamento do shopping'],
  ] as const)('%s: %s', (country, text) => {
    expect(run(country, text)).toMatchObject({ kind: 'record', lang: 'pt', tx: [{ type: 'expense', category: 'Transportation' }] });
  });
});

describe('pt vocabulary: contas da casa -> Bills', () => {
  it.each([
    ['BR', '89 do plano da vivo'],
    ['BR', '40 do chatgpt'],
    ['BR', '110 da net'],
    ['PT', '12 do carregamento do telemovel'],
    ['BR', '75 da sabesp'],
    ['PT', '40 da edp'],
    ['PT', '20 do gas da botija'],
    ['BR', '130 do botijao'],
    ['PT', '30 da meo'],
    ['BR', '250 de condominio'],
    ['PT', '45 da vodafone'],
    ['PT', '38 da internet'],
  ] as const)('%s: %s', (country, text) => {
    expect(run(country, text)).toMatchObject({ kind: 'record', lang: 'pt', tx: [{ type: 'expense', category: 'Bills' }] });
  });
});

describe('pt vocabulary: saúde e esporte -> Healthcare', () => {
  it.each([
    ['BR', '15 de dipirona'],
    ['BR', '35 de vitamina d'],
    ['BR', '38 de remedio pra dor de cabeca'],
    ['BR', '350 na endoscopia'],
    ['BR', '250 na consulta com o dermato'],
    ['BR', '100 na mensalidade da academia'],
    ['PT', '40 no ginasio'],
    ['BR', '200 no otorrino'],
    ['BR', '150 no beach tennis'],
    ['PT', '12 na taxa moderadora'],
    ['BR', '180 no ortopedista'],
    ['PT', '6 de ben-u-ron'],
    ['PT', '80 na multiopticas'],
    ['BR', '300 no endocrino'],
  ] as const)('%s: %s', (country, text) => {
    expect(run(country, text)).toMatchObject({ kind: 'record', lang: 'pt', tx: [{ type: 'expense', category: 'Healthcare' }] });
  });
});

describe('pt vocabulary: educação -> Education', () => {
  it.each([
    ['BR', '60 de material escolar'],
    ['BR', '1200 da facul'],
    ['BR', '180 no curso de excel'],
    ['BR', '70 no livro de ingles'],
    ['BR', '900 da mensalidade do colegio'],
    ['BR', '40 no livro didatico'],
    ['PT', '25 nas explicacoes'],
    ['BR', '35 na alura'],
  ] as const)('%s: %s', (country, text) => {
    expect(run(country, text)).toMatchObject({ kind: 'record', lang: 'pt', tx: [{ type: 'expense', category: 'Education' }] });
  });
});

describe('pt vocabulary: compras -> Shopping', () => {
  it.each([
    ['BR', '80 na chilli beans'],
    ['BR', '35 num rimel'],
    ['BR', '35 num oculos escuros'],
    ['BR', '800 num sofa novo'],
    ['BR', '80 numa blusa de frio'],
    ['PT', '25 na loja do chines'],
    ['BR', '90 numa panela de pressao'],
    ['BR', '30 de parafuso e bucha'],
    ['BR', '120 num fone bluetooth'],
    ['BR', '129 num tenis da nike'],
    ['PT', '25 numas calcas na primark'],
    ['BR', '90 numa boneca'],
    ['BR', '50 na barbearia'],
    ['BR', '90 num fone jbl'],
    ['BR', '45 num creme hidratante'],
    ['BR', '95 num relogio'],
  ] as const)('%s: %s', (country, text) => {
    expect(run(country, text)).toMatchObject({ kind: 'record', lang: 'pt', tx: [{ type: 'expense', category: 'Shopping' }] });
  });
});

describe('pt vocabulary: lazer -> Entertainment', () => {
  it.each([
    ['BR', '35 no parque de diversoes'],
    ['BR', '30 em apostas na bet'],
    ['BR', '120 no camarote'],
    ['BR', '180 no ingresso do jogo do palmeiras'],
    ['PT', '10 no euromilhoes'],
    ['BR', '45 no cinema com pipoca'],
    ['PT', '3 na raspadinha'],
    ['BR', '10 na loteria'],
    ['BR', '60 na entrada da balada'],
    ['BR', '60 na balada'],
  ] as const)('%s: %s', (country, text) => {
    expect(run(country, text)).toMatchObject({ kind: 'record', lang: 'pt', tx: [{ type: 'expense', category: 'Entertainment' }] });
  });
});

describe('pt vocabulary: viagem -> Travel', () => {
  it.each([
    ['BR', '90 na mala de bordo'],
    ['BR', '450 na passagem da azul'],
    ['BR', '600 na latam'],
    ['BR', '55 no cambio de dolar'],
    ['PT', '120 na ryanair'],
    ['PT', '80 no hostel no porto'],
    ['BR', '380 na diaria do hotel'],
    ['BR', '120 de seguro viagem'],
  ] as const)('%s: %s', (country, text) => {
    expect(run(country, text)).toMatchObject({ kind: 'record', lang: 'pt', tx: [{ type: 'expense', category: 'Travel' }] });
  });
});

describe('pt vocabulary: bichos, crianças, doações e serviços -> Other', () => {
  it.each([
    ['BR', '200 na funeraria'],
    ['BR', '85 na racao do gato'],
    ['PT', '10 nos ctt'],
    ['BR', '45 de racao'],
    ['BR', '50 na oferta do culto'],
    ['PT', '15 na lavandaria'],
    ['BR', '80 no encanador'],
    ['BR', '100 de dizimo'],
    ['BR', '40 no conserto da geladeira'],
    ['BR', '100 pra faxineira'],
    ['BR', '300 na baba'],
    ['PT', 'paguei 50 a mulher a dias'],
    ['BR', '30 na lavanderia'],
  ] as const)('%s: %s', (country, text) => {
    expect(run(country, text)).toMatchObject({ kind: 'record', lang: 'pt', tx: [{ type: 'expense', category: 'Other' }] });
  });
});

describe('pt vocabulary: the words of Portugal', () => {
  it.each([
    ['5 no pequeno-almoco', 'Dining'],
    ['4 no pequeno almoco', 'Dining'],
    ['8 na cafetaria', 'Dining'],
    ['12 no takeaway', 'Dining'],
    ['3 na pastelaria', 'Dining'],
    ['9 num bitoque', 'Dining'],
    ['15 na parafarmacia', 'Healthcare'],
    ['300 no infantario', 'Other'],
    ['200 no jardim de infancia', 'Other'],
    ['30 na ama', 'Other'],
    ['40 na loja de bricolage', 'Shopping'],
    ['60 numas sapatilhas', 'Shopping'],
    ['25 numa t-shirt', 'Shopping'],
    ['30 numa camisola', 'Shopping'],
    ['20 na esteticista', 'Shopping'],
    ['40 de carregamento do telemovel', 'Bills'],
    ['35 do tarifario', 'Bills'],
    ['90 de condominio', 'Bills'],
    ['50 da fatura da agua', 'Bills'],
    ['300 de irs', 'Bills'],
    ['120 de imi', 'Bills'],
    ['50 de gasoleo', 'Transportation'],
    ['6 de parquimetro', 'Transportation'],
    ['40 de portagens', 'Transportation'],
    ['35 do passe', 'Transportation'],
    ['20 de coima de estacionamento', 'Transportation'],
    ['3 na trotinete', 'Transportation'],
    ['paguei 12 no bowling', 'Entertainment'],
    ['8 nos matraquilhos', 'Entertainment'],
    ['5 no euromilhoes', 'Entertainment'],
    ['25 na discoteca', 'Entertainment'],
    ['40 no concerto dos xutos', 'Entertainment'],
    ['200 no alojamento no algarve', 'Travel'],
    ['90 na pousada da juventude', 'Travel'],
    ['25 no veterinario', 'Other'],
    ['40 no canil', 'Other'],
    ['30 de racao para o cao', 'Other'],
    ['60 no centro de saude', 'Healthcare'],
    ['80 na consulta de psicologia', 'Healthcare'],
    ['15 nas analises ao sangue', 'Healthcare'],
    ['18 no talho', 'Groceries'],
    ['22 na peixaria', 'Groceries'],
    ['9 na mercearia da esquina', 'Groceries'],
    ['14 no minipreco', 'Groceries'],
    ['10 na lavandaria self-service', 'Other'],
    ['60 ao eletricista', 'Other'],
  ] as const)('%s -> %s', (text, category) => {
    expect(run('PT', text)).toMatchObject({ kind: 'record', lang: 'pt', tx: [{ type: 'expense', category }] });
  });
});

describe('pt vocabulary: rent, instalments and fees that are not the home', () => {
  it.each([
    ['aluguel do terno 180', 'Shopping'],
    ['aluguel de cacamba 300', 'Other'],
    ['paguei 900 no salao de festas', 'Entertainment'],
    ['parcela da casa 1300', 'Bills'],
    ['exame toxicologico 150', 'Transportation'],
    ['taxa de conveniencia 18', 'Entertainment'],
    ['juros do boleto 12', 'Bills'],
    ['alpiste 12', 'Other'],
  ] as const)('%s -> %s', (text, category) => {
    expect(run('BR', text)).toMatchObject({ kind: 'record', lang: 'pt', tx: [{ type: 'expense', category }] });
  });
});

describe('pt vocabulary: several things in one message', () => {
  it.each([
    ['BR', 'mercado 120, farmacia 35 e gasolina 200', ['Groceries', 'Healthcare', 'Transportation']],
    ['BR', 'paguei 30 de juros do boleto e 150 do crediario', ['Bills', 'Bills']],
    ['BR', '40 de dorflex e 25 de esmalte', ['Healthcare', 'Shopping']],
    ['BR', 'racao 90, lava rapido 40', ['Other', 'Transportation']],
    ['BR', 'pastel 12 e sinuca 20', ['Dining', 'Entertainment']],
    ['BR', 'apostila 60 e capinha 30', ['Education', 'Shopping']],
    ['PT', 'lavandaria 12 e bifana 4', ['Other', 'Dining']],
    ['PT', 'autocarro 2 e farmacia 9', ['Transportation', 'Healthcare']],
  ] as const)('%s: %s', (country, text, categories) => {
    expect(run(country, text)).toMatchObject({ kind: 'record', tx: categories.map((category) => ({ type: 'expense', category })) });
  });
});

describe('pt vocabulary: income', () => {
  it.each([
    ['BR', 'recebi o salario 3500', 'Salary'],
    ['BR', 'caiu 85 de proventos', 'Investment'],
    ['BR', 'estorno de 40 da netflix', 'Refunds'],
    ['BR', 'recebi 300 de um freela', 'Freelance'],
    ['BR', 'inquilino pagou o aluguel 1200', 'Rental'],
    ['BR', 'cashback do meliuz 12', 'Refunds'],
    ['PT', 'recebi o ordenado 1100', 'Salary'],
    ['BR', 'caiu o vale alimentacao 600', 'Salary'],
    ['BR', 'recebi 1200 da bolsa de estagio', 'Salary'],
    ['BR', 'rendeu 30 de juros na caixinha', 'Investment'],
    ['BR', 'ganhei 150 de cache no show', 'Freelance'],
    ['BR', 'vendi 20 brigadeiros por 60', 'Business'],
    ['PT', 'recebi o subsidio de refeicao 160', 'Salary'],
    ['BR', 'ganhei 100 da minha madrinha', 'Gift'],
  ] as const)('%s: %s -> %s', (country, text, category) => {
    expect(run(country, text)).toMatchObject({ kind: 'record', tx: [{ type: 'income', category }] });
  });
});

describe('pt vocabulary: chat that names everyday things records nothing', () => {
  it.each([
    ['BR', 'bom dia, tudo bem?'],
    ['BR', 'a gasolina ta 6 reais o litro'],
    ['BR', 'vou no mercado amanha'],
    ['BR', 'o pao de queijo ali custa 5 cada'],
    ['BR', 'amanha vou pagar a conta da luz'],
    ['PT', 'ola, como estas?'],
    ['BR', 'quanto gastei com farmacia esse mes?'],
    ['BR', 'valeu'],
    ['BR', 'meu treino hoje foi pesado'],
    ['BR', 'a igreja estava cheia domingo'],
    ['BR', 'o conserto ficou otimo'],
    ['BR', 'minha empregada volta segunda'],
    ['BR', 'o cachorro quente de la custa 15, caro demais'],
    ['BR', 'o ingresso do show ta 300 reais, um absurdo'],
    ['BR', 'vou no pagode sabado'],
    ['BR', 'quanto gastei de farmacia em outubro'],
    ['BR', 'o passe custa 40 la em lisboa'],
    ['BR', 'bora no boteco amanha?'],
    ['BR', 'preciso trocar o pneu semana que vem'],
    ['BR', 'lembra de pagar o condominio'],
    ['PT', 'a renda sobe para 800 em janeiro'],
  ] as const)('%s: %s', (country, text) => {
    expect(run(country, text).kind).not.toBe('record');
  });
});
