/**
 * Function words of the three languages (folded), and the verbs that only say "I spent / I got":
 * removed from descriptions and from learned-rule keys.
 */

const list = (text: string): ReadonlySet<string> => new Set(text.split(/\s+/).filter(Boolean));

/** Articles, prepositions, pronouns and fillers. */
export const STOPWORDS = list(`
  a an the of on in at to for from with by and or but my our your his her their me i we you it its
  this that these those some any is was were be been am are just only also then so very really about
  around approx approximately like finally already w
  o os as um uma uns umas de do da dos das no na nos nas em ao aos pelo pela pelos pelas com por para
  pra pro pros pras e ou mas meu minha meus minhas nosso nossa eu nos voce ele ela isso isto esse essa
  num numa nuns numas dum duma duns dumas ja enfim finalmente tb tbm que desde
  este esta aquele aquela tambem so mais uns cerca quase tipo
  el la los las un una unos unas del al en con por para y o pero mi mis tu tus su sus nuestro nuestra
  yo me te se le lo eso esto ese esa este esta aquel tambien solo mas como unos casi ya tmb q d que desde
`);

/** Verbs and nouns that carry the transaction's type or the command, not what it was for. */
export const ACTION_WORDS = list(`
  spent spend spending paid pay paying bought buy buying purchased purchase cost costs charged got get
  received receive earned earn made add added log record expense expenses income new please
  gastei gasto gastos gastamos gastar paguei pago pagamos pagar comprei compramos custou custa torrei
  larguei desembolsei coloquei doei recebi receber recebido ganhei ganhamos deu foi dei adicione
  adiciona adicionar registre registra registrar anota anote anotar lanca lance lancar despesa
  receita entrada saida valor total ta tava ficou saiu salio came comes totaled amounted abasteci
  gaste gastamos pague compre costo cuesta recibi cobre gane fue fueron agrega agregar anota
  registra registrar pagaron depositaron transfirieron regalaron dieron cayeron llego
  pagaram depositaram transferiram mandaram deram cobraram cobraron cobra cobran
  ingreso egreso monto
  caiu cairam entrou entraram chegou chegaram cayo cayeron entro llegaron arrived credited creditado
  ingrese ingresaron sold vendi vendemos sent mandei enviei transferi pixei cobrei faturei collected hit
  mande envie estornaram estornou reembolsaram reembolsou refunded reimbursed
  flogged desapeguei desapegamos vendimos lent lend loaned emprestei preste devolvi devolveram devolvieron
  liberou liberaram rindio rendeu yielded gave give donated tipped pase passei regale regalei di
`);
