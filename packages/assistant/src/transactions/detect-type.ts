/**
 * Income or expense, from the verbs and nouns of a clause (spent/paid/bought vs received/earned,
 * gastei/paguei vs recebi/ganhei, gasté/pagué vs recibí/cobré/me pagaron). The first cue wins, so
 * "recebi o reembolso do que paguei" is income. No cue means the caller decides (lexicon, then
 * expense by default).
 */
import type { TxType } from '../types';

/** Two-word cues checked before single words: "me pagaron" is income, "pagué" is not. */
const PHRASES: ReadonlyMap<string, TxType> = new Map<string, TxType>([
  ['got paid', 'income'],
  ['get paid', 'income'],
  ['paid me', 'income'],
  ['me pagaron', 'income'],
  ['me pago', 'income'],
  ['nos pagaron', 'income'],
  ['me depositaron', 'income'],
  ['me transfirieron', 'income'],
  ['me consignaron', 'income'],
  ['me consigne', 'income'],
  ['me regalaron', 'income'],
  ['me regalo', 'income'],
  ['me dieron', 'income'],
  ['me cayeron', 'income'],
  ['me cayo', 'income'],
  ['me llego', 'income'],
  ['me devolvieron', 'income'],
  ['me pagaram', 'income'],
  ['me pagou', 'income'],
  ['pagaram-me', 'income'],
  ['me depositaram', 'income'],
  ['me transferiram', 'income'],
  ['me mandaram', 'income'],
  ['me deram', 'income'],
  ['me devolveram', 'income'],
  ['caiu o salario', 'income'],
  ['caiu meu salario', 'income'],
  ['pix recebido', 'income'],
  ['me cobraron', 'expense'],
  ['me cobra', 'expense'],
  ['me cobran', 'expense'],
  ['me cobraram', 'expense'],
  ['me cobrou', 'expense'],
  ['se fueron', 'expense'],
  ['se me fueron', 'expense'],
  ['se me fue', 'expense'],
  ['me gaste', 'expense'],
  ['me clave', 'expense'],
  ['got charged', 'expense'],
  ['made a payment', 'expense'],
  ['made payment', 'expense'],
  ['was charged', 'expense'],
]);

const WORDS: ReadonlyMap<string, TxType> = new Map<string, TxType>([
  ...[
    'made', 'received', 'receive', 'receiving', 'earned', 'earn', 'earning', 'earnings', 'income', 'refund',
    'refunded', 'reimbursed', 'reimbursement', 'sold', 'deposit', 'deposited', 'cashback', 'won', 'inherited',
    'recebi', 'receber', 'recebido', 'recebida', 'recebemos', 'ganhei', 'ganhamos', 'entrou', 'entraram',
    'vendi', 'vendemos', 'depositaram', 'reembolso', 'estorno', 'renda', 'receita', 'rendeu', 'transferiram',
    'recibi', 'cobre', 'cobramos', 'gane', 'ganamos', 'entro', 'ingreso', 'ingresos', 'ingreso', 'vendi',
    'ingresaron', 'devolucion', 'depositaron', 'transfirieron',
  ].map((w): [string, TxType] => [w, 'income']),
  ...[
    'spent', 'spend', 'spending', 'paid', 'pay', 'paying', 'bought', 'buy', 'buying', 'purchased',
    'purchase', 'cost', 'costs', 'charged', 'expense', 'ordered', 'tipped', 'donated', 'lost', 'splurged',
    'gastei', 'gasto', 'gastamos', 'gastar', 'paguei', 'pago', 'pagamos', 'pagar', 'comprei', 'compramos',
    'custou', 'custa', 'torrei', 'larguei', 'desembolsei', 'coloquei', 'doei', 'cobraram', 'despesa',
    'perdi', 'abasteci', 'pedi', 'gaste', 'gastamos', 'pague', 'compre', 'costo', 'cuesta', 'cobraron',
    'tire', 'done', 'perdi', 'saiu', 'salio', 'pagaste', 'compras', 'compra',
  ].map((w): [string, TxType] => [w, 'expense']),
]);

/** Weak cues only decide when nothing stronger is in the clause ("deu 45 o almoço", "foi 80"). */
const WEAK: ReadonlyMap<string, TxType> = new Map<string, TxType>([
  ['deu', 'expense'],
  ['foi', 'expense'],
  ['fue', 'expense'],
  ['fueron', 'expense'],
  ['was', 'expense'],
  ['dei', 'expense'],
  ['di', 'expense'],
  ['pagamento', 'expense'],
  ['ganho', 'income'],
  ['gain', 'income'],
]);

export interface TypeCue {
  type: TxType;
  /** Index of the word that decided it. */
  position: number;
  /** A weak cue ("foi", "deu", "made") only counts when nothing else says the type. */
  isWeak: boolean;
}

/** The first income/expense cue among folded words, or undefined. */
export function detectType(words: readonly string[]): TypeCue | undefined {
  let weak: TypeCue | undefined;
  for (let i = 0; i < words.length; i++) {
    const word = words[i] as string;
    const next = words[i + 1];
    if (next !== undefined) {
      const phrase = PHRASES.get(`${word} ${next}`);
      if (phrase) return { type: phrase, position: i, isWeak: false };
      const third = words[i + 2];
      if (third !== undefined) {
        const longer = PHRASES.get(`${word} ${next} ${third}`);
        if (longer) return { type: longer, position: i, isWeak: false };
      }
    }
    // "got 50 from mom" is probably income; "got coffee" is not; a real verb elsewhere decides.
    if (word === 'got' && !weak && words.slice(i + 1).includes('from')) weak = { type: 'income', position: i, isWeak: true };
    const single = WORDS.get(word);
    if (single) return { type: single, position: i, isWeak: false };
    if (!weak) {
      const soft = WEAK.get(word);
      if (soft) weak = { type: soft, position: i, isWeak: true };
    }
  }
  return weak;
}

/** The words of the cues and what each says, for the spelling corrector (vocabulary.ts). */
export function* typeCueWords(): Generator<readonly [string, string]> {
  for (const [word, type] of WORDS) yield [word, `type:${type}`];
  for (const [word, type] of WEAK) yield [word, `weak-type:${type}`];
  for (const phrase of PHRASES.keys()) for (const word of phrase.split(' ')) yield [word, ''];
}
