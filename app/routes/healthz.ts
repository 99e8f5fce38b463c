import { isHealthy } from "~/services/health.server";

const headers = { "Cache-Control": "no-store" };

/** For load balancers: 200 when this process can serve, 503 when its database fails or it is stopping. */
export async function loader() {
  if (await isHealthy()) return Response.json({ ok: true }, { headers });
  return Response.json({ ok: false }, { status: 503, headers });
}
