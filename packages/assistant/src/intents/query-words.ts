/** Word patterns (folded) that mark questions about the user's money and which metric they ask for. */
import { words } from './word-pattern';

export const QUESTION = words(
  "how much|how many|what|whats|what's|which|where|when|did i|do i|have i|am i|show|list|give me|tell me|display|see my|view|get me|check|summary|summari[sz]e|report|breakdown|overview|compare|total|analy[sz]e|quanto|quanta|quantos|quantas|qto|qnto|qnt|qual|quais|onde|quando|o que|oque|mostr[ae]|mostrar|me mostra|veja|lista|listar|exib[ae]|exibir|me da|me de|me diga|diga|resumo|resuma|relatorio|extrato|balanco|analis[ae]|analisar|cuanto|cuanta|cuantos|cuantas|cual|cuales|donde|que|muestra|muestrame|mostrame|dame|dime|resumen|resume|reporte|informe|analiza|en que",
);

/** Nouns and verbs about money data. "gast" covers gastei/gastos/gasté/gastado. */
export const TOPIC = new RegExp(
  `(?<![\\p{L}\\d])(?:spen[dt]\\w*|expen\\w*|cost\\w*|paid|pay|earn\\w*|income\\w*|made|make|received|deposit\\w*|balance|money|savings?|save|transactions?|purchases?|bought|buy|budget\\w*|finances?|damage|blow|gast\\w*|despesas?|receitas?|ganhei|ganho|ganhos|recebi|entradas?|saidas?|saldo|dinheiro|transac\\w*|lancamentos?|movimenta\\w*|movimientos?|compras|comprei|paguei|pago|financas|sobr\\w*|rest[ao]u?|ingresos?|gane|ganado|ganancias|recibi|cobre|plata|dinero|finanzas|queda|egresos?|compre|pague|economiz\\w*|ahorr\\w*|categor\\w*|resum\\w*|summary|overview|report|relatorio|reporte|informe|extrato|historico|historial|history|llevo|levo|pagar|devo|debo|owe|fatura|factura|terminare|entrou|entraram|entro|ingresaron|saved|get|got|economizei|ahorre)(?![\\p{L}\\d])`,
  'u',
);

/** Nouns that name money data: without a question word, "gastos do mês" still asks. */
export const TOPIC_NOUN = words(
  'spending|spendings|expenses|expenditures?|costs|earnings|income|incomes|balance|savings|transactions|purchases|gastos|despesas|receitas|entradas|saidas|saldo|transacoes|lancamentos|movimentacoes|ingresos|egresos|movimientos|finanzas|financas|resumo|resumen|summary|report|relatorio|reporte|extrato|historico|historial|total|totais|totales|recap|rundown|overview|informe|balanco',
);

export const COMPARE = words(
  'how much (?:more|less) (?:did|have|do|am)|compare|comparison|compared|comparing|vs|versus|more than|less than|than last|mais que|menos que|mais do que|menos do que|em relacao|comparad[oa]|comparar|compara|comparame|compareme|comparando|mas que|respecto|frente a|mas o menos',
);

/** "How many" counts things, unless it counts money ("quantos reais gastei"). */
export const COUNT = words(
  'how many(?! (?:dollars|bucks|euros|pounds|reais|pesos))|number of|quantas vezes|quant[oa]s(?! (?:reais|real|dolares|euros|pesos))|cuantas veces|cuant[oa]s(?! (?:pesos|dolares|euros|lucas|reales))|numero de',
);

export const BALANCE = words(
  "saved|balance|saldo|net|money left|left over|how much (?:money )?(?:do i have|is left|have i got|i have)|how are my finances|my finances|sobr\\w*|rest(?:a|ou|ando)|financas|finanzas|como (?:estou|estao|esta|estoy|va|van|ando|terminare)|como estoy de|economiz\\w*|ahorr\\w*|savings?|quanto tenho|cuanto tengo|(?:plata|dinero|lana|guita|dinheiro|grana) (?:que )?(?:tengo|tenho)|tengo en|tenho na conta|on my account|in my account",
);

/**
 * A summary of a period: income, expenses, balance, top categories, the biggest expense and the
 * previous period ("weekly summary", "resumo da semana", "resumen del mes", "how did I do this week").
 */
export const SUMMARY = words(
  "summary|summari[sz]e|sum up|overview|recap|rundown|report|analy[sz]e|analysis|how (?:did|have) i (?:do|done)|how am i doing|how (?:is|was) my (?:week|month|year)|how'?s my (?:week|month|year)|resumo|resumao|resuminho|resuma|resumir|relatorio|balanco|analis[ae]|analisar|como (?:eu )?(?:me )?(?:fui|vou|estou indo)|como (?:foi|esta|ta) (?:a |o |minha |meu )?(?:semana|mes|ano)|resumen|resumencito|resume|resumeme|reporte|informe|analiza|analisis|como (?:me )?(?:fue|va|voy|ha ido)|como (?:estuvo|fue|va) (?:mi |la |el )?(?:semana|mes|ano)",
);

/** "by category": a summary or report split by category is the top categories. */
export const BY_CATEGORY = words('breakdown|by category|per category|by categories|por categorias?|(?:de|en) cada categoria');

export const TOP = words(
  'top|biggest|largest|most|highest|mais gastei|gastei mais|gasto mais|onde mais|maiores|maior gasto|maior categoria|em que mais|en que gasto mas|en que mas|en que gaste mas|mayores|mayor gasto|principales|breakdown|by category|per category|por categorias?|which categor\\w*|qual categoria|quais categorias|cual categoria|cuales categorias|gast\\w* (?:mas|mais)|(?:mas|mais) gast\\w*|spen[dt] (?:the )?most|most (?:money|spending)|se va mi (?:dinero|plata)|where does my money go|where my money goes|donde gasto mas|donde mas|' +
    // Where the money went: "where did all my money go", "onde foi parar meu dinheiro", "¿en qué se me fue la plata?"
    'where (?:did|has|have|does|do) (?:all )?(?:my|the) (?:money|cash|salary|paycheck) (?:go|gone|went)|where (?:did|has) (?:it|everything) (?:all )?(?:go|gone)|' +
    '(?:onde|para onde|pra onde) (?:foi|vai|foram|vao|anda|esta indo) (?:parar )?(?:o |a |meu |minha |todo |toda )*(?:dinheiro|grana|salario)|onde (?:o |meu )?dinheiro (?:foi|vai)|' +
    '(?:se me fue|se fue|se me va|se van|se me van|fue a parar|se ha ido|se me ha ido) (?:la |el |mi |mis |todo |toda )*(?:plata|dinero|sueldo|lana|guita|pasta|salario)|(?:a )?donde (?:se )?(?:fue|va|van|fueron) (?:a parar )?(?:la |el |mi |mis |todo |toda )*(?:plata|dinero|sueldo|lana|guita|pasta|salario)|en que se (?:me )?(?:fue|va|van|fueron)',
);

/**
 * The largest transactions ("my biggest expenses", "maiores gastos de outubro", "mis compras más
 * caras"), as opposed to the largest categories: it takes a transaction noun (BIGGEST_NOUN) and no
 * category or "where" word (CATEGORY_OR_WHERE).
 */
export const BIGGEST = words(
  'biggest|largest|highest|most expensive|priciest|big|top \\d+|maiores|maior|mais caros?|mais caras?|mais altos?|mais altas?|grandes|mayores|mayor|mas grandes?|mas caros?|mas caras?|mas altos?|mas altas?',
);
export const BIGGEST_NOUN = words(
  'things?|items?|coisas?|cosas?|expenses?|purchases?|transactions?|payments?|spends|bills|gastos?|despesas?|compras?|transac\\w*|pagamentos?|pagos?|incomes?|deposits|receitas?|ingresos?|entradas',
);
/** "the most expensive" needs no noun: it is about things bought, not categories. */
export const MOST_EXPENSIVE = words('most expensive|priciest|mais car[oa]s?|mas car[oa]s?');
/** A noun in the plural, or a number ("top 3 expenses"): several transactions, else one ("my biggest expense"). */
export const PLURAL_NOUN = words(
  'things|items|coisas|cosas|expenses|purchases|transactions|payments|spends|bills|gastos|despesas|compras|transacoes|transacciones|pagamentos|pagos|incomes|deposits|receitas|ingresos|entradas|\\d+',
);
/** Categories or "where": the largest categories are asked, not transactions. */
export const CATEGORY_OR_WHERE = words('categor\\w*|where|onde|donde|en que|em que|on what|in what');

/** "on average", "em média", "en promedio", "typical": an average. */
export const AVERAGE = words(
  'average|averages|avg|on average|typical|typically|usually|normally|media|medias|em media|na media|promedio|promedios|en promedio|de promedio|normalmente|geralmente|usualmente|habitualmente',
);
/** The unit of an average. "a week ago" is a date, not a unit. */
export const PER_DAY = words('per day|a day(?! ago)|each day|every day|daily|(?:por|ao|al|cada|todo) dia|diari[oa]s?|diariamente|todos os dias|todos los dias');
export const PER_WEEK = words(
  'per week|a week(?! ago)|each week|every week|weekly|por semana|a la semana|cada semana|toda semana|todas as semanas|todas las semanas|semanal|semanais|semanales|semanalmente',
);
export const PER_MONTH = words(
  'per month|a month(?! ago)|each month|every month|monthly|por mes|ao mes|al mes|cada mes|todo mes|todos os meses|todos los meses|mensal|mensais|mensual|mensuales|mensalmente|mensualmente',
);
/** A yearly summary ("annual report", "resumo anual"). */
export const PER_YEAR = words('yearly|annual|annually|per year|anual|anuais|anuales|anualmente');

/** "show my expenses from yesterday", "lista meus gastos de hoje", "muéstrame los ingresos de la semana": a listing. */
export const LIST = words(
  "(?:show|list|see|view|display|give|get)(?: me)?(?: (?:all|my|the|of|today'?s|yesterday'?s|(?:this|last) (?:week|month|year)'?s))* (?:expenses|spending|purchases|income|incomes|earnings|payments|deposits|entries)|" +
    '(?:show|list|see|tell)(?: me)? what (?:i|did i) (?:spent|spend|bought|buy|paid|purchased)|' +
    '(?:mostr\\w*|lista\\w*|ver|exib\\w*|me (?:mostra|mostre|da|de))(?:[ -](?:me|todos|todas|os|as|meus|minhas))* (?:gastos|despesas|compras|receitas|entradas|ganhos|pagamentos|saidas)|' +
    '(?:mostr\\w*|lista\\w*)(?:[ -]me)? (?:o )?que (?:eu )?(?:gastei|comprei|paguei)|' +
    '(?:muestra\\w*|mostra\\w*|lista\\w*|ver|dame|ensena\\w*)(?: (?:me|todos|todas|los|las|mis))* (?:gastos|compras|ingresos|egresos|pagos|entradas|salidas)|' +
    '(?:muestra\\w*|mostra\\w*|lista\\w*)(?:me)? (?:lo )?que (?:gaste|compre|pague)|' +
    '(?:quais|cuales|what|which) (?:foram|fueron|were|are|son|sao) (?:os |as |los |las |my |meus |minhas |mis )?(?:gastos|despesas|compras|receitas|ingresos|expenses|purchases)',
);

export const RECENT = words(
  'movimientos|movimentacoes|lancamentos|extrato|statement|recent|recently|latest|history|historico|historial|recentes|recientes|ultim[oa]s (?:\\d+ )?(?:transac\\w*|gastos|compras|lancamentos|movimientos|despesas|movimentacoes|registros)|last (?:\\d+ )?(?:transactions|expenses|purchases|entries|records)|what did i (?:buy|purchase)|o que (?:eu )?comprei|que compre|(?:show|list|see)(?: me)?(?: all)?(?: my)? (?:transactions|entries|records)|(?:mostr\\w*|list\\w*|ver)(?: me)?(?: (?:as|os|meus|minhas|todas|todos))* (?:transac\\w*|lancamentos|movimentacoes)|(?:muestra\\w*|list\\w*|ver)(?: (?:mis|los|las|todas|todos))* (?:transac\\w*|movimientos)',
);

export const EARNED = words(
  'get from|got from|get paid|entrou|entraram|entro|ingresaron|earn|earned|earnings|income|incomes|made|make|received|receive|deposited|get paid|got paid|receitas?|ganhei|ganho|ganhos|recebi|entradas|renda|faturei|ingresos?|ingresad[oa]|ingrese|gane|ganado|recibi|cobre|ganancias|deposito|depositaron',
);

export const EXPENSE_WORDS = words('expenses?|spending|spent|spend|purchases?|despesas?|gastos?|gastei|gaste|gastado|paid|paguei|pague|compras');

/** Words that ask "can I afford it" rather than what happened. */
export const AFFORD = words(
  'can i (?:spend|afford|buy)|should i (?:spend|buy)|posso gastar|posso comprar|devo gastar|da pra gastar|puedo gastar|puedo comprar|deberia gastar|pensando en gastar|pensando em gastar|thinking (?:of|about) spending',
);

/** Intentions and plans: not something that happened. */
export const FUTURE = new RegExp(
  `(?<![\\p{L}\\d])(?:will|going to|gonna|i'll|plan to|planning|need to|have to|want to|should|vou|vamos|irei|vai|preciso|precisa|tenho que|quero|pretendo|planejo|voy|vamos a|tengo que|necesito|quiero|pienso|planeo|debo|devo|owe|le debo|me debe|me deve|te debo|a pagar|por pagar|next week|next month|semana que vem|mes que vem|proxima semana|proximo mes|la semana que viene|el mes que viene|remind me|lembrar|lembre|recordar|recuerdame|anota|anote|anotar)(?![\\p{L}\\d])`,
  'u',
);

/** Infinitives and reminders: "anota comprar medicina" plans a purchase, it does not record one. */
export const PLAN = words('comprar|pagar|gastar|to buy|to pay|buy|remember to|lembrar de|no olvidar');

export const NEGATION = words("didn't|did not|no hice|nao fiz|nao gastei|no gaste|nothing|nada|nenhum|ningun|haven't|have not");

/** Asking for an opinion ("comprei um tênis de 300, o que acha?") is not a question about one's records. */
export const OPINION = words(
  "what do you think|what d'?you think|thoughts|good deal|worth it|que opinas|que te parece|vale la pena|o que (?:voce |vc )?acha|que acha|vale a pena",
);

/**
 * A verb asking for the items themselves, anywhere, with its pronouns ("muéstralos", "mostra-me",
 * "list them"): with a spending word and no "how much" it lists ("mostra tudo que gastei ontem",
 * "lista de lo que gasté el sábado", "qué gastos tuve ayer? muéstralos").
 */
export const LIST_VERB = words(
  'show|list|display|itemi[sz]e|mostr(?:a|e|ar)(?:-?(?:me|os|as|mos|los|las|melos|melas))?|me mostra|me mostre|list(?:a|e|ar)(?:-?(?:me|os|as))?|exib(?:e|a|ir)|detalh(?:a|e|ar)|' +
    'muestr(?:a|e|ame|alos|alas|amelos|amelas)|muestrame|mostralos|mostralas|mostramelos|enumer(?:a|e|ar)|detall(?:a|e|ar)|desglos(?:a|e|ar)',
);
