/**
 * Questions read by their parts, in phrasings never tuned on: a category only money coming in can
 * be (dividends, a paycheck, interest) asks what was earned; "since" a period runs to today; money
 * made against money lost is the balance; a list verb first lists; "more ... or ..." compares; how
 * the balance goes is the balance. And the near misses that keep their reading.
 */
import { describe, expect, it } from 'vitest';
import type { Lang } from '../types';
import { interpret } from '../interpret';
import { testContext } from '../testing/context';

const read = (lang: Lang, text: string) => interpret(text, testContext({ preferredLanguage: lang })).intent;

describe('a category only income can be asks what was earned', () => {
  it.each([
    ['en', 'dividends this quarter?', 'Investment'],
    ['en', 'what did my paycheck come to in march', 'Salary'],
    ['en', 'how much have my investments yielded this year', 'Investment'],
    ['en', 'how much did the tenants pay out in rent since june', 'Rental'],
    ['en', 'how much rent have i collected this year', 'Rental'],
    ['pt', 'quanto caiu de salário em setembro', 'Salary'],
    ['pt', 'quanto os dividendos me deram esse ano', 'Investment'],
    ['pt', 'quanto rendeu o CDB no ultimo trimestre', 'Investment'],
    ['es', 'cuánto de nómina en agosto', 'Salary'],
    ['es', 'cuánto rindieron mis inversiones este año', 'Investment'],
    ['es', 'cuánto me dio el banco de intereses el mes pasado', 'Investment'],
  ] as const)('[%s] %s', (lang, text, category) => {
    expect(read(lang, text)).toMatchObject({ kind: 'query', metric: 'earned', type: 'income', categoryName: category });
  });

  it.each([
    ['en', 'how much interest did i pay on my car loan this year'],
    ['en', 'how much rent did we pay in 2026'],
    ['pt', 'quanto paguei de aluguel esse ano'],
    ['es', 'cuánto pagué de renta este año'],
  ] as const)('[%s] %s stays spending', (lang, text) => {
    expect(read(lang, text)).toMatchObject({ kind: 'query', metric: 'spent', type: 'expense' });
  });

  it.each([
    ['en', 'where did my whole paycheck go'],
    ['pt', 'pra onde tá indo meu salário?'],
  ] as const)('[%s] %s is where the money went', (lang, text) => {
    expect(read(lang, text)).toMatchObject({ kind: 'query', metric: 'top_categories', type: 'expense' });
  });
});

describe('"since" a period runs from its start to today', () => {
  it.each([
    ['en', 'how much have i spent on gas since august', '2026-08-01'],
    ['en', 'total on coffee since last month?', '2026-10-01'],
    ['pt', 'quanto gastei com ifood desde setembro', '2026-09-01'],
    ['pt', 'quanto gastei desde o início do mês', '2026-11-01'],
    ['es', 'cuánto llevo gastado en taxis desde julio', '2026-07-01'],
    ['es', 'cuánto gasté desde el inicio del año', '2026-01-01'],
  ] as const)('[%s] %s', (lang, text, start) => {
    const intent = read(lang, text);
    expect(intent).toMatchObject({ kind: 'query' });
    if (intent.kind !== 'query') return;
    expect(intent.period.start).toBe(start);
    expect(intent.period.end).toBe('2026-11-22');
  });

  it('a named month alone is that month', () => {
    expect(read('en', 'how much on gas in august')).toMatchObject({ kind: 'query', period: { start: '2026-08-01', end: '2026-08-31' } });
  });
});

describe('money made against money lost is the balance', () => {
  it.each([
    ['en', 'what did we net in october'],
    ['en', 'am i making or losing money this quarter'],
    ['pt', 'fechei setembro no prejuízo?'],
    ['pt', 'qual foi o lucro do mês passado'],
    ['pt', 'to ganhando ou perdendo grana?'],
    ['es', 'este año voy ganando o perdiendo?'],
    ['es', 'terminé el mes en pérdida?'],
  ] as const)('[%s] %s', (lang, text) => {
    expect(read(lang, text)).toMatchObject({ kind: 'query', metric: 'balance' });
  });

  it('a profit with its amount is income', () => {
    expect(read('pt', 'tive lucro de 350 vendendo a geladeira')).toMatchObject({ kind: 'record_transactions', transactions: [{ type: 'income' }] });
  });
});

describe('a general picture is a summary', () => {
  it.each([
    ['en', 'give me the big picture for last month'],
    ['pt', 'quero uma visão geral de outubro'],
    ['pt', 'panorama da semana passada'],
    ['es', 'un panorama de mis finanzas de septiembre'],
    ['es', 'necesito una visión general del trimestre'],
  ] as const)('[%s] %s', (lang, text) => {
    expect(read(lang, text)).toMatchObject({ kind: 'query', metric: 'summary' });
  });
});

describe('a list verb first lists', () => {
  it.each([
    ['en', 'list my lyft trips from last week', 'Transportation'],
    ['en', 'show my pharmacy visits this month', 'Healthcare'],
    ['pt', 'lista os ubers de outubro', 'Transportation'],
    ['pt', 'mostra as farmácias desse mês', 'Healthcare'],
    ['es', 'lista los taxis de la semana pasada', 'Transportation'],
    ['es', 'enumera las farmacias de octubre', 'Healthcare'],
  ] as const)('[%s] %s', (lang, text, category) => {
    expect(read(lang, text)).toMatchObject({ kind: 'query', metric: 'recent', categoryName: category });
  });

  it.each([
    ['pt', 'lista os pix de ontem'],
    ['es', 'listame todo lo de hoy'],
  ] as const)('[%s] %s lists the period', (lang, text) => {
    expect(read(lang, text)).toMatchObject({ kind: 'query', metric: 'recent' });
  });

  it('a question of how much is a total', () => {
    expect(read('en', 'show me how much the pharmacy cost me this month')).toMatchObject({ kind: 'query', metric: 'spent' });
  });

  it('"list of" is a noun', () => {
    expect(read('en', 'list of gifts to buy for xmas')).not.toMatchObject({ kind: 'query', metric: 'recent' });
  });
});

describe('"more ... or ..." compares', () => {
  it.each([
    ['en', 'did we spend more on takeout this month or last month?'],
    ['en', 'did i spend more on rent or on groceries?'],
    ['pt', 'gastei mais de gasolina em outubro ou em setembro?'],
    ['pt', 'foi mais em farmácia ou em mercado esse mês?'],
    ['es', 'gasté más en uber este mes o en el anterior?'],
    ['es', 'se me fue más en bares o en restaurantes?'],
  ] as const)('[%s] %s', (lang, text) => {
    expect(read(lang, text)).toMatchObject({ kind: 'query', metric: 'compare' });
  });

  it.each([
    ['pt', 'quanto gastei mais ou menos com gasolina'],
    ['es', 'cuánto gasté más o menos en la farmacia'],
  ] as const)('[%s] %s is about a total ("more or less" = about)', (lang, text) => {
    expect(read(lang, text)).toMatchObject({ kind: 'query', metric: 'spent' });
  });

  it('Portuguese "o" is an article', () => {
    expect(read('pt', 'onde gastei mais com o cartão esse mês')).not.toMatchObject({ metric: 'compare' });
  });
});

describe('how something goes', () => {
  it.each([
    ['es', 'el saldo cómo anda?'],
    ['es', 'cómo va el saldo?'],
    ['pt', 'e o saldo como tá?'],
  ] as const)('[%s] %s asks the balance', (lang, text) => {
    expect(read(lang, text)).toMatchObject({ kind: 'query', metric: 'balance' });
  });

  it.each([
    ['en', 'how is my week going'],
    ['es', 'cómo va la semana'],
    ['pt', 'como tá indo o mês'],
  ] as const)('[%s] %s asks a summary', (lang, text) => {
    expect(read(lang, text)).toMatchObject({ kind: 'query', metric: 'summary' });
  });

  it('a greeting stays one', () => {
    expect(read('es', 'buenas, cómo va')).toMatchObject({ kind: 'greeting' });
  });
});

describe('categories that take the money', () => {
  it.each([
    ['es', 'qué categoría se lleva más dinero'],
    ['pt', 'que categoria tá levando minha grana'],
    ['en', 'what category is eating my cash'],
  ] as const)('[%s] %s', (lang, text) => {
    expect(read(lang, text)).toMatchObject({ kind: 'query', metric: 'top_categories' });
  });

  it('a question on categories alone lists them', () => {
    expect(read('es', 'qué categorías tengo')).toMatchObject({ kind: 'list_categories' });
  });
});

describe('bills paid, in the perfect tense, are spending', () => {
  it.each([
    ['es', 'cuánto hemos pagado de recibos este mes'],
    ['pt', 'quanto temos pago de contas nesse trimestre'],
  ] as const)('[%s] %s', (lang, text) => {
    expect(read(lang, text)).toMatchObject({ kind: 'query', metric: 'spent' });
  });

  it('bills to come stay a question on bills', () => {
    expect(read('es', 'qué recibos me faltan este mes')).toMatchObject({ kind: 'recurring_query' });
  });
});

describe('what is asked, with a period or a category, needs no question word', () => {
  it.each([
    ['en', 'count of starbucks visits in october', 'count'],
    ['pt', 'número de idas à farmácia em setembro', 'count'],
    ['es', 'número de viajes en taxi la semana pasada', 'count'],
    ['en', 'money out last week', 'spent'],
    ['en', 'cash in this month', 'earned'],
  ] as const)('[%s] %s', (lang, text, metric) => {
    expect(read(lang, text)).toMatchObject({ kind: 'query', metric });
  });

  it.each([
    ['en', "how's the spending this week"],
    ['en', 'how were my expenses in october?'],
  ] as const)('[%s] %s asks about spending', (lang, text) => {
    expect(read(lang, text)).toMatchObject({ kind: 'query' });
  });

  it('"how was the trip" is no question on money', () => {
    expect(read('en', 'how was the trip?')).not.toMatchObject({ kind: 'query' });
  });
});

describe('higher or lower than a period compares', () => {
  it.each([
    ['en', 'are my expenses higher than in september?'],
    ['en', 'is grocery spending down from last month'],
    ['pt', 'as despesas tão menores que no mês passado?'],
    ['es', 'los gastos de este mes son menores que los del anterior?'],
  ] as const)('[%s] %s', (lang, text) => {
    expect(read(lang, text)).toMatchObject({ kind: 'query', metric: 'compare' });
  });

  it('the biggest expense stays the biggest', () => {
    expect(read('pt', 'qual a maior despesa do mês')).toMatchObject({ kind: 'query', metric: 'biggest' });
  });
});

describe('the last time something was paid lists it', () => {
  it.each([
    ['en', 'when did we last pay the electric bill', 'Bills'],
    ['pt', 'quando foi a última vez que paguei a academia', 'Fitness'],
    ['es', 'cuándo fue la última vez que fui al dentista', 'Healthcare'],
  ] as const)('[%s] %s', (lang, text, category) => {
    expect(read(lang, text)).toMatchObject({ kind: 'query', metric: 'recent', categoryName: category });
  });
});

describe('asked by "tell me" or by comparing periods', () => {
  it.each([
    ['en', 'tell me how much on parking in september', 'spent'],
    ['pt', 'me fala quanto foi de farmácia esse mês', 'spent'],
    ['es', 'decime cuánto se fue en taxis la semana pasada', 'spent'],
    ['en', 'compare march with april', 'compare'],
    ['pt', 'compara setembro com outubro', 'compare'],
    ['es', 'compara esta semana con la pasada', 'compare'],
  ] as const)('[%s] %s', (lang, text, metric) => {
    expect(read(lang, text)).toMatchObject({ kind: 'query', metric });
  });

  it('"tell me how much a thing costs" asks a price', () => {
    expect(read('pt', 'me diz quanto custa um tênis desses')).not.toMatchObject({ kind: 'query' });
  });
});

describe('bills asked "so far" or "how much it came to" ask what was paid, not what is due', () => {
  it.each([
    ['en', 'total on bills so far this year?'],
    ['pt', 'quanto deu de contas fixas esse ano'],
    ['es', 'cuanto van de servicios este año'],
  ] as const)('[%s] %s', (lang, text) => {
    expect(read(lang, text)).toMatchObject({ kind: 'query', metric: 'spent' });
  });
  it.each([
    ['en', 'what bills are due this month?'],
    ['pt', 'quais contas vencem esse mes'],
  ] as const)('[%s] %s is what is due', (lang, text) => {
    expect(read(lang, text).kind).toBe('recurring_query');
  });
});

describe('a list verb first and an amount as a threshold asks, it records nothing', () => {
  it.each([
    ['en', 'show me everything over 100 bucks from last month'],
    ['pt', 'me mostra tudo acima de 100 do mes passado'],
    ['es', 'muestrame los gastos de mas de 50 lucas'],
  ] as const)('[%s] %s', (lang, text) => {
    expect(read(lang, text)).toMatchObject({ kind: 'query', metric: 'recent' });
  });
  it('"show 40 at the cinema" is still a ticket paid', () => {
    expect(read('en', 'show 40 at the cinema').kind).toBe('record_transactions');
  });
});
