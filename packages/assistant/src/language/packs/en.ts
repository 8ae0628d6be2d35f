/** English: every word the engine knows in English, folded. */
import type { LanguagePack } from '../pack';

const words = (list: string): readonly string[] => list.split(/\s+/).filter(Boolean);

export const en: LanguagePack = {
  code: 'en',
  markers: words(`
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
  numbers: {
    additive: {
      one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
      eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17,
      eighteen: 18, nineteen: 19, twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70,
      eighty: 80, ninety: 90,
    },
    scales: { hundred: 100, thousand: 1000, grand: 1000, million: 1_000_000, millions: 1_000_000 },
    connectors: ['and'],
    scaleArticles: ['a', 'an'],
  },
  dates: {
    months: {
      january: 1, february: 2, march: 3, april: 4, may: 5, june: 6, july: 7, august: 8, september: 9,
      october: 10, november: 11, december: 12,
      jan: 1, feb: 2, apr: 4, jun: 6, jul: 7, aug: 8, sep: 9, sept: 9, oct: 10, nov: 11, dec: 12,
    },
    monthsBesideDay: { mar: 3 },
    monthBeforeDay: true,
    weekdays: { sunday: 0, monday: 1, tuesday: 2, wednesday: 3, thursday: 4, friday: 5, saturday: 6 },
    counts: { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, ten: 10 },
    relativeDays: { yesterday: -1, today: 0, tonight: 0, tomorrow: 1 },
    periodWords: words(`
      morning afternoon evening night last past previous this next week weeks month months year years day
      days ago before after earlier current since during from between overall ever total time
    `),
  },
};
