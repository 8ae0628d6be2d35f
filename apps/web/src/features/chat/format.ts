/** Dates and times of the chat, in the interface language. */
import { addDays } from '@tally/shared/dates';

/** A transaction's calendar day as the card says it: "today", "yesterday", or the date. */
export function describeDay(date: string, today: string): 'today' | 'yesterday' | 'date' {
  if (date === today) return 'today';
  if (date === addDays(today, -1)) return 'yesterday';
  return 'date';
}

/** "Mar 3" (this year) or "Mar 3, 2025"; the date is a calendar day, so it is formatted in UTC. */
export function formatDay(date: string, today: string, language: string): string {
  const sameYear = date.slice(0, 4) === today.slice(0, 4);
  return new Intl.DateTimeFormat(language, { month: 'short', day: 'numeric', ...(sameYear ? {} : { year: 'numeric' }), timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** A bubble's time, "14:05"; with the day in front when it was not sent today (a kept conversation). */
export function formatMessageTime(timestamp: string, now: Date, language: string): string {
  const sent = new Date(timestamp);
  if (Number.isNaN(sent.getTime())) return '';
  const sameDay = sent.toDateString() === now.toDateString();
  return new Intl.DateTimeFormat(language, {
    hour: 'numeric',
    minute: '2-digit',
    ...(sameDay ? {} : { month: 'short', day: 'numeric' }),
  }).format(sent);
}
