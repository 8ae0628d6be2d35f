/**
 * The "Download my data" document. Data tables go out whole (every column is the user's own data);
 * the tables that hold secrets are mapped field by field, leaving out the password hash, the session
 * and token hashes, and the bodies of sent emails (they carry sign-in and reset links).
 */
import { PRODUCT_NAME } from '@tally/shared/languages';
import type { UserDataExport } from '@tally/shared/schemas/account';
import type { UserRow } from '../../http/access';
import { toUserView } from '../users/users.view';
import type { UserDataRows } from './user-data.repository';

/** Instants as ISO strings, everything else as stored (money stays a decimal string). */
function plain(row: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]));
}

export function toUserDataExport(user: UserRow, rows: UserDataRows, exportedAt: Date): UserDataExport {
  return {
    product: PRODUCT_NAME,
    formatVersion: 1,
    exportedAt: exportedAt.toISOString(),
    profile: { ...toUserView(user), messagingEnabled: user.messagingEnabled, lastActiveAt: user.lastActiveAt?.toISOString() ?? null },
    categories: rows.categories.map(plain),
    // search_text is the database's folded copy of the description for search, not the user's data.
    transactions: rows.transactions.map(({ transaction: { searchText: _searchText, ...transaction }, categoryName }) => plain({ ...transaction, category: categoryName })),
    categoryRules: rows.categoryRules.map(plain),
    transactionActions: rows.transactionActions.map(plain),
    statementImports: rows.statementImports.map(({ content: _content, rows: _rows, ...record }) => plain(record)),
    importMappings: rows.importMappings.map(plain),
    budgets: rows.budgets.map(plain),
    budgetAlerts: rows.budgetAlerts.map(plain),
    recurringRules: rows.recurringRules.map(plain),
    recurringOccurrences: rows.recurringOccurrences.map(plain),
    recurringDismissals: rows.recurringDismissals.map(plain),
    chatHistory: rows.chatAnalytics.map(plain),
    messageFeedback: rows.userFeedback.map(plain),
    betaFeedback: rows.betaFeedback.map(plain),
    supportMessages: rows.supportMessages.map(plain),
    failurePatterns: rows.failurePatterns.map(plain),
    textMessages: rows.inboundMessages.map(plain),
    messagingOptOuts: rows.messagingOptOuts.map(plain),
    // The answers kept for retried writes (24 hours); the request's hash is no data of the user's.
    idempotencyKeys: rows.idempotencyKeys.map((k) => plain({ key: k.key, route: k.route, statusCode: k.statusCode, response: k.response, createdAt: k.createdAt })),
    sessions: rows.sessions.map((s) =>
      plain({
        createdAt: s.createdAt,
        lastSeenAt: s.lastSeenAt,
        idleExpiresAt: s.idleExpiresAt,
        absoluteExpiresAt: s.absoluteExpiresAt,
        userAgent: s.userAgent,
      }),
    ),
    emailVerifications: rows.emailVerificationTokens.map((v) => plain({ email: v.email, expiresAt: v.expiresAt, createdAt: v.createdAt })),
    passwordResets: rows.passwordResetTokens.map((r) =>
      plain({ email: r.email, expiresAt: r.expiresAt, used: r.used, createdAt: r.createdAt }),
    ),
    emailsSent: rows.outgoingMail.map((m) =>
      plain({ toAddress: m.toAddress, subject: m.subject, transport: m.transport, sentAt: m.sentAt, error: m.error, createdAt: m.createdAt }),
    ),
  };
}
