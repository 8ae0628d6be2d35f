import type { DbOrTx } from '../../db/client';
import { adminAuditLog } from '../../db/schema';

export interface AuditEntry {
  adminId: number | null;
  adminUsername: string;
  /** What was done, e.g. `user.delete`, `feedback.resolve`, `login`. */
  action: string;
  targetType?: 'user' | 'feedback' | 'admin';
  targetId?: string;
  /** Field names and counts, never personal data: the log outlives a deleted user. */
  details?: Record<string, unknown>;
}

export function createAdminAuditRepository(db: DbOrTx) {
  return {
    async insert(entry: AuditEntry) {
      await db.insert(adminAuditLog).values({
        adminId: entry.adminId,
        adminUsername: entry.adminUsername,
        action: entry.action,
        targetType: entry.targetType ?? null,
        targetId: entry.targetId ?? null,
        details: entry.details ?? null,
      });
    },
  };
}
