/**
 * Classes of messages with numbers that record nothing, in sentences of our own (none of them from
 * the evaluation sets): a price seen but not bought, wishes, flight and train numbers, phone numbers,
 * ages, questions about the world, prices that will change. Their neighbours that are transactions
 * (a movie seen and paid, the tv bought after seeing it, a flight bought, a birthday cake, the rent
 * paid) stay transactions.
 */
import { describe, expect, it } from 'vitest';
import type { Lang } from '../types';
import { interpret } from '../interpret';
import { langContext } from '../testing/context';

const intentOf = (lang: Lang, text: string) => interpret(text, langContext(lang)).intent;

describe('records nothing', () => {
  it.each([
    // A price seen but not bought: negated, nearly done, or given up.
    ['en', 'found a jacket at zara for 89 but didnt buy it'],
    ['en', 'saw some airpods for 129 at target, didn\'t get them'],
    ['en', 'was going to buy a 60 dollar hoodie but changed my mind'],
    ['en', 'almost bought a 400 camera lol'],
    ['en', 'nearly spent 200 on shoes today'],
    ['en', 'looked at a couch for 1200 but passed on it'],
    ['en', 'checked out a bike for 350, not buying it'],
    ['en', 'the ps5 was 499 so i didnt buy it'],
    ['en', 'put a 90 jacket in my cart but never checked out'],
    ['en', 'decided not to buy the 300 watch'],
    ['pt', 'vi um tenis de 400 na centauro mas nao comprei'],
    ['pt', 'quase comprei um celular de 2 mil'],
    ['pt', 'ia comprar uma blusa de 150 mas desisti'],
    ['pt', 'olhei uma geladeira de 3.500 mas nao levei'],
    ['pt', 'achei um sofa por 1800 mas acabei nao comprando'],
    ['pt', 'desisti do notebook de 4 mil'],
    ['pt', 'tava 300 o fone, nao comprei nao'],
    ['pt', 'vi um casaco de 250 reais, deixei pra la'],
    ['pt', 'quase gastei 500 na shein kkk'],
    ['es', 'vi un celular de 8 mil pero no lo compre'],
    ['es', 'casi compro una chamarra de 1500'],
    ['es', 'iba a comprar unos audifonos de 900 pero me arrepenti'],
    ['es', 'estuve a punto de gastar 2 lucas en ropa'],
    ['es', 'mire una tele de 12 mil pero no la compre'],
    ['es', 'al final no compre la bici de 300 lucas'],
    ['es', 'vi unos tenis en 1.200 y no los compre'],
    ['es', 'vi un sillon a 80 mil pero no me lo lleve'],
    ['es', 'casi me compro un celu de 300 mil'],
    ['en', 'saw a tv at best buy for 899 but didn\'t get it'],
    ['en', 'went to best buy, the laptop was 1200, didnt buy'],
    // Wishes and counterfactuals.
    ['en', 'i wish i had 5k for a vacation'],
    ['en', 'if i had 10 grand i\'d buy a car'],
    ['en', 'wish i had an extra 500 this month'],
    ['en', 'if only i had 1000 bucks'],
    ['en', 'would love to have 20k saved'],
    ['en', 'imagine having 1 million dollars lol'],
    ['en', 'i\'d kill for 300 right now'],
    ['en', 'dreaming of a 2000 dollar trip to japan'],
    ['pt', 'queria ter 5 mil pra trocar de carro'],
    ['pt', 'se eu tivesse 10 mil ia pra europa'],
    ['pt', 'quem dera ter 1 milhao'],
    ['pt', 'sonho em ter 100 mil guardado'],
    ['pt', 'ah se eu ganhasse 20 mil por mes'],
    ['pt', 'queria tanto 500 conto agora'],
    ['pt', 'imagina ter 50 mil na conta'],
    ['pt', 'se tivesse 300 reais comprava o fone'],
    ['es', 'ojala tuviera 5 mil pesos'],
    ['es', 'si tuviera 100 lucas me iba a la playa'],
    ['es', 'quisiera tener 1 millon'],
    ['es', 'suenio con tener 20 mil ahorrados'],
    ['es', 'ojala me ganara la loteria de 50 millones'],
    ['es', 'quien tuviera 10 palos'],
    ['es', 'me encantaria tener 3 mil dolares'],
    ['es', 'si ganara 40 mil al mes seria feliz'],
    // Flights, trains and buses named by a number.
    ['en', 'my flight is ua 1123 from gate b12'],
    ['en', 'flight aa 2241 lands at 6:40'],
    ['en', 'booked on ba 117 tomorrow'],
    ['en', 'im on dl 405, boarding at 9:15'],
    ['en', 'train 2154 to boston is delayed'],
    ['en', 'taking the 7:45 train'],
    ['en', 'bus 42 leaves at 8:15'],
    ['en', 'flight number is lh 455'],
    ['pt', 'o meu voo e o tp 1347 as 7h15'],
    ['pt', 'meu voo e g3 1520 amanha'],
    ['pt', 'voo la 3050 atrasou'],
    ['pt', 'embarco no ad 4521 portao 12'],
    ['pt', 'o voo da azul 4102 sai as 14:30'],
    ['pt', 'o trem 317 sai as 8h'],
    ['es', 'mi vuelo es el la 800 a las 23:55'],
    ['es', 'vuelo ib 6251 sale a las 10'],
    ['es', 'el vuelo am 402 va retrasado'],
    ['es', 'tomo el av 9 a las 6 y media'],
    ['es', 'el tren 1234 llega a las 5'],
    ['es', 'puerta 23 vuelo ux 98'],
    // Phone numbers in national formats.
    ['pt', 'meu numero novo e 11 98765-4321'],
    ['pt', 'meu cel 11987654321'],
    ['pt', 'me liga no 21 99999 8888'],
    ['pt', 'zap 11 9 8765 4321'],
    ['pt', 'anota meu numero: (11) 98765-4321'],
    ['pt', 'o numero dela e 912 345 678'],
    ['en', 'my new number is 555-867-5309'],
    ['en', 'call me at (415) 555 0199'],
    ['en', 'text me on 07700 900123'],
    ['en', 'my cell is +1 212 555 0147'],
    ['en', 'new number 07911123456'],
    ['es', 'mi numero es 55 1234 5678'],
    ['es', 'mi cel nuevo es 3001234567'],
    ['es', 'llamame al 11 4567-8901'],
    ['es', 'whatsapp +52 1 55 1234 5678'],
    ['es', 'mi telefono es 612 34 56 78'],
    // Ages and other facts about people and pets.
    ['en', 'my sister is 34 and lives in leeds'],
    ['en', 'my dad is 70 today'],
    ['en', 'she turns 40 next week'],
    ['en', 'my son just turned 5'],
    ['en', 'grandma is 92 and still drives'],
    ['en', 'he is 29 years old'],
    ['en', 'our dog is 12'],
    ['en', 'my kids are 4 and 7'],
    ['pt', 'meu filho fez 5 anos'],
    ['pt', 'minha mae tem 63'],
    ['pt', 'a vo fez 90 ontem'],
    ['pt', 'minha irma tem 34 anos e mora em bh'],
    ['pt', 'o joao ta com 40'],
    ['pt', 'meu pai vai fazer 70'],
    ['es', 'tengo 28 anos'],
    ['es', 'mi hermana tiene 34'],
    ['es', 'mi hijo cumplio 5'],
    ['es', 'mi abuela tiene 88 y vive sola'],
    ['es', 'mi novio cumple 30 manana'],
    ['es', 'la nena tiene 3 anitos'],
    // Questions about the world with a number in them.
    ['en', 'who won the super bowl in 2020'],
    ['en', 'what happened in 1969'],
    ['en', 'how tall is the empire state building, like 400 meters?'],
    ['en', 'whats the capital of australia'],
    ['en', 'who was president in 1990'],
    ['en', 'is 17 a prime number?'],
    ['en', 'when does the 2026 world cup start'],
    ['pt', 'quem ganhou a copa de 2002'],
    ['pt', 'o que aconteceu em 1500'],
    ['pt', 'quantos habitantes tem sp, uns 12 milhoes?'],
    ['pt', 'quem foi campeao em 2019'],
    ['pt', 'quando e a copa de 2026'],
    ['es', 'quien gano el mundial de 2010'],
    ['es', 'que paso en 1810'],
    ['es', 'cuantos anos tiene messi, 38?'],
    ['es', 'donde fue el mundial del 86?'],
    ['es', 'quien canto en el super bowl 2024'],
    // Prices that will change: announcements, not payments.
    ['es', 'el alquiler me lo suben a 950 en enero'],
    ['en', 'rent is going up to 1200 next month'],
    ['en', 'netflix is raising prices to 17.99'],
    ['en', 'landlord says rent will be 1500 from march'],
    ['en', 'my rent goes to 1300 in january'],
    ['en', 'the gym is increasing the fee to 50'],
    ['en', 'electricity will cost 20% more'],
    ['pt', 'o aluguel vai subir pra 1.800'],
    ['pt', 'a luz vai subir 10%'],
    ['pt', 'o condominio vai pra 900 em janeiro'],
    ['pt', 'a escola vai aumentar a mensalidade pra 1.200'],
    ['pt', 'o dono quer subir o aluguel pra 2 mil'],
    ['pt', 'a partir de janeiro o plano vai custar 120'],
    ['es', 'la luz va a subir'],
    ['es', 'la renta sube a 8 mil en febrero'],
    ['es', 'me van a subir el arriendo a 600 lucas'],
    ['es', 'el gym va a costar 700 desde enero'],
    ['es', 'a partir de marzo el alquiler pasa a 1000'],
    ['es', 'la colegiatura aumenta a 4 mil el proximo ciclo'],
  ] as const)('[%s] %s', (lang, text) => {
    const intent = intentOf(lang, text);
    expect(intent.kind, JSON.stringify(intent)).not.toBe('record_transactions');
    expect(intent.kind).not.toBe('clarify_transaction');
  });
});

describe('stays a transaction', () => {
  it.each([
    // Near misses, beside: a price seen but not bought: negated, nearly done, or given up.
    ['en', 'saw a movie 15'],
    ['en', 'bought the tv i saw for 899'],
    ['en', 'saw a jacket for 89 and bought it'],
    ['en', 'saw the dentist, paid 120'],
    ['en', 'almost forgot: lunch 12'],
    ['en', 'didn\'t have cash so paid 20 by card for parking'],
    ['pt', 'vi o show do coldplay 450'],
    ['pt', 'comprei a tv de 3.000 que vi na magalu'],
    ['pt', 'vi um tenis de 400 e comprei'],
    ['pt', 'quase esqueci, uber 25'],
    ['es', 'vi una peli en el cine 120'],
    ['es', 'pague el alquiler de 950'],
    ['es', 'vi unos tenis de 1200 y me los compre'],
    ['es', 'casi no llego, taxi 150'],
    ['es', 'no tenia efectivo y pague con tarjeta 300 de super'],
    ['en', 'bought headphones at best buy 199'],
    ['en', 'best buy 250'],
    // Near misses, beside: wishes and counterfactuals.
    ['en', 'i had 5 for coffee'],
    ['en', 'had lunch 15'],
    ['en', 'wish me luck, paid 200 for the exam'],
    ['pt', 'tive que pagar 50 de multa'],
    ['pt', 'queria um cafe, paguei 8'],
    ['pt', 'tive um gasto de 300 no mecanico'],
    ['es', 'tuve que pagar 500 de multa'],
    ['es', 'ojala no me cobren de nuevo, pague 300 de luz'],
    ['es', 'tenia hambre, tacos 80'],
    // Near misses, beside: flights, trains and buses named by a number.
    ['en', 'flight to lisbon 320'],
    ['en', 'ua flight 450'],
    ['en', 'train ticket 45'],
    ['pt', 'voo pra recife 890'],
    ['pt', 'passagem de onibus 120'],
    ['es', 'vuelo a cancun 4500'],
    ['es', 'boleto de tren 300'],
    // Near misses, beside: phone numbers in national formats.
    ['en', 'phone bill 60'],
    ['pt', 'recarga do celular 30'],
    ['es', 'recarga de saldo 100'],
    ['es', 'pague el telefono 350'],
    // Near misses, beside: ages and other facts about people and pets.
    ['en', 'my son\'s birthday cake 34'],
    ['en', 'birthday present for my sister 40'],
    ['en', 'my sister\'s gift 50'],
    ['pt', 'bolo de aniversario do meu filho 80'],
    ['pt', 'presente da minha mae 120'],
    ['es', 'regalo de cumple de mi hermana 500'],
    ['es', 'mi hermana me presto 300'],
    // Near misses, beside: questions about the world with a number in them.
    ['en', 'super bowl tickets 2020'],
    ['en', 'world cup jersey 90'],
    ['pt', 'camisa da copa 250'],
    ['es', 'boletos del mundial 3000'],
    // Near misses, beside: prices that will change: announcements, not payments.
    ['es', 'pague el alquiler de 950'],
    ['en', 'paid rent 1200'],
    ['pt', 'paguei o aluguel 1.800'],
    ['pt', 'aluguel 1800'],
    ['es', 'la luz 600'],
  ] as const)('[%s] %s', (lang, text) => {
    expect(intentOf(lang, text).kind).toBe('record_transactions');
  });
});

describe('a price that will change is never a correction of the last entry', () => {
  // Right after the rent was recorded, "my rent goes to 1300 in january" must not change that entry.
  const withHistory = (lang: Lang) => ({
    ...langContext(lang),
    history: [
      { role: 'user' as const, content: 'rent 1200' },
      { role: 'assistant' as const, content: '✅ Recorded: Rent $1,200.00 (Bills) today' },
    ],
  });
  it.each([
    ['en', 'my rent goes to 1300 in january'],
    ['en', 'rent will be 1300 from january'],
    ['pt', 'o condominio vai pra 900 em janeiro'],
    ['es', 'el gym va a costar 700 desde enero'],
    ['es', 'el arriendo va a 650 mil desde marzo'],
  ] as const)('[%s] %s', (lang, text) => {
    const intent = interpret(text, withHistory(lang)).intent;
    expect(['record_transactions', 'clarify_transaction', 'correct_last'], JSON.stringify(intent)).not.toContain(intent.kind);
  });

  it.each([
    ['en', 'that goes under groceries', 'Groceries'],
    ['en', 'uber goes to transport', 'Transportation'],
    ['pt', 'isso vai pra saude', 'Healthcare'],
    ['es', 'eso va en comida', 'Dining'],
  ] as const)('while where an entry goes still is one: [%s] %s', (lang, text, category) => {
    const intent = interpret(text, withHistory(lang)).intent;
    expect(intent.kind).toBe('correct_last');
    expect(intent.kind === 'correct_last' && intent.categoryName).toBe(category);
  });
});
