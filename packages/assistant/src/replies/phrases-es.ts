/** Spanish replies (neutral Latin American). */
import type { Phrases } from './phrases';

/** The first sentence of every clarification (replies/clarify-markers.ts finds it again). */
export const CLARIFY_MARKER = 'Necesito más información sobre esta transacción';

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);
const inCategory = (category: string | undefined) => (category ? ` en ${category}` : '');

const STATUS_ICON = { under_budget: '🟢', on_track: '🔵', warning: '🟡', exceeded: '🔴' } as const;
const BUDGET_PERIOD = { weekly: 'semanal', monthly: 'mensual', yearly: 'anual' } as const;
const PER_UNIT = { day: 'al día', week: 'a la semana', month: 'al mes' } as const;

export const ES: Phrases = {
  months: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
  shortMonths: ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sept', 'oct', 'nov', 'dic'],
  list: (items) => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} y ${items[items.length - 1]}`),

  today: 'hoy',
  yesterday: 'ayer',
  onDate: (day, month, year) => `el ${day} de ${month}${year ? ` de ${year}` : ''}`,
  shortDate: (day, month) => `${day} ${month}`,
  dateWithYear: (day, month, year) => `${day} ${month} ${year}`,
  periods: {
    today: 'hoy',
    yesterday: 'ayer',
    this_week: 'esta semana',
    last_week: 'la semana pasada',
    this_month: 'este mes',
    last_month: 'el mes pasado',
    this_year: 'este año',
    last_year: 'el año pasado',
    this_quarter: 'este trimestre',
    last_quarter: 'el trimestre pasado',
    all: 'en total',
  },
  inMonth: (month, year) => `en ${month} de ${year}`,
  inYear: (year) => `en ${year}`,
  inQuarter: (quarter, year) => `en el ${quarter}.º trimestre de ${year}`,
  lastDays: (days) => `en los últimos ${days} ${plural(days, 'día', 'días')}`,
  lastMonths: (months) => `en los últimos ${months} ${plural(months, 'mes', 'meses')}`,
  lastWeeks: (weeks) => `${plural(weeks, 'en la última', 'en las últimas')} ${weeks} ${plural(weeks, 'semana', 'semanas')}`,
  between: (start, end) => `entre el ${start} y el ${end}`,

  recordedOne: (l) => `✅ ${l.type === 'income' ? 'Ingreso registrado' : 'Gasto registrado'}: ${l.description}, ${l.money} (${l.category}), ${l.when}.`,
  recordedMany: (count, lines) => `✅ ${count} transacciones registradas:\n${lines.join('\n')}`,
  recordedItem: (l) => `• ${l.description}: ${l.type === 'income' ? '+' : ''}${l.money} (${l.category}), ${l.when}`,
  converted: (original, converted) => `${original} (≈ ${converted})`,
  reviewType: (type, description) =>
    description
      ? `Registré “${description}” como ${type === 'income' ? 'ingreso' : 'gasto'} — toca su tarjeta para cambiarlo si no es así.`
      : `Lo registré como ${type === 'income' ? 'ingreso' : 'gasto'} — toca la tarjeta para cambiarlo si no es así.`,
  reviewCategory: (category, description) =>
    description
      ? `Puse “${description}” en ${category} — toca para cambiarlo si no es así.`
      : `Lo puse en ${category} — toca para cambiarlo si no es así.`,
  budgetWarning: (category, percentage, spent, amount) =>
    `⚠️ Ya usaste el ${percentage} de tu presupuesto de ${category} (${spent} de ${amount}).`,
  budgetExceeded: (category, percentage, spent, amount) =>
    `🚨 Superaste tu presupuesto de ${category}: ${spent} de ${amount} (${percentage}).`,

  askAmount: (description, example) =>
    `${CLARIFY_MARKER}: ¿cuánto ${description ? `costó "${description}"` : 'fue'}? Responde con el monto, por ejemplo "${example}".`,
  askDescription: (money, example) =>
    `${CLARIFY_MARKER}: ¿${money ? `en qué fueron los ${money}` : 'en qué fue'}? Responde con una descripción corta, por ejemplo "${example}".`,
  askBoth: (example) => `${CLARIFY_MARKER}: ¿qué fue y cuánto costó? Por ejemplo: "${example}".`,
  askDate: (example) =>
    `Esa fecha no existe o está fuera de las fechas que puedo registrar (1970 a 2100), así que no se guardó nada. ¿Qué día fue? Envíalo de nuevo con la fecha, por ejemplo "${example}".`,
  withoutRate: (count) =>
    count === 1
      ? '⚠️ 1 transacción no está incluida: todavía no hay tipo de cambio para su moneda.'
      : `⚠️ ${count} transacciones no están incluidas: todavía no hay tipo de cambio para su moneda.`,

  spent: (total, category, period) => `Gastaste ${total}${inCategory(category)} ${period}.`,
  spentNothing: (category, period) => `No gastaste nada${inCategory(category)} ${period}.`,
  earned: (total, category, period) => `Recibiste ${total}${inCategory(category)} ${period}.`,
  earnedNothing: (category, period) => `No registraste ingresos${inCategory(category)} ${period}.`,
  balance: (period, income, expenses, balance) =>
    `${period ? `Tu balance ${period}` : 'Tu balance general'}: ingresos ${income}, gastos ${expenses}, saldo ${balance}.`,
  topCategories: (period, type, lines) =>
    `Tus principales ${type === 'income' ? 'fuentes de ingresos' : 'categorías de gastos'} ${period}:\n${lines.join('\n')}`,
  topCategoryLine: (rank, name, total, share) => `${rank}. ${name}: ${total}${share ? ` (${share})` : ''}`,
  noTopCategories: (period, type) => `No hay ${type === 'income' ? 'ingresos' : 'gastos'} registrados ${period}.`,
  recent: (count, period, lines) =>
    `${period ? `Tus transacciones ${period}` : `Tus últimas ${count} ${plural(count, 'transacción', 'transacciones')}`}:\n${lines.join('\n')}`,
  recentLine: (description, money, category, date, type) => `• ${date}: ${description}, ${type === 'income' ? '+' : ''}${money} (${category})`,
  noRecent: (period) => `No se encontraron transacciones${period ? ` ${period}` : ''}.`,
  listed: (type, period, count, total, lines, shown) => {
    const what = type === 'income' ? plural(count, 'ingreso', 'ingresos') : type === 'expense' ? plural(count, 'gasto', 'gastos') : plural(count, 'transacción', 'transacciones');
    const head = `Tus ${type === 'income' ? 'ingresos' : type === 'expense' ? 'gastos' : 'transacciones'} ${period}: ${count} ${what}${total ? `, ${total} en total` : ''}.`;
    return [head, ...lines, ...(shown < count ? [`(Se muestran ${plural(shown, 'el último', `los últimos ${shown}`)}.)`] : [])].join('\n');
  },
  compare: (c) => {
    const head = `${c.type === 'income' ? 'Recibiste' : 'Gastaste'} ${c.total}${inCategory(c.category)} ${c.period}`;
    if (c.direction === 'same') return `${head}, lo mismo que ${c.comparePeriod}.`;
    if (c.change === undefined) return `${head}, y nada ${c.comparePeriod}.`;
    return `${head}, ${c.difference} (${c.change}) ${c.direction === 'more' ? 'más' : 'menos'} que ${c.comparePeriod} (${c.previous}).`;
  },
  compareNothing: (type, category, period, comparePeriod) =>
    type === 'income'
      ? `No registraste ingresos${inCategory(category)} ${period} ni ${comparePeriod}.`
      : `No gastaste nada${inCategory(category)} ${period} ni ${comparePeriod}.`,
  count: (count, type, category, period) =>
    `Registraste ${count} ${type === 'income' ? plural(count, 'ingreso', 'ingresos') : plural(count, 'gasto', 'gastos')}${inCategory(category)} ${period}.`,
  biggest: (period, type, lines) => `Tus mayores ${type === 'income' ? 'ingresos' : 'gastos'} ${period}:\n${lines.join('\n')}`,
  biggestOne: (period, type, line) => `Tu mayor ${type === 'income' ? 'ingreso' : 'gasto'} ${period}: ${line}.`,
  biggestLine: (rank, description, money, category, date) => `${rank}. ${description}: ${money} (${category}), ${date}`,
  biggestExpense: (description, money, date) => `Mayor gasto: ${description}, ${money} (${date}).`,
  perUnit: PER_UNIT,
  average: (a) => {
    const what = `${a.type === 'income' ? 'recibiste' : 'gastaste'} ${a.average} ${PER_UNIT[a.per]}${inCategory(a.category)}`;
    return `En promedio ${what} ${a.period} (${a.total} en total, ${a.from} – ${a.to}).`;
  },
  averageNothing: (type, category, period, from, to) =>
    `${type === 'income' ? `No registraste ingresos${inCategory(category)}` : `No gastaste nada${inCategory(category)}`} ${period} (${from} – ${to}), así que todavía no hay promedio.`,
  summary: (s) =>
    [
      `Así te fue ${s.period}:`,
      `• Ingresos: ${s.income}`,
      `• Gastos: ${s.expenses}`,
      `• Saldo: ${s.balance}`,
      ...(s.topCategories ? [`• Principales categorías: ${s.topCategories}`] : []),
      ...(s.biggest ? [`• Mayor gasto: ${s.biggest}`] : []),
      ...(s.versus
        ? [
            s.versus.direction === 'same'
              ? `• Gastos: lo mismo que ${s.versus.comparePeriod}`
              : s.versus.change === undefined
                ? `• Gastos: nada ${s.versus.comparePeriod} para comparar`
                : `• Gastos: ${s.versus.difference} (${s.versus.change}) ${s.versus.direction === 'more' ? 'más' : 'menos'} que ${s.versus.comparePeriod} (${s.versus.previous})`,
          ]
        : []),
    ].join('\n'),
  summaryEmpty: (period) => `Todavía no hay nada registrado ${period}. Cuéntame qué gastas o recibes, como "almuerzo 25".`,

  categoriesList: (expense, income) =>
    `Tus categorías:\n• Gastos: ${expense.length ? expense.join(', ') : '—'}\n• Ingresos: ${income.length ? income.join(', ') : '—'}`,
  noCategories: 'Aún no tienes categorías. Prueba "crear categoría Gimnasio".',
  categoryCreated: (name, type) => `✅ Categoría "${name}" creada${type ? ` para ${type === 'income' ? 'ingresos' : 'gastos'}` : ''}.`,
  categoryExists: (name) => `Ya tienes una categoría llamada "${name}".`,
  categoryRenamed: (from, to) => `✅ Categoría "${from}" renombrada a "${to}".`,
  categoryRemoved: (name) => `✅ Categoría "${name}" eliminada.`,
  categoryNotFound: (name) => `No encontré una categoría llamada "${name}". Escribe "mostrar categorías" para ver las tuyas.`,

  undone: (description, money) => `✅ Eliminé la última transacción: ${description}, ${money}.`,
  nothingToUndo: 'No hay nada que deshacer.',
  undoneMany: (count) => `✅ Deshecho: eliminé las últimas ${count} transacciones registradas.`,
  restoredCorrection: (l, unlearned) =>
    `✅ Deshecho: ${l.description} vuelve a ${l.money} (${l.category}), ${l.when}.${unlearned ? ' También olvidé lo que esa corrección me enseñó.' : ''}`,
  restoredDeleted: (description, money) => `✅ Deshecho: ${description}, ${money} está de vuelta.`,
  deleted: (description, money) => `✅ Borrado: ${description}, ${money}.`,
  whichTransaction: (lines) =>
    `Hay más de un movimiento que coincide, así que no cambié nada. ¿Cuál es?\n${lines.join('\n')}\nRepítelo con más detalle, por ejemplo con el importe.`,
  candidateLine: (description, money, when) => `• ${description}, ${money}, ${when}`,
  targetNotFound: (named) => `No encontré ningún movimiento reciente que coincida con "${named}", así que no cambié nada.`,
  corrected: (l, learned) =>
    `✅ Actualizado: ${l.description}, ${l.money} (${l.category}), ${l.when}.${learned ? ' Lo recordaré para la próxima vez.' : ''}`,

  budgetPeriod: BUDGET_PERIOD,
  budgetSet: (category, money, period, updated) =>
    `✅ Presupuesto ${BUDGET_PERIOD[period]} de ${category} ${updated ? 'actualizado a' : 'fijado en'} ${money}.`,
  budgetNeedsCategory: (money, period) =>
    `Los presupuestos van por categoría: ¿a cuál le pongo el límite ${BUDGET_PERIOD[period]} de ${money}? Por ejemplo: "presupuesto de ${money} ${period === 'weekly' ? 'a la semana' : period === 'yearly' ? 'al año' : 'al mes'} para supermercado".`,
  budgetsHeader: 'Tus presupuestos:',
  budgetLine: (l) => {
    const days = l.daysLeft <= 0 ? 'último día' : `${plural(l.daysLeft, 'queda', 'quedan')} ${l.daysLeft} ${plural(l.daysLeft, 'día', 'días')}`;
    const rest = l.isOver ? `te pasaste por ${l.remaining}` : `te quedan ${l.remaining}`;
    return `${STATUS_ICON[l.status]} ${l.category}: ${l.spent} de ${l.amount} (${l.percentage}), ${rest}, ${days}`;
  },
  noBudgets: 'Aún no tienes presupuestos. Prueba "presupuesto de 200 para transporte".',
  budgetLeft: (l) => {
    const days = l.daysLeft <= 1 ? 'hoy es el último día' : `quedan ${l.daysLeft} días, contando hoy`;
    if (l.isOver) return `${STATUS_ICON[l.status]} Te pasaste por ${l.remaining} de tu presupuesto de ${l.category} (${l.spent} de ${l.amount}, ${l.percentage}); ${days}.`;
    if (!l.perDay) return `${STATUS_ICON[l.status]} Ya usaste todo tu presupuesto de ${l.category} (${l.spent} de ${l.amount}); ${days}.`;
    const pace = l.daysLeft <= 1 ? `${l.perDay} para hoy, el último día` : `unos ${l.perDay} al día durante los ${l.daysLeft} días que quedan, contando hoy`;
    return `${STATUS_ICON[l.status]} Te quedan ${l.remaining} de tu presupuesto de ${l.category} (${l.spent} de ${l.amount} gastados, ${l.percentage}): ${pace}.`;
  },
  noBudgetFor: (category) => `No tienes presupuesto para ${category}. Prueba "presupuesto de 200 para ${category.toLowerCase()}".`,


  repeats: (frequency, day) =>
    frequency === 'monthly'
      ? day
        ? `el día ${day} de cada mes`
        : 'cada mes'
      : frequency === 'weekly'
        ? 'cada semana'
        : frequency === 'biweekly'
          ? 'cada 2 semanas'
          : 'cada año',
  recurringSet: (type, description, money, repeats, start) =>
    `✅ Listo: ${description}, ${type === 'income' ? '+' : ''}${money} ${repeats}, ${start === 'hoy' ? 'a partir de hoy' : `a partir del ${start}`}. Lo registraré en cada fecha.`,
  recurringRefused: (reason) =>
    `No pude crear ese pago recurrente, así que no se guardó nada: ${
      reason === 'amount'
        ? 'el monto no cabe en la moneda'
        : reason === 'date'
          ? 'la fecha de inicio está fuera de las fechas que puedo usar'
          : reason === 'day'
            ? 'el día del mes tiene que ser de 1 a 31'
            : reason === 'category'
              ? 'la categoría no se puede usar para esto'
              : 'algo no es válido'
    }. Inténtalo de nuevo, por ejemplo "arriendo 500 el 1 de cada mes".`,
  nextDays: (days) => `en los próximos ${days} ${plural(days, 'día', 'días')}`,
  upcoming: (scope, period, lines, total) =>
    [`${scope === 'income' ? 'Ingresos previstos' : scope === 'subscriptions' ? 'Suscripciones por pagar' : 'Recibos por pagar'} ${period}:`, ...lines, `Total: ${total}`].join('\n'),
  upcomingLine: (date, description, money, type) => `• ${date}: ${description}, ${type === 'income' ? '+' : ''}${money}`,
  upcomingNone: (scope, period) =>
    `${scope === 'income' ? 'No hay ingresos recurrentes previstos' : scope === 'subscriptions' ? 'No hay suscripciones por pagar' : 'No hay recibos por pagar'} ${period}. Para agregar uno, dime algo como "arriendo 500 el 1 de cada mes".`,
  committed: (scope, total, count, lines, more) =>
    [
      `${scope === 'income' ? 'Tus ingresos fijos suman' : scope === 'subscriptions' ? 'Tus suscripciones suman' : 'Tus gastos fijos suman'} ${total} al mes (${count} ${plural(count, 'pago recurrente', 'pagos recurrentes')}):`,
      ...lines,
      ...(more > 0 ? [`…y ${more} más.`] : []),
    ].join('\n'),
  committedLine: (description, money, repeats) => `• ${description}: ${money} ${repeats}`,
  committedNone: (scope) =>
    `Aún no tienes ${scope === 'income' ? 'ingresos recurrentes' : scope === 'subscriptions' ? 'suscripciones' : 'gastos fijos'} registrados. Para agregar uno, dime algo como "netflix 15.99 mensual".`,
  greeting:
    '¡Hola! 👋 Soy Tally, tu asistente financiero. Cuéntame qué gastaste o recibiste, como "gasté 25 en el almuerzo", o pregunta "¿cuánto gasté este mes?".',
  thanks: '¡De nada! 😊 ¿Algo más en lo que te pueda ayudar?',
  help: [
    'Esto es lo que puedo hacer:',
    '• Registrar gastos e ingresos: "gasté 25 en el almuerzo", "cobré mi sueldo de 2.100"',
    '• Varios a la vez: "almuerzo 12000 y taxi 8000"',
    '• Responder preguntas: "¿cuánto gasté en transporte la semana pasada?", "muéstrame mis gastos de ayer"',
    '• Mayores gastos, promedios y resúmenes: "mis mayores gastos del mes", "¿cuánto gasto por semana en uber?", "resumen de la semana"',
    '• Administrar categorías: "mostrar categorías", "crear categoría Mascotas"',
    '• Corregir: "en realidad fueron 30", "cámbialo a transporte", "deshacer"',
    '• Presupuestos: "presupuesto de 200 para transporte", "¿cómo va mi presupuesto?"',
    '• Pagos fijos: "arriendo 500 el 1 de cada mes", "¿cuánto pago en suscripciones?"',
  ].join('\n'),
  notUnderstood:
    'Lo siento, no pude procesar esa información. ¿Podrías reformularlo? Puedes decirme cosas como "gasté 25 en el almuerzo" o preguntar "¿cuánto gasté este mes?".',
  errorSaving: 'Hubo un problema al guardar la transacción. Inténtalo de nuevo.',
};
