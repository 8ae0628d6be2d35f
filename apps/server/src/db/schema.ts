/**
 * Every table of the product. Spec section 3 entities plus what decisions.md adds (sessions, admin
 * accounts and their audit log, outgoing mail, exchange rates, learned category rules, support
 * messages). Deleting a user cascades to every row of theirs.
 *
 * Money is numeric; drizzle hands it to us as a decimal string and we keep it that way.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const userRef = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    phoneNumber: text('phone_number').notNull().unique(),
    name: text('name'),
    email: text('email'),
    emailVerified: boolean('email_verified').notNull().default(false),
    passwordHash: text('password_hash').notNull(),
    preferredCurrency: varchar('preferred_currency', { length: 3 }).notNull().default('USD'),
    preferredLanguage: varchar('preferred_language', { length: 2 }).notNull().default('en'),
    timezone: text('timezone').notNull().default('UTC'),
    categoriesInitialized: boolean('categories_initialized').notNull().default(false),
    emailPrompted: boolean('email_prompted').notNull().default(false),
    /** The user's switch for SMS/WhatsApp on their number. */
    messagingEnabled: boolean('messaging_enabled').notNull().default(true),
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_unique').on(t.email)],
);

export const sessions = pgTable(
  'sessions',
  {
    /** sha256 of the cookie token; the token itself is never stored. */
    id: text('id').primaryKey(),
    userId: userRef(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    idleExpiresAt: timestamp('idle_expires_at', { withTimezone: true }).notNull(),
    absoluteExpiresAt: timestamp('absolute_expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const adminAccounts = pgTable('admin_accounts', {
  id: serial('id').primaryKey(),
  username: text('username').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const adminSessions = pgTable(
  'admin_sessions',
  {
    id: text('id').primaryKey(),
    adminId: integer('admin_id')
      .notNull()
      .references(() => adminAccounts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    idleExpiresAt: timestamp('idle_expires_at', { withTimezone: true }).notNull(),
    absoluteExpiresAt: timestamp('absolute_expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('admin_sessions_admin_idx').on(t.adminId)],
);

export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: serial('id').primaryKey(),
    adminId: integer('admin_id').references(() => adminAccounts.id, { onDelete: 'set null' }),
    adminUsername: text('admin_username').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    details: jsonb('details'),
    createdAt: createdAt(),
  },
  (t) => [index('admin_audit_log_created_idx').on(t.createdAt)],
);

export const emailVerificationTokens = pgTable(
  'email_verification_tokens',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    /** sha256 of the emailed token. */
    token: text('token').notNull().unique(),
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('email_verification_tokens_user_idx').on(t.userId)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    token: text('token').notNull().unique(),
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    used: boolean('used').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

/** The embedded outbox (and a record of what went out over SMTP). */
export const outgoingMail = pgTable(
  'outgoing_mail',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    transport: text('transport').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [index('outgoing_mail_user_idx').on(t.userId)],
);

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    name: text('name').notNull(),
    type: text('type', { enum: ['income', 'expense'] }).notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('categories_user_type_name_unique').on(t.userId, t.type, sql`lower(${t.name})`)],
);

/** Accented Latin letters and their plain forms: the search folding of transactions.search_text. */
export const SEARCH_ACCENTED = 'ÁÀÂÃÄÅáàâãäåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñÝýÿ';
export const SEARCH_PLAIN = 'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuCcNnYyy';

export const transactions = pgTable(
  'transactions',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    type: text('type', { enum: ['income', 'expense'] }).notNull(),
    /** In the currency's own ISO minor units ("1500" JPY, "12.345" KWD); at most 3 decimals (checked). */
    amount: numeric('amount').notNull(),
    currency: varchar('currency', { length: 3 }).notNull().default('USD'),
    /**
     * The amount in the user's preferred currency at the transaction's date, rounded to that
     * currency's minor units (the amount itself, at rate 1, when it is already in it). Null exactly
     * when no rate was known (and then the rate is null too): such rows are left out of totals.
     */
    historicalConvertedAmount: numeric('historical_converted_amount'),
    historicalExchangeRate: numeric('historical_exchange_rate', { precision: 20, scale: 10 }),
    description: text('description').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    rawInput: text('raw_input').notNull(),
    /** A calendar date in the user's timezone. */
    transactionDate: date('transaction_date', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
    /** The description in lower case without accents, for the list's search (see its migration). */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`lower(translate(description, ${sql.raw(`'${SEARCH_ACCENTED}'`)}, ${sql.raw(`'${SEARCH_PLAIN}'`)}))`),
    /** An imported row's bank key (its id, or a hash of date, amount and text): unique per user; null when typed. */
    importKey: text('import_key'),
    /** The statement import it came from (statement_imports). */
    importId: uuid('import_id'),
    /** The recurring rule that recorded it (issue 17); null for the rest, and once the rule is deleted. */
    recurringRuleId: integer('recurring_rule_id').references((): AnyPgColumn => recurringRules.id, { onDelete: 'set null' }),
  },
  (t) => [
    // Covering (INCLUDE type, category_id, amount, historical_converted_amount): see its migration.
    index('transactions_user_date_idx').on(t.userId, t.transactionDate),
    index('transactions_user_created_idx').on(t.userId, t.createdAt),
    index('transactions_user_category_date_idx').on(t.userId, t.categoryId, t.transactionDate),
    index('transactions_category_idx').on(t.categoryId),
    index('transactions_user_list_order_idx').on(t.userId, t.transactionDate, t.createdAt, t.id),
    uniqueIndex('transactions_user_import_key_idx').on(t.userId, t.importKey),
    index('transactions_recurring_rule_idx').on(t.recurringRuleId).where(sql`${t.recurringRuleId} is not null`),
  ],
);

/**
 * The dashboard's sums per user, month, type, category and scale of the converted amount, kept exact
 * by statement-level triggers on transactions (migration 20261125141403_dashboard_month_totals). The
 * code only reads it; valueScale -1 holds the rows with no rate (total null).
 */
export const transactionMonthTotals = pgTable(
  'transaction_month_totals',
  {
    userId: userRef(),
    month: date('month', { mode: 'string' }).notNull(),
    type: text('type', { enum: ['income', 'expense'] }).notNull(),
    categoryId: integer('category_id').notNull(),
    valueScale: integer('value_scale').notNull(),
    total: numeric('total'),
    txCount: integer('tx_count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.month, t.type, t.categoryId, t.valueScale] }),
    index('transaction_month_totals_empty_idx').on(t.userId).where(sql`${t.txCount} = 0`),
  ],
);

/** The same for expenses per tag (the dashboard's tag ranking); kept by the same triggers. */
export const expenseTagMonthTotals = pgTable(
  'expense_tag_month_totals',
  {
    userId: userRef(),
    month: date('month', { mode: 'string' }).notNull(),
    tag: text('tag').notNull(),
    valueScale: integer('value_scale').notNull(),
    total: numeric('total'),
    txCount: integer('tx_count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.month, t.tag, t.valueScale] }),
    index('expense_tag_month_totals_empty_idx').on(t.userId).where(sql`${t.txCount} = 0`),
  ],
);

/** Statement imports (issue 17): a preview until confirmed or expired, then the record of the import. */
export const statementImports = pgTable(
  'statement_imports',
  {
    id: uuid('id').primaryKey(),
    userId: userRef(),
    fileName: text('file_name').notNull(),
    format: text('format', { enum: ['ofx', 'qif', 'camt', 'csv'] }).notNull(),
    layout: text('layout'),
    headerKey: text('header_key'),
    mapping: jsonb('mapping'),
    /** The uploaded file, base64, while the preview lives. */
    content: text('content'),
    rows: jsonb('rows'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    importedCount: integer('imported_count'),
  },
  (t) => [index('statement_imports_user_idx').on(t.userId, t.createdAt)],
);

/** A user's confirmed CSV column mappings, by the header's key. */
export const importMappings = pgTable(
  'import_mappings',
  {
    userId: userRef(),
    headerKey: text('header_key').notNull(),
    mapping: jsonb('mapping').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.headerKey] })],
);

/** Recurring bills and income (issue 17): each due occurrence becomes a transaction, once. */
export const recurringRules = pgTable(
  'recurring_rules',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    type: text('type', { enum: ['income', 'expense'] }).notNull(),
    /** Exact, in the currency's own minor units (as transactions.amount). */
    amount: numeric('amount').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    frequency: text('frequency', { enum: ['weekly', 'biweekly', 'monthly', 'yearly'] }).notNull(),
    /** Monthly rules: 1-31, a shorter month uses its last day. Null for the other frequencies. */
    dayOfMonth: integer('day_of_month'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    isActive: boolean('is_active').notNull().default(true),
    /** Occurrences are recorded from this instant's day on (made, switched back on, or rescheduled). */
    recordFrom: timestamp('record_from', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('recurring_rules_user_idx').on(t.userId, t.isActive), index('recurring_rules_category_idx').on(t.categoryId)],
);

/**
 * The ledger of a rule's occurrences: the primary key (rule, date) makes each one recorded once.
 * 'pending': changed ahead of its date (amount); 'skipped'; 'recorded' (its transaction, while it exists).
 */
export const recurringOccurrences = pgTable(
  'recurring_occurrences',
  {
    ruleId: integer('rule_id')
      .notNull()
      .references(() => recurringRules.id, { onDelete: 'cascade' }),
    occurrenceDate: date('occurrence_date', { mode: 'string' }).notNull(),
    status: text('status', { enum: ['pending', 'recorded', 'skipped'] }).notNull(),
    /** This occurrence's own amount, in the rule's currency; null: the rule's. */
    amount: numeric('amount'),
    transactionId: integer('transaction_id').references(() => transactions.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.ruleId, t.occurrenceDate] }), index('recurring_occurrences_transaction_idx').on(t.transactionId)],
);

/** Suggested recurring charges the user dismissed, by their stable key. */
export const recurringDismissals = pgTable(
  'recurring_dismissals',
  {
    userId: userRef(),
    key: text('key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

/** Learned category rules (D4): a corrected description or merchant maps to a category. */
export const categoryRules = pgTable(
  'category_rules',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    pattern: text('pattern').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('category_rules_user_pattern_unique').on(t.userId, t.pattern)],
);

/** One write to a user's transactions, newest last: what "undo" walks back (see its migration). */
export const transactionActions = pgTable(
  'transaction_actions',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    kind: text('kind', { enum: ['create', 'update', 'delete'] }).notNull(),
    source: text('source', { enum: ['chat', 'api'] }).notNull(),
    transactionIds: integer('transaction_ids').array().notNull(),
    previous: jsonb('previous'),
    learnedRule: jsonb('learned_rule'),
    /** The chat message this write marked as corrected (its first correction): undo clears the mark. */
    correctedMessageId: integer('corrected_message_id'),
    createdAt: createdAt(),
  },
  (t) => [index('transaction_actions_user_idx').on(t.userId, t.id)],
);

export const budgets = pgTable(
  'budgets',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    /** By id: a renamed category keeps its budgets. Categories are only deleted with their user. */
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    amount: numeric('amount').notNull(),
    currency: varchar('currency', { length: 3 }).notNull().default('USD'),
    period: text('period', { enum: ['weekly', 'monthly', 'yearly'] }).notNull().default('monthly'),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('budgets_user_idx').on(t.userId),
    index('budgets_category_idx').on(t.categoryId),
    // One active budget per category and period, even for concurrent requests.
    uniqueIndex('budgets_category_period_active_unique').on(t.categoryId, t.period).where(sql`${t.isActive}`),
  ],
);

export const budgetAlerts = pgTable(
  'budget_alerts',
  {
    id: serial('id').primaryKey(),
    budgetId: integer('budget_id')
      .notNull()
      .references(() => budgets.id, { onDelete: 'cascade' }),
    userId: userRef(),
    alertType: text('alert_type').notNull(),
    threshold: numeric('threshold', { precision: 5, scale: 2 }).notNull(),
    isEnabled: boolean('is_enabled').notNull().default(true),
    lastTriggered: timestamp('last_triggered', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // One row per budget and kind: firing is one conditional upsert, once per window even when concurrent.
    uniqueIndex('budget_alerts_budget_type_unique').on(t.budgetId, t.alertType),
    index('budget_alerts_user_idx').on(t.userId),
  ],
);

/** One row per chat message: the analytics and the user's chat history. */
export const chatAnalytics = pgTable(
  'chat_analytics',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    sessionId: text('session_id').notNull(),
    messageId: text('message_id').notNull().default('unknown'),
    messageType: text('message_type').notNull(),
    userMessage: text('user_message').notNull(),
    aiResponse: text('ai_response').notNull(),
    responseTime: integer('response_time').notNull(),
    confidence: numeric('confidence', { precision: 3, scale: 2 }),
    intent: text('intent'),
    language: varchar('language', { length: 2 }),
    channel: text('channel').notNull().default('web'),
    needsClarification: boolean('needs_clarification').notNull().default(false),
    followUpUsed: boolean('follow_up_used').notNull().default(false),
    errorOccurred: boolean('error_occurred').notNull().default(false),
    errorType: text('error_type'),
    timestamp: timestamp('timestamp', { withTimezone: true }).notNull().defaultNow(),
    /** The transactions this message recorded (its cards); a deleted one is skipped when read. */
    transactionIds: integer('transaction_ids').array().notNull().default(sql`'{}'::integer[]`),
    /** 'engine', or 'llm' when the optional language model's transactions were recorded. */
    answeredBy: text('answered_by').notNull().default('engine'),
    /** What became of the model's answer when it was asked (see LlmOutcome); null when it was not. */
    llmOutcome: text('llm_outcome'),
    /** The engine's doubts about what the message recorded, until flipped or confirmed (see its migration). */
    reviews: jsonb('reviews'),
    /** When something the message recorded was first corrected, and what was changed. */
    correctedAt: timestamp('corrected_at', { withTimezone: true }),
    correctionKind: text('correction_kind', { enum: ['type', 'category', 'amount', 'date', 'description', 'delete', 'undo'] }),
  },
  (t) => [
    index('chat_analytics_transaction_ids_idx').using('gin', t.transactionIds),
    index('chat_analytics_user_time_idx').on(t.userId, t.timestamp),
    index('chat_analytics_user_session_time_idx').on(t.userId, t.sessionId, t.timestamp),
    index('chat_analytics_user_channel_id_idx').on(t.userId, t.channel, t.id),
    index('chat_analytics_time_idx').on(t.timestamp),
  ],
);

export const userFeedback = pgTable(
  'user_feedback',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    sessionId: text('session_id'),
    messageId: text('message_id'),
    rating: integer('rating').notNull(),
    feedbackText: text('feedback_text'),
    category: text('category').notNull(),
    isResolved: boolean('is_resolved').notNull().default(false),
    timestamp: timestamp('timestamp', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_feedback_user_idx').on(t.userId)],
);

export const failurePatterns = pgTable(
  'failure_patterns',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    sessionId: text('session_id'),
    failureType: text('failure_type').notNull(),
    context: text('context'),
    timestamp: timestamp('timestamp', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('failure_patterns_user_idx').on(t.userId)],
);

export const betaFeedback = pgTable(
  'beta_feedback',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    feedbackType: text('feedback_type').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    priority: text('priority').notNull().default('medium'),
    status: text('status').notNull().default('open'),
    userAgent: text('user_agent'),
    url: text('url'),
    timestamp: timestamp('timestamp', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('beta_feedback_user_idx').on(t.userId)],
);

/** Messages from the support page's contact form (D6); a visitor may send one, so userId is optional. */
export const supportMessages = pgTable('support_messages', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  isResolved: boolean('is_resolved').notNull().default(false),
  createdAt: createdAt(),
});

/** Units of `currency` per 1 USD on `rateDate`. Conversion uses the latest rate on or before a date. */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    currency: varchar('currency', { length: 3 }).notNull(),
    rateDate: date('rate_date', { mode: 'string' }).notNull(),
    rate: numeric('rate', { precision: 24, scale: 10 }).notNull(),
    source: text('source').notNull(),
  },
  (t) => [primaryKey({ columns: [t.currency, t.rateDate] })],
);

/** Each SMS/WhatsApp MessageSid handled once; a second delivery gets the stored reply. */
export const inboundMessages = pgTable(
  'inbound_messages',
  {
    messageSid: text('message_sid').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    reply: text('reply'),
    createdAt: createdAt(),
  },
  (t) => [index('inbound_messages_user_idx').on(t.userId)],
);

/** Numbers that sent STOP: no reply goes to them until they send START. */
export const messagingOptOuts = pgTable('messaging_opt_outs', {
  phoneNumber: text('phone_number').primaryKey(),
  optedOutAt: timestamp('opted_out_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Answers of writes sent with an Idempotency-Key header, per user, for 24 hours (issue 18). */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: userRef(),
    key: text('key').notNull(),
    route: text('route').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    response: jsonb('response').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);
