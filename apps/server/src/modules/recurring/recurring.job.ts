/**
 * Records due recurring occurrences as transactions, each exactly once. The database decides, not a
 * timer: each occurrence is claimed by one statement on the ledger's primary key (rule, date) in the
 * same database transaction as the transaction it records, so restarts, a timer firing twice, or
 * several server instances running this at once can never record one twice. A failed recording rolls
 * its claim back and is tried again on the next run.
 *
 * Due: on or before today in the user's timezone, within the rule's start and end, and not before the
 * day the rule was made, switched back on or rescheduled (`recordFrom`): the history the user already
 * has, a pause's months or an old schedule's dates are not filled in.
 */
import type { FastifyBaseLogger } from 'fastify';
import { dateInTimezone } from '@tally/shared/dates';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/errors';
import { createTransactionsService } from '../transactions/transactions.service';
import { createRecurringRepository } from './recurring.repository';
import { occurrencesBetween, type Schedule } from './recurring-schedule';

type RuleFields = Schedule & { recordFrom: Date };

/** The dates of `rule` due by `today` (in the user's timezone), from the day it records from. */
export function dueDates(rule: RuleFields, timezone: string, today: string): string[] {
  const fromDay = dateInTimezone(rule.recordFrom, timezone);
  return occurrencesBetween(rule, fromDay > rule.startDate ? fromDay : rule.startDate, today);
}

export interface RecordOptions {
  /** Only this user's rules (after the user created or changed one). */
  userId?: number;
  log?: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}

/** Records every due occurrence not yet recorded or skipped; returns how many this call recorded. */
export async function recordDueOccurrences(db: Database, now: Date, options: RecordOptions = {}): Promise<number> {
  const repo = createRecurringRepository(db);
  const rules = await repo.findActiveWithUsers(options.userId);
  const due = rules
    .map(({ rule, user }) => ({ rule, user, dates: dueDates(rule, user.timezone, dateInTimezone(now, user.timezone)) }))
    .filter((r) => r.dates.length > 0);
  if (due.length === 0) return 0;
  const earliest = due.map((r) => r.dates[0]!).sort()[0];
  const ledger = await repo.findOccurrences(
    due.map((r) => r.rule.id),
    { from: earliest },
  );
  const settled = new Set(ledger.filter((o) => o.status !== 'pending').map((o) => `${o.ruleId}|${o.occurrenceDate}`));

  let recorded = 0;
  for (const { rule, user, dates } of due) {
    for (const date of dates) {
      if (settled.has(`${rule.id}|${date}`)) continue;
      try {
        const isRecorded = await db.transaction(async (tx) => {
          const txRepo = createRecurringRepository(tx);
          const claim = await txRepo.claimOccurrence(rule.id, date);
          if (!claim) return false;
          // The one write path for transactions: same rules, category check and conversion as the form.
          const [created] = await createTransactionsService(tx).create(
            user,
            [
              {
                type: rule.type,
                amount: claim.amount ?? rule.amount,
                currency: rule.currency,
                description: rule.description,
                categoryId: rule.categoryId,
                tags: [],
                rawInput: `recurring: ${rule.description}`,
                transactionDate: date,
              },
            ],
            { recurringRuleId: rule.id, isUndoable: false },
          );
          await txRepo.linkTransaction(rule.id, date, created!.id);
          return true;
        });
        if (isRecorded) recorded++;
      } catch (error) {
        // A rule that no longer fits the rules (its category was switched off): tried again next run.
        // The log names the rule, never its description or amount.
        if (error instanceof AppError) options.log?.warn({ ruleId: rule.id, date, code: error.code }, 'recurring occurrence not recorded');
        else options.log?.error({ err: error, ruleId: rule.id, date }, 'recurring occurrence failed');
      }
    }
  }
  return recorded;
}

/**
 * Runs the job now and then every `intervalMs` (0: only now). Runs never overlap within a process;
 * across processes the ledger's key keeps them apart. Returns the function that stops it (and waits
 * for a run in progress, so the database can close after it).
 */
export function startRecurringJob(db: Database, options: { intervalMs: number; now?: () => Date; log: FastifyBaseLogger }): () => Promise<void> {
  const now = options.now ?? (() => new Date());
  let running: Promise<unknown> | undefined;
  let stopped = false;
  const run = () => {
    if (running || stopped) return;
    running = recordDueOccurrences(db, now(), { log: options.log })
      .catch((error: unknown) => options.log.error({ err: error }, 'recurring job failed'))
      .finally(() => (running = undefined));
  };
  run();
  const timer = options.intervalMs > 0 ? setInterval(run, options.intervalMs) : undefined;
  timer?.unref();
  return async () => {
    stopped = true;
    if (timer) clearInterval(timer);
    await running;
  };
}
