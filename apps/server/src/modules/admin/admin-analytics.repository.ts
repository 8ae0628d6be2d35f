/**
 * The overview figures and the chat analytics, each in one statement. Rates are computed in SQL on
 * counts and leave as one-decimal text, so the screen shows exactly what SQL counted.
 */
import { sql } from 'drizzle-orm';
import { ADMIN_TOP_N, NOT_UNDERSTOOD_TOP_N } from '@tally/shared/admin';
import { MOST_CORRECTED_TOP_N, type CorrectionKind } from '@tally/shared/corrections';
import { LANGUAGE_CODES, type Language } from '@tally/shared/languages';
import { queryRows, type DbOrTx } from '../../db/client';

export interface StatsResult {
  totalUsers: number;
  activeUsers: number;
  totalTransactions: number;
  totalFeedback: number;
  averageRating: string | null;
  currencyDistribution: { currency: string; count: number }[];
  languageDistribution: { language: string; count: number }[];
  categoryUsage: { category: string; count: number }[];
}

export interface AnalyticsSummaryResult {
  totalMessages: number;
  understood: number;
  understoodRate: string | null;
  clarificationRate: string | null;
  errorRate: string | null;
  averageResponseTime: number | null;
  p95ResponseTime: number | null;
  recordedTransactions: number;
  corrections: number;
  correctionsPer100Transactions: string | null;
  byLanguage: { language: string | null; messages: number; understood: number; understoodRate: string }[];
  topNotUnderstood: { message: string; language: string | null; count: number; lastSeenAt: string }[];
}

export interface CorrectionCounts {
  recorded: number;
  corrected: number;
  correctionRate: string | null;
}

export interface CorrectionsResult {
  total: CorrectionCounts;
  byLanguage: (CorrectionCounts & { language: Language })[];
  mostCorrected: { message: string; language: string | null; count: number; kinds: CorrectionKind[]; lastCorrectedAt: string }[];
}

export interface AnalyticsRow {
  id: number;
  userId: number;
  userPhone: string;
  messageType: string;
  userMessage: string;
  responseTime: number;
  intent: string | null;
  language: string | null;
  errorOccurred: boolean;
  needsClarification: boolean;
  timestamp: Date;
}

/** The assistant engine's intent names (packages/assistant). */
export const INTENT_RECORD = 'record_transactions';
export const CORRECTION_INTENTS = ['undo_last', 'delete_transaction', 'correct_last'] as const;
export const RECORDING_MESSAGE_TYPES = ['transaction', 'multiple_transactions'] as const;

/** percent of `part` in `whole`, one decimal, null when whole is 0. */
const rate = (part: ReturnType<typeof sql>, whole: ReturnType<typeof sql>) =>
  sql`round(100.0 * (${part}) / nullif(${whole}, 0), 1)::text`;

/** A message that recorded transactions: no error, no question back, and a recording intent or type. */
const isRecording = sql`(not error_occurred and not needs_clarification
  and (intent = ${INTENT_RECORD} or message_type in (${sql.join(RECORDING_MESSAGE_TYPES.map((t) => sql`${t}`), sql`, `)})))`;

/** A message's text grouped ignoring case and spacing (the not-understood and most-corrected lists). */
const groupedText = sql`regexp_replace(lower(btrim(user_message)), '\\s+', ' ', 'g')`;

export function createAdminAnalyticsRepository(db: DbOrTx) {
  return {
    async stats(activeSince: Date): Promise<StatsResult> {
      const [row] = await queryRows<{ result: StatsResult }>(
        db,
        sql`
        select json_build_object(
          'totalUsers', (select count(*) from users),
          'activeUsers', (select count(*) from users where last_active_at >= ${activeSince.toISOString()}::timestamptz),
          'totalTransactions', (select count(*) from transactions),
          'totalFeedback', (select count(*) from user_feedback) + (select count(*) from beta_feedback)
                           + (select count(*) from support_messages),
          'averageRating', (select round(avg(rating), 1)::text from user_feedback),
          'currencyDistribution', (select coalesce(json_agg(json_build_object('currency', c, 'count', n) order by n desc, c), '[]'::json)
             from (select preferred_currency as c, count(*) as n from users group by 1 order by n desc, c limit ${ADMIN_TOP_N}) x),
          'languageDistribution', (select coalesce(json_agg(json_build_object('language', l, 'count', n) order by n desc, l), '[]'::json)
             from (select preferred_language as l, count(*) as n from users group by 1) x),
          'categoryUsage', (select coalesce(json_agg(json_build_object('category', c, 'count', n) order by n desc, c), '[]'::json)
             from (select c.name as c, count(*) as n from transactions t join categories c on c.id = t.category_id
                   group by c.name order by n desc, c.name limit ${ADMIN_TOP_N}) x)
        ) as result`,
      );
      return row!.result;
    },

    async summary(since: Date): Promise<AnalyticsSummaryResult> {
      // A message the engine recorded or answered as it was: no error, no question back, a known intent.
      const understood = sql`(not error_occurred and not needs_clarification and intent is distinct from 'unknown')`;
      // What the lexicon missed: no failure of ours, but the engine did not know or had to ask.
      const notUnderstood = sql`(not error_occurred and (needs_clarification or intent = 'unknown'))`;
      const recorded = isRecording;
      const correction = sql`(not error_occurred and intent in (${sql.join(CORRECTION_INTENTS.map((t) => sql`${t}`), sql`, `)}))`;
      const [row] = await queryRows<{ result: AnalyticsSummaryResult }>(
        db,
        sql`
        with w as (
          select *, ${understood} as ok, ${notUnderstood} as missed, ${recorded} as recorded, ${correction} as correction
          from chat_analytics where timestamp >= ${since.toISOString()}::timestamptz
        ),
        totals as (
          select count(*) as messages,
                 count(*) filter (where ok) as understood,
                 count(*) filter (where needs_clarification) as clarifications,
                 count(*) filter (where error_occurred) as errors,
                 count(*) filter (where recorded) as recorded,
                 count(*) filter (where correction) as corrections,
                 round(avg(response_time))::int as avg_ms,
                 round(percentile_cont(0.95) within group (order by response_time))::int as p95_ms
          from w
        ),
        languages as (
          select language, count(*) as messages, count(*) filter (where ok) as understood from w group by language
        ),
        missed as (
          select ${groupedText} as message, language,
                 count(*) as n, max(timestamp) as last_seen
          from w where missed group by 1, 2
          order by n desc, last_seen desc, message limit ${NOT_UNDERSTOOD_TOP_N}
        )
        select json_build_object(
          'totalMessages', t.messages,
          'understood', t.understood,
          'understoodRate', ${rate(sql`t.understood`, sql`t.messages`)},
          'clarificationRate', ${rate(sql`t.clarifications`, sql`t.messages`)},
          'errorRate', ${rate(sql`t.errors`, sql`t.messages`)},
          'averageResponseTime', t.avg_ms,
          'p95ResponseTime', t.p95_ms,
          'recordedTransactions', t.recorded,
          'corrections', t.corrections,
          'correctionsPer100Transactions', ${rate(sql`t.corrections`, sql`t.recorded`)},
          'byLanguage', (select coalesce(json_agg(json_build_object('language', language, 'messages', messages, 'understood', understood,
                           'understoodRate', ${rate(sql`understood`, sql`messages`)}) order by messages desc, language nulls last), '[]'::json)
                         from languages),
          'topNotUnderstood', (select coalesce(json_agg(json_build_object('message', left(message, 500), 'language', language, 'count', n,
                                 'lastSeenAt', last_seen) order by n desc, last_seen desc, message), '[]'::json)
                               from missed)
        ) as result
        from totals t`,
      );
      const result = row!.result;
      return { ...result, topNotUnderstood: result.topNotUnderstood.map((m) => ({ ...m, lastSeenAt: new Date(m.lastSeenAt).toISOString() })) };
    },

    /**
     * Recording messages of the window and how many were corrected since (by tap, or by a later
     * correction, deletion or undo), overall and per product language; and the phrasings corrected
     * most often, with what was changed. Text is shown as the not-understood list shows it.
     */
    async corrections(since: Date): Promise<CorrectionsResult> {
      const languages = sql`array[${sql.join(LANGUAGE_CODES.map((code) => sql`${code}`), sql`, `)}]::text[]`;
      const [row] = await queryRows<{ result: CorrectionsResult }>(
        db,
        sql`
        with w as (
          select language, user_message, corrected_at, correction_kind
          from chat_analytics where timestamp >= ${since.toISOString()}::timestamptz and ${isRecording}
        ),
        per_language as (
          select language, count(*) as recorded, count(corrected_at) as corrected from w group by language
        ),
        corrected as (
          select ${groupedText} as message, language, correction_kind as kind, corrected_at from w where corrected_at is not null
        ),
        top as (
          select message, language, count(*) as n, max(corrected_at) as last_corrected from corrected
          group by 1, 2 order by n desc, last_corrected desc, message limit ${MOST_CORRECTED_TOP_N}
        ),
        kinds as (
          select c.message, c.language, c.kind, count(*) as n from corrected c
          join top on top.message = c.message and top.language is not distinct from c.language
          group by 1, 2, 3
        )
        select json_build_object(
          'total', (select json_build_object('recorded', count(*), 'corrected', count(corrected_at),
                      'correctionRate', ${rate(sql`count(corrected_at)`, sql`count(*)`)}) from w),
          'byLanguage', (select json_agg(json_build_object('language', l.code, 'recorded', coalesce(p.recorded, 0),
                           'corrected', coalesce(p.corrected, 0), 'correctionRate', ${rate(sql`p.corrected`, sql`p.recorded`)}) order by l.ord)
                         from unnest(${languages}) with ordinality as l(code, ord) left join per_language p on p.language = l.code),
          'mostCorrected', (select coalesce(json_agg(json_build_object('message', left(top.message, 500), 'language', top.language,
                              'count', top.n, 'lastCorrectedAt', top.last_corrected,
                              'kinds', (select json_agg(k.kind order by k.n desc, k.kind) from kinds k
                                        where k.message = top.message and k.language is not distinct from top.language))
                              order by top.n desc, top.last_corrected desc, top.message), '[]'::json)
                            from top)
        ) as result`,
      );
      const result = row!.result;
      return { ...result, mostCorrected: result.mostCorrected.map((m) => ({ ...m, lastCorrectedAt: new Date(m.lastCorrectedAt).toISOString() })) };
    },

    async countRows(since: Date) {
      const [row] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from chat_analytics where timestamp >= ${since.toISOString()}::timestamptz`,
      );
      return row?.n ?? 0;
    },

    /** Newest first. */
    async findRows(since: Date, limit: number, offset: number) {
      const rows = await queryRows<AnalyticsRow>(
        db,
        sql`select a.id, a.user_id as "userId", u.phone_number as "userPhone", a.message_type as "messageType",
                   a.user_message as "userMessage", a.response_time as "responseTime", a.intent, a.language,
                   a.error_occurred as "errorOccurred", a.needs_clarification as "needsClarification", a.timestamp
            from chat_analytics a join users u on u.id = a.user_id
            where a.timestamp >= ${since.toISOString()}::timestamptz
            order by a.timestamp desc, a.id desc limit ${limit} offset ${offset}`,
      );
      return rows.map((r) => ({ ...r, timestamp: new Date(r.timestamp) }));
    },
  };
}
