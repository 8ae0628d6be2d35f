import { asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  betaFeedback,
  budgetAlerts,
  budgets,
  categories,
  categoryRules,
  chatAnalytics,
  emailVerificationTokens,
  failurePatterns,
  idempotencyKeys,
  importMappings,
  inboundMessages,
  messagingOptOuts,
  outgoingMail,
  passwordResetTokens,
  recurringDismissals,
  recurringOccurrences,
  recurringRules,
  sessions,
  statementImports,
  supportMessages,
  transactionActions,
  transactions,
  userFeedback,
  users,
} from '../../db/schema';

export function createUserDataRepository(db: DbOrTx) {
  return {
    /** Every row that belongs to the user, table by table, oldest first. */
    async findAllForUser(userId: number, phoneNumber: string) {
      const [
        categoryRows,
        transactionRows,
        ruleRows,
        budgetRows,
        alertRows,
        chatRows,
        feedbackRows,
        betaRows,
        supportRows,
        failureRows,
        sessionRows,
        verificationRows,
        resetRows,
        mailRows,
        textRows,
        optOutRows,
        actionRows,
        importRows,
        mappingRows,
        recurringRows,
        occurrenceRows,
        dismissalRows,
        idempotencyRows,
      ] = await Promise.all([
        db.select().from(categories).where(eq(categories.userId, userId)).orderBy(asc(categories.id)),
        db
          .select({ transaction: transactions, categoryName: categories.name })
          .from(transactions)
          .innerJoin(categories, eq(categories.id, transactions.categoryId))
          .where(eq(transactions.userId, userId))
          .orderBy(asc(transactions.id)),
        db.select().from(categoryRules).where(eq(categoryRules.userId, userId)).orderBy(asc(categoryRules.id)),
        // With the category's name, as before budgets pointed at categories by id.
        db
          .select({ ...getTableColumns(budgets), category: categories.name })
          .from(budgets)
          .innerJoin(categories, eq(categories.id, budgets.categoryId))
          .where(eq(budgets.userId, userId))
          .orderBy(asc(budgets.id)),
        db.select().from(budgetAlerts).where(eq(budgetAlerts.userId, userId)).orderBy(asc(budgetAlerts.id)),
        db.select().from(chatAnalytics).where(eq(chatAnalytics.userId, userId)).orderBy(asc(chatAnalytics.id)),
        db.select().from(userFeedback).where(eq(userFeedback.userId, userId)).orderBy(asc(userFeedback.id)),
        db.select().from(betaFeedback).where(eq(betaFeedback.userId, userId)).orderBy(asc(betaFeedback.id)),
        db.select().from(supportMessages).where(eq(supportMessages.userId, userId)).orderBy(asc(supportMessages.id)),
        db.select().from(failurePatterns).where(eq(failurePatterns.userId, userId)).orderBy(asc(failurePatterns.id)),
        db.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(asc(sessions.createdAt)),
        db.select().from(emailVerificationTokens).where(eq(emailVerificationTokens.userId, userId)).orderBy(asc(emailVerificationTokens.id)),
        db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, userId)).orderBy(asc(passwordResetTokens.id)),
        db.select().from(outgoingMail).where(eq(outgoingMail.userId, userId)).orderBy(asc(outgoingMail.id)),
        db.select().from(inboundMessages).where(eq(inboundMessages.userId, userId)).orderBy(asc(inboundMessages.createdAt)),
        // Kept by number, not by account (see the messaging module): the user's own number's entry.
        db.select().from(messagingOptOuts).where(eq(messagingOptOuts.phoneNumber, phoneNumber)),
        db.select().from(transactionActions).where(eq(transactionActions.userId, userId)).orderBy(asc(transactionActions.id)),
        // What was imported, when, from which file (a preview's file and rows are transient, and left out).
        db
          .select({ ...getTableColumns(statementImports), content: sql<null>`null`, rows: sql<null>`null` })
          .from(statementImports)
          .where(eq(statementImports.userId, userId))
          .orderBy(asc(statementImports.createdAt)),
        db.select().from(importMappings).where(eq(importMappings.userId, userId)).orderBy(asc(importMappings.headerKey)),
        db
          .select({ ...getTableColumns(recurringRules), category: categories.name })
          .from(recurringRules)
          .innerJoin(categories, eq(categories.id, recurringRules.categoryId))
          .where(eq(recurringRules.userId, userId))
          .orderBy(asc(recurringRules.id)),
        db
          .select(getTableColumns(recurringOccurrences))
          .from(recurringOccurrences)
          .innerJoin(recurringRules, eq(recurringRules.id, recurringOccurrences.ruleId))
          .where(eq(recurringRules.userId, userId))
          .orderBy(asc(recurringOccurrences.ruleId), asc(recurringOccurrences.occurrenceDate)),
        db.select().from(recurringDismissals).where(eq(recurringDismissals.userId, userId)).orderBy(asc(recurringDismissals.createdAt)),
        db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, userId)).orderBy(asc(idempotencyKeys.createdAt)),
      ]);
      return {
        categories: categoryRows,
        transactions: transactionRows,
        categoryRules: ruleRows,
        budgets: budgetRows,
        budgetAlerts: alertRows,
        chatAnalytics: chatRows,
        userFeedback: feedbackRows,
        betaFeedback: betaRows,
        supportMessages: supportRows,
        failurePatterns: failureRows,
        sessions: sessionRows,
        emailVerificationTokens: verificationRows,
        passwordResetTokens: resetRows,
        outgoingMail: mailRows,
        inboundMessages: textRows,
        messagingOptOuts: optOutRows,
        transactionActions: actionRows,
        statementImports: importRows,
        importMappings: mappingRows,
        recurringRules: recurringRows,
        recurringOccurrences: occurrenceRows,
        recurringDismissals: dismissalRows,
        idempotencyKeys: idempotencyRows,
      };
    },

    /** Every table's rows of the user go with it: the schema cascades each user reference. */
    async deleteUser(userId: number) {
      const deleted = await db.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
      return deleted.length > 0;
    },
  };
}

export type UserDataRows = Awaited<ReturnType<ReturnType<typeof createUserDataRepository>['findAllForUser']>>;
