/** The request mix of the load and soak benchmarks (see bench/load.ts). */
import type { BenchUser } from './server-process';

export const CHAT_SENTENCES = [
  'spent 25 on lunch',
  'gastei 50 no mercado',
  'cobré 2100 de sueldo',
  'uber 18.50',
  'paguei 120 de luz',
  'gasté 30 en el cine',
  'coffee 4.20 this morning',
  'received 3000 salary',
  'how much did I spend this month?',
  'quanto gastei este mês?',
  '¿cuánto gasté en comida este mes?',
  'show my last 5 transactions',
];

export type Kind = 'transactions' | 'dashboard' | 'chat' | 'categories' | 'budgets' | 'me' | 'create';
const PERIODS = ['month', 'month', 'month', 'quarter', 'year', 'all'];

const pick = <T>(xs: readonly T[]): T => xs[Math.floor(Math.random() * xs.length)]!;

/** One request of the mix for a random user. */
export function mixedRequest(users: BenchUser[], sessions: Map<number, { id?: string; used: number }>) {
  const user = pick(users);
  const r = Math.random() * 100;
  if (r < 40) {
    const offset = 50 * Math.floor(Math.random() * 20);
    return { kind: 'transactions' as Kind, user, method: 'GET', path: `/api/transactions?limit=50&offset=${offset}` };
  }
  if (r < 65) return { kind: 'dashboard' as Kind, user, method: 'GET', path: `/api/dashboard?period=${pick(PERIODS)}` };
  if (r < 85) {
    const session = sessions.get(user.id) ?? { used: 0 };
    sessions.set(user.id, session);
    if (session.used >= 20) Object.assign(session, { id: undefined, used: 0 });
    return { kind: 'chat' as Kind, user, method: 'POST', path: '/api/chat', json: { message: pick(CHAT_SENTENCES), sessionId: session.id }, session };
  }
  if (r < 95) {
    const which = pick(['categories', 'budgets', 'me'] as const);
    const path = which === 'categories' ? '/api/categories' : which === 'budgets' ? `/api/budgets/${user.id}` : '/api/auth/me';
    return { kind: which as Kind, user, method: 'GET', path };
  }
  const amount = (1 + Math.random() * 200).toFixed(2);
  const today = new Date().toISOString().slice(0, 10);
  return {
    kind: 'create' as Kind,
    user,
    method: 'POST',
    path: '/api/transactions',
    json: { type: 'expense', amount, currency: 'USD', description: 'Load form entry', transactionDate: today, category: 'Dining' },
  };
}
