/**
 * Words that say what kind of spending something was, not which one: "dinner", "almoço", "compras".
 * A learned rule keyed on one of them would send every later dinner to the corrected category, so
 * rule keys leave them out (folded, per language; matching uses all three lists, as people mix).
 */
import type { Lang } from '../types';

const list = (text: string): ReadonlySet<string> => new Set(text.split(/\s+/).filter(Boolean));

export const GENERIC_WORDS: Readonly<Record<Lang, ReadonlySet<string>>> = {
  en: list(`
    breakfast brunch lunch dinner supper snack snacks meal meals food coffee coffees tea drink drinks
    beer beers groceries grocery shopping stuff thing things purchase purchases bill bills payment
    payments gift gifts present ride rides trip fuel gas gasoline rent salary paycheck transfer cash
    fee fees subscription takeout delivery treat night`),
  pt: list(`
    cafe cafezinho almoco janta jantar lanche lanches refeicao refeicoes comida comidas bebida bebidas
    cerveja cervejas compra compras coisa coisas conta contas pagamento pagamentos presente presentes
    corrida gasolina combustivel aluguel salario transferencia pix dinheiro taxa assinatura mensalidade
    entrega noite`),
  es: list(`
    desayuno almuerzo comida comidas cena merienda cafe bebida bebidas cerveza cervezas compra compras
    cosa cosas cuenta cuentas pago pagos regalo regalos viaje gasolina combustible alquiler sueldo
    salario transferencia efectivo tarifa suscripcion entrega noche`),
};

const ALL = new Set([...GENERIC_WORDS.en, ...GENERIC_WORDS.pt, ...GENERIC_WORDS.es]);

/** A folded word that names a kind of spending in any of the three languages. */
export function isGenericWord(folded: string): boolean {
  return ALL.has(folded);
}
