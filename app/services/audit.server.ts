import type { Database } from "~/db/client.server";
import { auditLog } from "~/db/schema";

export async function audit(
  db: Database,
  entry: {
    actorId: string | null;
    action: string;
    subjectType?: string;
    subjectId?: string;
    details?: Record<string, unknown>;
  },
) {
  await db.insert(auditLog).values(entry);
}
