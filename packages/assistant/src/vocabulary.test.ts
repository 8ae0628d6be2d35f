/**
 * The engine's one spelling corrector over every word it looks up: misspellings people type are
 * read as the word they meant; words that are one letter from a known word but mean something else
 * (verbs of the other type, everyday words of the three languages) are left exactly as typed.
 */
import { describe, expect, it } from 'vitest';
import { isKnownWord, literalWords, spell } from './vocabulary';
import { words } from './intents/word-pattern';

describe('spell: misspellings people type', () => {
  it.each([
    ['grocerys', ['grocerys', 'grocery', 'groceries']],
    ['restaurnte', ['restaurante']],
    ['resturant', ['restaurant']],
    ['gasolna', ['gasolina']],
    ['gasolinra', ['gasolina', 'gasolinera']],
    ['supermercdo', ['supermercado']],
    ['supermecado', ['supermercado']],
    ['onten', ['ontem']],
    ['ontme', ['ontem']],
    ['yesterdy', ['yesterday']],
    ['farmcia', ['farmacia']],
    ['pharmcy', ['pharmacy']],
    ['starbuks', ['starbucks']],
    ['mcdonals', ['mcdonalds']],
    ['carrefur', ['carrefour']],
    ['netflx', ['netflix']],
    ['spotfy', ['spotify']],
    ['almoco', ['almoco']],
    ['almocco', ['almoco']],
    ['cinquenta', ['cinquenta']],
    ['cincuneta', ['cincuenta']],
    ['dolares', ['dolares']],
    ['dolraes', ['dolares']],
    ['septiembre', ['septiembre']],
    ['setembor', ['setembro']],
    ['gastie', ['gastei']],
    ['paguie', ['paguei']],
  ])('%s -> %s', (typed, expected) => {
    expect(expected).toContain(spell(typed));
  });

  it('reads Spanish and Portuguese diminutives as their word', () => {
    expect(spell('taquitos')).toBe('tacos');
    expect(spell('cervecita')).toBe('cerveza');
    expect(spell('lanchinho')).toBe('lanche');
    expect(spell('cachorrinho')).toBe('cachorro');
    expect(spell('uberzinho')).toBe('uber');
    for (const word of ['bonito', 'carinho', 'camisinha', 'delito', 'sobrinho']) expect(spell(word), word).toBe(word);
  });

  it('reads chat shorthand as the word', () => {
    expect(spell('qnto')).toBe('quanto');
    expect(spell('vc')).toBe('voce');
    expect(spell('yday')).toBe('yesterday');
    expect(spell('pls')).toBe('please');
  });
});

describe('spell: words it must leave alone', () => {
  it('keeps every exact word of one table from becoming a word of another', () => {
    for (const word of ['pago', 'pagou', 'cobre', 'cobra', 'gasto', 'gaste', 'costo', 'custa', 'custo', 'renta', 'cobro', 'compro']) {
      expect(spell(word), word).toBe(word);
    }
  });

  it('keeps everyday English words', () => {
    const common = `sister mother brother never again second point print model chance speed sending playing brought
      solid saved earrings pleased divided crash threat launch trail shift break track cover title large stage remote
      heard branch fight plain slide resume kings balls shorts grass elite child poker selfie money story storm salad`;
    for (const word of common.split(/\s+/)) expect(spell(word), word).toBe(word);
  });

  it('keeps everyday Portuguese words', () => {
    const common = `gostei pegou pegar gosto quando grana dizer certeza presos erros cofre perde venha pessoa porta linda
      chama lindo trazer carta pronta saiba aposto mestre cozinha coloque branco gostar traga queira nomes medicos
      vento calcas dinheiro obrigado saudade`;
    for (const word of common.split(/\s+/)) expect(spell(word), word).toBe(word);
  });

  it('keeps everyday Spanish words', () => {
    const common = `cuando vamos tienes puede porque quien dinero decir nuevo haciendo todas parte tanto cierto salir camino
      poder manos grande arriba fuerte venga verte tenga gusto jamas perra largo blanco dolor poner siente carta fondo
      solos cinta trajo caliente santo metido terminare`;
    for (const word of common.split(/\s+/)) expect(spell(word), word).toBe(word);
  });

  it('never touches numbers, codes or short words', () => {
    for (const word of ['1200', 'usd', 'brl', 'uber', 'pix', 'taxi', 'km']) expect(spell(word), word).toBe(word);
  });
});

describe('the vocabulary', () => {
  it('knows the words of the question patterns', () => {
    for (const word of ['saved', 'dinero', 'quanto', 'resumen', 'gastos']) expect(isKnownWord(word), word).toBe(true);
  });

  it('takes only the plain words of a pattern', () => {
    expect(literalWords(words('how much|spen[dt]\\w*|quanto (?:gastei|paguei)|saldos?'))).toEqual(['how', 'much', 'quanto', 'gastei', 'paguei', 'saldos']);
  });
});
