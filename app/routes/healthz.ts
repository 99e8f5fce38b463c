import { sql } from "drizzle-orm";
import { db } from "~/db/client.server";

export async function loader() {
  await db().execute(sql`select 1`);
  return Response.json({ ok: true });
}
