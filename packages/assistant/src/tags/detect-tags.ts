/**
 * Tags: every #hashtag, plus a suggested tag when the text says it in so many words ("paid in
 * cash" -> cash, "monthly netflix subscription" -> subscription + recurring). Deliberately
 * conservative: a wrong tag is worse than none.
 */
import type { Token } from '../text/tokenize';

const L = '(?<![\\p{L}\\d])';
const R = '(?![\\p{L}\\d])';
const rule = (tag: string, words: string): [string, RegExp] => [tag, new RegExp(`${L}(?:${words})${R}`, 'u')];
const PER_PERIOD = /\/(?:month|mo|mes|week|semana)(?![\p{L}\d])/u;

const RULES: readonly [string, RegExp][] = [
  rule('cash', 'cash|in cash|em dinheiro|no dinheiro|dinheiro vivo|em especie|en efectivo|efectivo|al contado'),
  rule('online', 'online|on-line|pela internet|por internet|en linea'),
  rule('subscription', 'subscription|subscriptions|assinatura|assinaturas|suscripcion|suscripciones|membership|mensalidade|mensualidad'),
  rule(
    'recurring',
    'monthly|every month|each month|per month|a month|weekly|every week|recurring|todo mes|todos os meses|por mes|mensal|mensalmente|toda semana|todas as semanas|semanal|recorrente|cada mes|al mes|mensual|cada semana|recurrente|de cada mes',
  ),
  rule('work', 'for work|work lunch|business trip|do trabalho|para o trabalho|a trabalho|pro trabalho|del trabajo|para el trabajo|por trabajo|de trabajo'),
  rule('family', 'family|familia'),
  rule('kids', 'kids|children|my son|my daughter|filhos|meu filho|minha filha|criancas|ninos|hijos|mi hijo|mi hija'),
  rule('travel', 'trip|vacation|holiday|viagem|ferias|viaje|vacaciones'),
  rule('gift', 'gift|gifts|de presente|presente para|regalo|regalos'),
  rule('emergency', 'emergency|emergencia|urgente|urgencia'),
  rule('debt', 'debt|loan|divida|emprestimo|deuda|prestamo'),
  rule('one-time', 'one-time|one time|one-off|unica vez|por unica vez'),
  rule('home', 'for the house|for home|para casa|para a casa|para la casa|para el hogar'),
];

const MAX_TAGS = 12;
const MAX_TAG_LENGTH = 30;

/** Tags for one clause: its hashtags (lower case, without '#') and the suggested tags it spells out. */
export function detectTags(folded: string, tokens: readonly Token[]): string[] {
  const tags: string[] = [];
  for (const token of tokens) {
    if (token.kind !== 'tag') continue;
    const tag = token.raw.slice(1).toLowerCase().slice(0, MAX_TAG_LENGTH);
    if (tag && !tags.includes(tag)) tags.push(tag);
  }
  // Words inside hashtags were already taken as they are.
  const text = folded.replace(/#[\p{L}\p{N}_-]+/gu, ' ');
  for (const [tag, re] of RULES) {
    if (!tags.includes(tag) && (re.test(text) || (tag === 'recurring' && PER_PERIOD.test(text)))) tags.push(tag);
  }
  return tags.slice(0, MAX_TAGS);
}
