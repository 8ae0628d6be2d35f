/** Portuguese (Brazil) replies. */
import type { Phrases } from './phrases';

/** The first sentence of every clarification (replies/clarify-markers.ts finds it again). */
export const CLARIFY_MARKER = 'Preciso de mais informações sobre esta transação';

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);
const withCategory = (category: string | undefined) => (category ? ` com ${category}` : '');
const inCategory = (category: string | undefined) => (category ? ` em ${category}` : '');

const STATUS_ICON = { under_budget: '🟢', on_track: '🔵', warning: '🟡', exceeded: '🔴' } as const;
const BUDGET_PERIOD = { weekly: 'semanal', monthly: 'mensal', yearly: 'anual' } as const;
const PER_UNIT = { day: 'por dia', week: 'por semana', month: 'por mês' } as const;

export const PT: Phrases = {
  months: ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'],
  shortMonths: ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'],
  list: (items) => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} e ${items[items.length - 1]}`),

  today: 'hoje',
  yesterday: 'ontem',
  onDate: (day, month, year) => `em ${day} de ${month}${year ? ` de ${year}` : ''}`,
  shortDate: (day, month) => `${day} ${month}`,
  dateWithYear: (day, month, year) => `${day} ${month} ${year}`,
  periods: {
    today: 'hoje',
    yesterday: 'ontem',
    this_week: 'nesta semana',
    last_week: 'na semana passada',
    this_month: 'neste mês',
    last_month: 'no mês passado',
    this_year: 'neste ano',
    last_year: 'no ano passado',
    this_quarter: 'neste trimestre',
    last_quarter: 'no trimestre passado',
    all: 'no total',
  },
  inMonth: (month, year) => `em ${month} de ${year}`,
  inYear: (year) => `em ${year}`,
  inQuarter: (quarter, year) => `no ${quarter}º trimestre de ${year}`,
  lastDays: (days) => `nos últimos ${days} ${plural(days, 'dia', 'dias')}`,
  lastMonths: (months) => `nos últimos ${months} ${plural(months, 'mês', 'meses')}`,
  lastWeeks: (weeks) => `${plural(weeks, 'na última', 'nas últimas')} ${weeks} ${plural(weeks, 'semana', 'semanas')}`,
  between: (start, end) => `entre ${start} e ${end}`,

  recordedOne: (l) => `✅ ${l.type === 'income' ? 'Receita registrada' : 'Despesa registrada'}: ${l.description}, ${l.money} (${l.category}), ${l.when}.`,
  recordedMany: (count, lines) => `✅ ${count} transações registradas:\n${lines.join('\n')}`,
  recordedItem: (l) => `• ${l.description}: ${l.type === 'income' ? '+' : ''}${l.money} (${l.category}), ${l.when}`,
  converted: (original, converted) => `${original} (≈ ${converted})`,
  reviewType: (type, description) =>
    description
      ? `Registrei “${description}” como ${type === 'income' ? 'receita' : 'despesa'} — toque no cartão para inverter, se não for.`
      : `Registrei como ${type === 'income' ? 'receita' : 'despesa'} — toque no cartão para inverter, se não for.`,
  reviewCategory: (category, description) =>
    description ? `Coloquei “${description}” em ${category} — toque para mudar, se não for.` : `Coloquei em ${category} — toque para mudar, se não for.`,
  budgetWarning: (category, percentage, spent, amount) =>
    `⚠️ Você já usou ${percentage} do orçamento de ${category} (${spent} de ${amount}).`,
  budgetExceeded: (category, percentage, spent, amount) =>
    `🚨 Você ultrapassou o orçamento de ${category}: ${spent} de ${amount} (${percentage}).`,

  askAmount: (description, example) =>
    `${CLARIFY_MARKER}: quanto ${description ? `custou "${description}"` : 'foi'}? Responda com o valor, por exemplo "${example}".`,
  askDescription: (money, example) =>
    `${CLARIFY_MARKER}: ${money ? `com o que foram os ${money}` : 'com o que foi'}? Responda com uma descrição curta, por exemplo "${example}".`,
  askBoth: (example) => `${CLARIFY_MARKER}: o que foi e quanto custou? Por exemplo: "${example}".`,
  askDate: (example) =>
    `Essa data não existe ou está fora das datas que posso registrar (1970 a 2100), então nada foi salvo. Em que dia foi? Envie de novo com a data, por exemplo "${example}".`,
  withoutRate: (count) =>
    count === 1
      ? '⚠️ 1 transação não foi incluída: ainda não há taxa de câmbio para a moeda dela.'
      : `⚠️ ${count} transações não foram incluídas: ainda não há taxa de câmbio para a moeda delas.`,

  spent: (total, category, period) => `Você gastou ${total}${withCategory(category)} ${period}.`,
  spentNothing: (category, period) => `Você não gastou nada${withCategory(category)} ${period}.`,
  earned: (total, category, period) => `Você recebeu ${total}${inCategory(category)} ${period}.`,
  earnedNothing: (category, period) => `Você não registrou nenhuma receita${inCategory(category)} ${period}.`,
  balance: (period, income, expenses, balance) =>
    `${period ? `Seu saldo ${period}` : 'Seu saldo geral'}: receitas ${income}, despesas ${expenses}, saldo ${balance}.`,
  topCategories: (period, type, lines) =>
    `Suas principais ${type === 'income' ? 'fontes de receita' : 'categorias de gastos'} ${period}:\n${lines.join('\n')}`,
  topCategoryLine: (rank, name, total, share) => `${rank}. ${name}: ${total}${share ? ` (${share})` : ''}`,
  noTopCategories: (period, type) => `Nenhuma ${type === 'income' ? 'receita' : 'despesa'} registrada ${period}.`,
  recent: (count, period, lines) =>
    `${period ? `Suas transações ${period}` : `Suas últimas ${count} ${plural(count, 'transação', 'transações')}`}:\n${lines.join('\n')}`,
  recentLine: (description, money, category, date, type) => `• ${date}: ${description}, ${type === 'income' ? '+' : ''}${money} (${category})`,
  noRecent: (period) => `Nenhuma transação encontrada${period ? ` ${period}` : ''}.`,
  listed: (type, period, count, total, lines, shown) => {
    const what = type === 'income' ? plural(count, 'receita', 'receitas') : type === 'expense' ? plural(count, 'despesa', 'despesas') : plural(count, 'transação', 'transações');
    const head = `Suas ${type === 'income' ? 'receitas' : type === 'expense' ? 'despesas' : 'transações'} ${period}: ${count} ${what}${total ? `, ${total} no total` : ''}.`;
    return [head, ...lines, ...(shown < count ? [`(Mostrando ${plural(shown, 'a última', `as ${shown} últimas`)}.)`] : [])].join('\n');
  },
  compare: (c) => {
    const verb = c.type === 'income' ? 'recebeu' : 'gastou';
    const what = c.type === 'income' ? inCategory(c.category) : withCategory(c.category);
    const head = `Você ${verb} ${c.total}${what} ${c.period}`;
    if (c.direction === 'same') return `${head}, o mesmo que ${c.comparePeriod}.`;
    if (c.change === undefined) return `${head}, e nada ${c.comparePeriod}.`;
    return `${head}, ${c.difference} (${c.change}) a ${c.direction === 'more' ? 'mais' : 'menos'} do que ${c.comparePeriod} (${c.previous}).`;
  },
  compareNothing: (type, category, period, comparePeriod) =>
    type === 'income'
      ? `Você não registrou nenhuma receita${inCategory(category)} ${period} nem ${comparePeriod}.`
      : `Você não gastou nada${withCategory(category)} ${period} nem ${comparePeriod}.`,
  count: (count, type, category, period) =>
    `Você registrou ${count} ${type === 'income' ? plural(count, 'receita', 'receitas') : plural(count, 'despesa', 'despesas')}${inCategory(category)} ${period}.`,
  biggest: (period, type, lines) => `Suas maiores ${type === 'income' ? 'receitas' : 'despesas'} ${period}:\n${lines.join('\n')}`,
  biggestOne: (period, type, line) => `Sua maior ${type === 'income' ? 'receita' : 'despesa'} ${period}: ${line}.`,
  biggestLine: (rank, description, money, category, date) => `${rank}. ${description}: ${money} (${category}), ${date}`,
  biggestExpense: (description, money, date) => `Maior despesa: ${description}, ${money} (${date}).`,
  perUnit: PER_UNIT,
  average: (a) => {
    const what = a.type === 'income' ? `recebeu ${a.average} ${PER_UNIT[a.per]}${inCategory(a.category)}` : `gastou ${a.average} ${PER_UNIT[a.per]}${withCategory(a.category)}`;
    return `Em média você ${what} ${a.period} (${a.total} no total, ${a.from} – ${a.to}).`;
  },
  averageNothing: (type, category, period, from, to) =>
    `${type === 'income' ? `Você não registrou nenhuma receita${inCategory(category)}` : `Você não gastou nada${withCategory(category)}`} ${period} (${from} – ${to}), então ainda não há média.`,
  summary: (s) =>
    [
      `Veja como foi ${s.period}:`,
      `• Receitas: ${s.income}`,
      `• Despesas: ${s.expenses}`,
      `• Saldo: ${s.balance}`,
      ...(s.topCategories ? [`• Principais categorias: ${s.topCategories}`] : []),
      ...(s.biggest ? [`• Maior despesa: ${s.biggest}`] : []),
      ...(s.versus
        ? [
            s.versus.direction === 'same'
              ? `• Despesas: o mesmo que ${s.versus.comparePeriod}`
              : s.versus.change === undefined
                ? `• Despesas: nada ${s.versus.comparePeriod} para comparar`
                : `• Despesas: ${s.versus.difference} (${s.versus.change}) a ${s.versus.direction === 'more' ? 'mais' : 'menos'} do que ${s.versus.comparePeriod} (${s.versus.previous})`,
          ]
        : []),
    ].join('\n'),
  summaryEmpty: (period) => `Nada registrado ${period} ainda. Me conte o que você gasta ou recebe, como "almoço 25".`,

  categoriesList: (expense, income) =>
    `Suas categorias:\n• Despesas: ${expense.length ? expense.join(', ') : '—'}\n• Receitas: ${income.length ? income.join(', ') : '—'}`,
  noCategories: 'Você ainda não tem categorias. Experimente "criar categoria Academia".',
  categoryCreated: (name, type) => `✅ Categoria "${name}" criada${type ? ` para ${type === 'income' ? 'receitas' : 'despesas'}` : ''}.`,
  categoryExists: (name) => `Você já tem uma categoria chamada "${name}".`,
  categoryRenamed: (from, to) => `✅ Categoria "${from}" renomeada para "${to}".`,
  categoryRemoved: (name) => `✅ Categoria "${name}" removida.`,
  categoryNotFound: (name) => `Não encontrei uma categoria chamada "${name}". Diga "mostrar categorias" para ver as suas.`,

  undone: (description, money) => `✅ Última transação removida: ${description}, ${money}.`,
  nothingToUndo: 'Não há nada para desfazer.',
  undoneMany: (count) => `✅ Desfeito: removi as ${count} transações registradas por último.`,
  restoredCorrection: (l, unlearned) =>
    `✅ Desfeito: ${l.description} voltou a ${l.money} (${l.category}), ${l.when}.${unlearned ? ' Também esqueci o que essa correção me ensinou.' : ''}`,
  restoredDeleted: (description, money) => `✅ Desfeito: ${description}, ${money} está de volta.`,
  deleted: (description, money) => `✅ Apagado: ${description}, ${money}.`,
  whichTransaction: (lines) =>
    `Mais de um lançamento corresponde, então não alterei nada. Qual deles?\n${lines.join('\n')}\nRepita dizendo qual é com mais detalhes, por exemplo o valor.`,
  candidateLine: (description, money, when) => `• ${description}, ${money}, ${when}`,
  targetNotFound: (named) => `Não encontrei nenhum lançamento recente com "${named}", então nada foi alterado.`,
  corrected: (l, learned) =>
    `✅ Atualizado: ${l.description}, ${l.money} (${l.category}), ${l.when}.${learned ? ' Vou lembrar disso da próxima vez.' : ''}`,

  budgetPeriod: BUDGET_PERIOD,
  budgetSet: (category, money, period, updated) =>
    `✅ Orçamento ${BUDGET_PERIOD[period]} de ${category} ${updated ? 'atualizado para' : 'definido em'} ${money}.`,
  budgetNeedsCategory: (money, period) =>
    `Os orçamentos são por categoria: para qual delas vai o limite ${BUDGET_PERIOD[period]} de ${money}? Por exemplo: "orçamento de ${money} por ${period === 'weekly' ? 'semana' : period === 'yearly' ? 'ano' : 'mês'} para mercado".`,
  budgetsHeader: 'Seus orçamentos:',
  budgetLine: (l) => {
    const days = l.daysLeft <= 0 ? 'último dia' : `${plural(l.daysLeft, 'falta', 'faltam')} ${l.daysLeft} ${plural(l.daysLeft, 'dia', 'dias')}`;
    const rest = l.isOver ? `${l.remaining} acima` : `restam ${l.remaining}`;
    return `${STATUS_ICON[l.status]} ${l.category}: ${l.spent} de ${l.amount} (${l.percentage}), ${rest}, ${days}`;
  },
  noBudgets: 'Você ainda não tem orçamentos. Experimente "orçamento de 500 para mercado".',
  budgetLeft: (l) => {
    const days = l.daysLeft <= 1 ? 'hoje é o último dia' : `faltam ${l.daysLeft} dias, contando hoje`;
    if (l.isOver) return `${STATUS_ICON[l.status]} Você passou ${l.remaining} do orçamento de ${l.category} (${l.spent} de ${l.amount}, ${l.percentage}); ${days}.`;
    if (!l.perDay) return `${STATUS_ICON[l.status]} Você já usou todo o orçamento de ${l.category} (${l.spent} de ${l.amount}); ${days}.`;
    const pace = l.daysLeft <= 1 ? `${l.perDay} para hoje, o último dia` : `cerca de ${l.perDay} por dia nos ${l.daysLeft} dias que faltam, contando hoje`;
    return `${STATUS_ICON[l.status]} Restam ${l.remaining} do orçamento de ${l.category} (${l.spent} de ${l.amount} gastos, ${l.percentage}): ${pace}.`;
  },
  noBudgetFor: (category) => `Você não tem orçamento para ${category}. Experimente "orçamento de 500 para ${category.toLowerCase()}".`,


  repeats: (frequency, day) =>
    frequency === 'monthly' ? (day ? `todo dia ${day}` : 'todo mês') : frequency === 'weekly' ? 'toda semana' : frequency === 'biweekly' ? 'a cada 2 semanas' : 'todo ano',
  recurringSet: (type, description, money, repeats, start) =>
    `✅ Anotado: ${description}, ${type === 'income' ? '+' : ''}${money} ${repeats}, a partir de ${start}. Vou registrar em cada data.`,
  recurringRefused: (reason) =>
    `Não consegui criar essa recorrência, então nada foi salvo: ${
      reason === 'amount'
        ? 'o valor não cabe na moeda'
        : reason === 'date'
          ? 'a data de início está fora das datas que posso usar'
          : reason === 'day'
            ? 'o dia do mês tem que ser de 1 a 31'
            : reason === 'category'
              ? 'a categoria não pode ser usada para isso'
              : 'algo nela não é válido'
    }. Tente de novo, por exemplo "aluguel 1800 todo dia 5".`,
  nextDays: (days) => `nos próximos ${days} ${plural(days, 'dia', 'dias')}`,
  upcoming: (scope, period, lines, total) =>
    [`${scope === 'income' ? 'Receitas previstas' : scope === 'subscriptions' ? 'Assinaturas a pagar' : 'Contas a pagar'} ${period}:`, ...lines, `Total: ${total}`].join('\n'),
  upcomingLine: (date, description, money, type) => `• ${date}: ${description}, ${type === 'income' ? '+' : ''}${money}`,
  upcomingNone: (scope, period) =>
    `${scope === 'income' ? 'Nenhuma receita recorrente prevista' : scope === 'subscriptions' ? 'Nenhuma assinatura a pagar' : 'Nenhuma conta a pagar'} ${period}. Para adicionar uma, me diga algo como "aluguel 1800 todo dia 5".`,
  committed: (scope, total, count, lines, more) =>
    [
      `${scope === 'income' ? 'Suas receitas fixas somam' : scope === 'subscriptions' ? 'Suas assinaturas somam' : 'Suas contas fixas somam'} ${total} por mês (${count} ${plural(count, 'recorrência', 'recorrências')}):`,
      ...lines,
      ...(more > 0 ? [`…e mais ${more}.`] : []),
    ].join('\n'),
  committedLine: (description, money, repeats) => `• ${description}: ${money} ${repeats}`,
  committedNone: (scope) =>
    `Você ainda não tem ${scope === 'income' ? 'receitas recorrentes' : scope === 'subscriptions' ? 'assinaturas' : 'contas fixas'} cadastradas. Para adicionar uma, me diga algo como "netflix 39,90 mensal".`,
  greeting:
    'Olá! 👋 Eu sou o Tally, seu assistente financeiro. Conte o que você gastou ou recebeu, como "gastei 25 no almoço", ou pergunte "quanto gastei este mês?".',
  thanks: 'De nada! 😊 Posso ajudar em mais alguma coisa?',
  help: [
    'Veja o que eu posso fazer:',
    '• Registrar despesas e receitas: "gastei 25 no almoço", "recebi 3000 de salário"',
    '• Várias de uma vez: "café 7 e pão de queijo 6,50"',
    '• Responder perguntas: "quanto gastei com mercado em outubro?", "mostra meus gastos de ontem"',
    '• Maiores gastos, médias e resumos: "maiores gastos do mês", "quanto gasto por semana com uber?", "resumo da semana"',
    '• Gerenciar categorias: "mostrar categorias", "criar categoria Academia"',
    '• Corrigir: "na verdade foi 30", "muda para mercado", "desfazer"',
    '• Orçamentos: "orçamento de 500 para mercado", "quanto ainda posso gastar com lazer este mês?"',
    '• Contas fixas: "aluguel 1800 todo dia 5", "quanto tenho de contas fixas?"',
  ].join('\n'),
  notUnderstood:
    'Desculpe, não consegui processar essa informação. Pode reformular? Você pode me dizer coisas como "gastei 25 no almoço" ou perguntar "quanto gastei este mês?".',
  errorSaving: 'Houve um problema ao salvar a transação. Tente novamente.',
};
