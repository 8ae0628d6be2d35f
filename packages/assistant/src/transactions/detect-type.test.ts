import { describe, expect, it } from 'vitest';
import { tokenize } from '../text/tokenize';
import { detectType } from './detect-type';

/** The cue of a sentence, read from its words as build-transactions does (numbers and symbols as ''). */
function cueOf(text: string) {
  return detectType(tokenize(text).map((t) => (t.kind === 'word' ? t.norm : '')));
}

describe('detectType: which way the money went', () => {
  it.each([
    // Someone gives to the user.
    ['my uncle sent me 40 for gas', 'income'],
    ['the neighbours paid us 120 for the old sofa', 'income'],
    ['a vizinha me pagou 80 pela faxina', 'income'],
    ['transferiu-me 25 a Rita', 'income'],
    ['me han ingresado 600 de la beca', 'income'],
    ['nos giraron 300 desde Lima', 'income'],
    ['mi madrina me regaló 50', 'income'],
    // A payer as the subject.
    ['the customer paid 450 for the mural', 'income'],
    ['o locatário pagou 1300', 'income'],
    ['el inquilino ya pagó 700', 'income'],
    ['a noiva pagou o bolo, 650', 'income'],
    ['o noivo me pagou 400 pelo vídeo', 'income'],
    // Money arriving.
    ['caíram 350 na conta', 'income'],
    ['finalmente caiu a bolsa 900', 'income'],
    ['royalties came in 75', 'income'],
    // Where it came from.
    ['300 from my roommate for utilities', 'income'],
    ['200 do meu sogro', 'income'],
    ['zelle from Priya 60', 'income'],
    // The user pays or sends.
    ['paid the landlord 1000', 'expense'],
    ['sent 50 to my brother', 'expense'],
    ['pix pra Carla 50', 'expense'],
    ['comprei um presente pra minha irmã 90', 'expense'],
    ['le mandé 40 a mi sobrino', 'expense'],
    // What arrived was a bill.
    ['caiu a fatura do cartão 400', 'expense'],
    ['me llegó el recibo del agua 35', 'expense'],
    ['received the gas bill, 64', 'expense'],
  ] as const)('%s -> %s', (text, type) => {
    expect(cueOf(text)?.type).toBe(type);
  });

  it('reads money that came back as a refund', () => {
    for (const text of ['estornaram 89 da loja', 'reembolso do plano de saúde 120', 'got my 60 deposit back', 'me devolvieron la fianza 400', 'cashback 3,20']) {
      expect(cueOf(text), text).toMatchObject({ type: 'income', isRefund: true });
    }
    // A refund names what was paid: no contest.
    const refund = cueOf('recebi o estorno do que paguei 30');
    expect(refund).toMatchObject({ type: 'income', isRefund: true, names: [] });
    expect(refund?.opposed).toBeUndefined();
  });

  it('reads the user\'s own things sold by anyone as a sale', () => {
    expect(cueOf('a neighbour bought my lawnmower for 120')).toMatchObject({ type: 'income', isSale: true });
    expect(cueOf('sold the old tv 80')).toMatchObject({ type: 'income', isSale: true });
    // "I bought my ticket" is the user buying.
    expect(cueOf('I bought my ticket 45')?.type).toBe('expense');
    expect(cueOf('bought my ticket 45')?.type).toBe('expense');
  });

  it('does not read a return home, someone else\'s thing or someone else\'s spending as income', () => {
    expect(cueOf('got back from the gym and paid 12 for a smoothie')?.type).toBe('expense');
    expect(cueOf('conserto do carro do meu pai 400')?.type).not.toBe('income');
    expect(cueOf('mom paid for dinner 60')?.type).not.toBe('income');
  });

  it('keeps the strongest cue the other way, so a contested reading can be flagged', () => {
    expect(cueOf('devolvi a blusa e paguei 20 de frete')).toMatchObject({ type: 'expense', opposed: { type: 'income', strength: 1 } });
    expect(cueOf('paguei 40 do pix do Tiago')).toMatchObject({ type: 'expense', opposed: { type: 'income', strength: 2 } });
  });

  it('says how sure it is and which words a description can do without', () => {
    expect(cueOf('foi 80')).toMatchObject({ type: 'expense', strength: 1, isWeak: true });
    expect(cueOf('caiu 80')).toMatchObject({ type: 'income', strength: 2 });
    expect(cueOf('recebi 80')).toMatchObject({ type: 'income', strength: 3 });
    // "my uncle sent me 40 for gas": the giver phrase and what only served it.
    expect(cueOf('my uncle sent me 40 for gas')).toMatchObject({ isGiver: true, position: 1, end: 3, filler: [2, 3] });
    expect(cueOf('they wired me 900')).toMatchObject({ isGiver: true, position: 1, end: 2, filler: [1, 2] });
    // "pix da Carla": a name, capitalised in descriptions.
    expect(cueOf('pix da carla 50')).toMatchObject({ type: 'income', names: [2] });
    // "bonus from work": where it came from, dropped when something else describes it.
    expect(cueOf('bonus from work 250')).toMatchObject({ type: 'income', source: [1, 2] });
  });
});
