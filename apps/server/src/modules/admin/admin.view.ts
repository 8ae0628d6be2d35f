/** Explicit row → response mapping for the admin answers, so no column reaches a client by accident. */
import { ACTIVE_USER_DAYS, chatStatus, splitName } from '@tally/shared/admin';
import type { AdminAnalyticsRow, AdminFeedback, AdminUser } from '@tally/shared/schemas/admin';
import type { AnalyticsRow } from './admin-analytics.repository';
import type { AdminFeedbackRow } from './admin-feedback.repository';
import type { AdminUserRow } from './admin-users.repository';

export function activeSince(now: Date): Date {
  return new Date(now.getTime() - ACTIVE_USER_DAYS * 86_400_000);
}

export function toAdminUserView(row: AdminUserRow, now: Date): AdminUser {
  return {
    id: row.id,
    phoneNumber: row.phoneNumber,
    email: row.email,
    emailVerified: row.emailVerified,
    name: row.name,
    ...splitName(row.name),
    preferredCurrency: row.preferredCurrency,
    preferredLanguage: row.preferredLanguage,
    transactionCount: row.transactionCount,
    totalExpenses: row.totalExpenses,
    totalIncome: row.totalIncome,
    createdAt: row.createdAt.toISOString(),
    lastActiveAt: row.lastActiveAt?.toISOString() ?? null,
    isActive: row.lastActiveAt !== null && row.lastActiveAt >= activeSince(now),
  };
}

export function toAdminFeedbackView(row: AdminFeedbackRow): AdminFeedback {
  return {
    id: `${row.source}-${row.id}`,
    source: row.source,
    type: row.type,
    rating: row.rating,
    isResolved: row.isResolved,
    title: row.title,
    message: row.message,
    userId: row.userId,
    userPhone: row.userPhone,
    contactEmail: row.contactEmail,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toAdminAnalyticsRowView(row: AnalyticsRow): AdminAnalyticsRow {
  return {
    id: row.id,
    userId: row.userId,
    userPhone: row.userPhone,
    messageType: row.messageType,
    userMessage: row.userMessage,
    responseTime: row.responseTime,
    intent: row.intent,
    language: row.language,
    errorOccurred: row.errorOccurred,
    needsClarification: row.needsClarification,
    status: chatStatus(row),
    timestamp: row.timestamp.toISOString(),
  };
}
