/** Word patterns (folded) that mark questions about the user's money and which metric they ask for. */
import { words } from './word-pattern';

export const QUESTION = words(
  "how much|how many|what|whats|what's|which|where|when|did i|do i|have i|am i|show|list|give me|tell me|display|see my|view|get me|check|summary|summari[sz]e|report|breakdown|overview|compare|total|analy[sz]e|quanto|quanta|quantos|quantas|qual|quais|onde|quando|o que|oque|mostr[ae]|mostrar|me mostra|veja|lista|listar|exib[ae]|exibir|me da|me de|me diga|diga|resumo|resuma|relatorio|extrato|balanco|analis[ae]|analisar|cuanto|cuanta|cuantos|cuantas|cual|cuales|donde|que|muestra|muestrame|mostrame|dame|dime|resumen|resume|reporte|informe|analiza|en que",
);

/** Nouns and verbs about money data. "gast" covers gastei/gastos/gasté/gastado. */
export const TOPIC = new RegExp(
  `(?<![\\p{L}\\d])(?:spen[dt]\\w*|expen\\w*|cost\\w*|paid|pay|earn\\w*|income\\w*|made|make|received|deposit\\w*|balance|money|savings?|save|transactions?|purchases?|bought|buy|budget\\w*|finances?|damage|blow|gast\\w*|despesas?|receitas?|ganhei|ganho|ganhos|recebi|entradas?|saidas?|saldo|dinheiro|transac\\w*|lancamentos?|movimenta\\w*|movimientos?|compras|comprei|paguei|pago|financas|sobr\\w*|rest[ao]u?|ingresos?|gane|ganado|ganancias|recibi|cobre|plata|dinero|finanzas|queda|egresos?|compre|pague|economiz\\w*|ahorr\\w*|categor\\w*|resum\\w*|summary|overview|report|relatorio|reporte|informe|extrato|historico|historial|history|llevo|levo|pagar|devo|debo|owe|fatura|factura|terminare|entrou|entraram|entro|ingresaron|saved|get|got|economizei|ahorre)(?![\\p{L}\\d])`,
  'u',
);

/** Nouns that name money data: without a question word, "gastos do mês" still asks. */
export const TOPIC_NOUN = words(
  'spending|spendings|expenses|expenditures?|costs|earnings|income|incomes|balance|savings|transactions|purchases|gastos|despesas|receitas|entradas|saidas|saldo|transacoes|lancamentos|movimentacoes|ingresos|egresos|movimientos|finanzas|financas|resumo|resumen|summary|report|relatorio|reporte|extrato|historico|historial|total|totais|totales',
);

export const COMPARE = words(
  'compare|comparison|compared|comparing|vs|versus|more than|less than|than last|mais que|menos que|mais do que|menos do que|em relacao|comparad[oa]|comparar|compara|mas que|respecto|frente a|mas o menos',
);

/** "How many" counts things, unless it counts money ("quantos reais gastei"). */
export const COUNT = words(
  'how many(?! (?:dollars|bucks|euros|pounds|reais|pesos))|number of|quantas vezes|quant[oa]s(?! (?:reais|real|dolares|euros|pesos))|cuantas veces|cuant[oa]s(?! (?:pesos|dolares|euros|lucas|reales))|numero de',
);

export const BALANCE = words(
  "saved|balance|saldo|net|money left|left over|how much (?:money )?(?:do i have|is left|have i got|i have)|how am i doing|how are my finances|my finances|sobr\\w*|rest(?:a|ou|ando)|financas|finanzas|como (?:vou|estou|estao|esta|voy|estoy|va|van|ando|terminare)|como estoy de|economiz\\w*|ahorr\\w*|savings?|quanto tenho|cuanto tengo|tengo en|tenho na conta|on my account|in my account|summary|overview|resumo|resumen|relatorio|reporte|informe|report|analy[sz]e|analis[ae]|analiza",
);

export const TOP = words(
  'top|biggest|largest|most|highest|mais gastei|gastei mais|gasto mais|onde mais|maiores|maior gasto|maior categoria|em que mais|en que gasto mas|en que mas|en que gaste mas|mayores|mayor gasto|principales|breakdown|by category|per category|por categorias?|which categor\\w*|qual categoria|quais categorias|cual categoria|cuales categorias|gast\\w* (?:mas|mais)|(?:mas|mais) gast\\w*|spen[dt] (?:the )?most|most (?:money|spending)|se va mi (?:dinero|plata)|where does my money go|where my money goes|donde gasto mas|donde mas',
);

export const RECENT = words(
  'movimientos|movimentacoes|lancamentos|extrato|statement|recent|recently|latest|history|historico|historial|recentes|recientes|ultim[oa]s (?:\\d+ )?(?:transac\\w*|gastos|compras|lancamentos|movimientos|despesas|movimentacoes|registros)|last (?:\\d+ )?(?:transactions|expenses|purchases|entries|records)|what did i (?:buy|purchase)|o que (?:eu )?comprei|que compre|(?:show|list|see)(?: me)?(?: all)?(?: my)? (?:transactions|entries|records)|(?:mostr\\w*|list\\w*|ver)(?: me)?(?: (?:as|os|meus|minhas|todas|todos))* (?:transac\\w*|lancamentos|movimentacoes)|(?:muestra\\w*|list\\w*|ver)(?: (?:mis|los|las|todas|todos))* (?:transac\\w*|movimientos)',
);

export const EARNED = words(
  'get from|got from|get paid|entrou|entraram|entro|ingresaron|earn|earned|earnings|income|incomes|made|make|received|receive|deposited|get paid|got paid|receitas?|ganhei|ganho|ganhos|recebi|entradas|renda|faturei|ingresos?|gane|ganado|recibi|cobre|ganancias|deposito|depositaron',
);

export const EXPENSE_WORDS = words('expenses?|spending|spent|spend|despesas?|gastos?|gastei|gaste|gastado|paid|paguei|pague|compras');

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
