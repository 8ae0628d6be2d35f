/**
 * Which of en/pt/es a message is written in, from marker words and letters. Short messages with no
 * marker ("12", "uber 25") are ambiguous and take the fallback (the conversation's or the user's
 * language). Words are compared folded, so "está"/"esta" are one marker.
 */
import type { Lang } from '../types';
import type { Token } from '../text/tokenize';

const words = (list: string): ReadonlySet<string> => new Set(list.split(/\s+/).filter(Boolean));

const MARKERS: Readonly<Record<Lang, ReadonlySet<string>>> = {
  en: words(`
    the i my on for spent spend spending paid pay bought buy cost costs yesterday today tonight how
    much many did does what whats show list and at was were of in to is it with dollars bucks
    lunch dinner breakfast coffee groceries grocery expenses expense income earned earn received got
    budget budgets category categories last this week month year hi hello hey thanks thank please undo
    delete add set rename remove new called actually change that help from ago bill rent salary
    shopping gas ride ticket tickets money total balance top recent transactions make made am are
    you your can could would should where which when who an some bill bills food paycheck refund
    sold sell morning night weekend monthly weekly yearly annual every each meal membership service
    pharmacy laundry card phone notes subscriptions transportation gym diner these those than more less compare vs versus spendings
    average biggest largest summary per daily
  `),
  pt: words(`
    e o ao aos num numa pela faz atras ha mostrar comida esta este fora renomear renomeie
    renomeia remover remova exclua cobraram torrei larguei desembolsei eu meu minha meus minhas no na nos nas com em gastei paguei comprei recebi ganhei ontem hoje
    quanto quantos quanta mes ano reais um uma do da dos das pra pro foi deu voce obrigado obrigada
    valeu oi ola bom boa noite nao sim almoco jantar conta aluguel orcamento criar apagar excluir
    desfazer verdade muda mude mudar despesa despesas receita receitas essa esse isso ficou ainda
    posso gastos gasto tenho tive ajuda mostra mostre quais qual categorias ultima ultimo semana
    passada passado onde mais fiz fui peguei coloquei mercado padaria farmacia gasolina salario
    lazer contas luz agua academia entrada saida ate depois tambem tava estava estou
    sobrou sobra resta falta pix cartao boleto fatura parcela vezes lanche feira cinema ganho
    renda freela adicione adiciona registrar registra anota anotar trocar troca corrige corrigir
    quero queria preciso poderia quanto posso gastar deste desse nesta neste nesse nessa
    resumo maiores mensal dinheiro
  `),
  es: words(`
    yo mi mis en el los las del al con gaste pague compre recibi cobre gane ayer hoy cuanto cuantos la le lo muy hace
    cuanta pesos una uno fue fueron gracias hola buenos buenas dias noche si almuerzo cena comida
    arriendo alquiler sueldo presupuesto mostrar crear borrar eliminar deshacer realidad cambialo
    cambia cambiar gastos gasto ingresos ingreso este esta eso puedo lucas plata y pasado pasada
    semana mes anteayer ayuda muestra muestrame cuales cual categorias ultimo ultima donde mas hice
    fui tome mercado supermercado farmacia nafta gasolina salario ocio cuentas luz agua
    gimnasio entrada salida hasta despues tambien estaba estoy sobra queda falta tarjeta factura
    cuota veces cine ganancia renta agrega agregar registrar registra anota anotar corrige corregir
    quiero queria necesito podria gastar pague cobraron pagaron depositaron quincena nomina
    transfirieron regalaron pagan mucho dame consejo
    gasolinera colectivo bondi subte luz lana pago
    promedio resumen mayores mensual
    no eran sea puedes puede leer tengo ahora alcanza pa presu dime borra muevelo ponlo equivoque
  `),
};

/** The marker words, for the spelling corrector (vocabulary.ts). */
export function* markerWords(): Generator<string> {
  for (const set of Object.values(MARKERS)) yield* set;
}

/** Letters only one of pt/es uses: ã õ ç ê â ô vs ñ ¿ ¡. */
const PT_LETTERS = /[ãõçêâô]/;
const ES_LETTERS = /[ñ¿¡]/;

export interface LanguageGuess {
  language: Lang;
  /** False when no marker decided it and the fallback was used. */
  isConfident: boolean;
}

export function detectLanguage(text: string, tokens: readonly Token[], fallback: Lang): LanguageGuess {
  const score: Record<Lang, number> = { en: 0, pt: 0, es: 0 };
  const lower = text.toLowerCase();
  if (PT_LETTERS.test(lower)) score.pt += 2;
  if (ES_LETTERS.test(lower)) score.es += 2;
  for (const token of tokens) {
    if (token.kind !== 'word') continue;
    const word = token.norm;
    if (MARKERS.en.has(word)) score.en += 1;
    if (MARKERS.pt.has(word)) score.pt += 1;
    if (MARKERS.es.has(word)) score.es += 1;
    // Word shapes: pt first-person past (gastei, paguei), -ção / -ción, nh/lh (pt) vs ll (es).
    if (word.length > 4 && word.endsWith('ei')) score.pt += 0.5;
    if (/cao$|coes$/.test(word) && /ção|ções/.test(token.raw.toLowerCase())) score.pt += 1;
    if (/cion$|ciones$/.test(word)) score.es += 1;
    if (/[^aeiou]ing$/.test(word)) score.en += 0.5;
    if (/nh|lh/.test(word) && word.length > 3) score.pt += 0.3;
    if (/ll/.test(word) && !MARKERS.en.has(word)) score.es += 0.2;
    // Spanish first-person past ends in a stressed -é (pagué, gasté, me equivoqué); Portuguese in -ei.
    if (word.length >= 4 && /(?:qu|gu|[cstm])é$/.test(token.raw.toLowerCase())) score.es += 1;
  }
  const ranked = (Object.keys(score) as Lang[]).sort((a, b) => score[b] - score[a]);
  const [best, second] = ranked as [Lang, Lang, Lang];
  // Only word shapes ("till" has the ll of Spanish): too little to overrule the fallback.
  if (score[best] < 0.5) return { language: fallback, isConfident: false };
  if (score[best] === score[second]) {
    // A tie between the fallback and another language keeps the fallback.
    if (score[fallback] === score[best]) return { language: fallback, isConfident: false };
    return { language: best, isConfident: false };
  }
  return { language: best, isConfident: true };
}
