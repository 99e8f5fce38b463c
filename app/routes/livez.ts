const headers = { "Cache-Control": "no-store" };

/**
 * For process supervisors: 200 as long as this process answers at all, even
 * while its database is away (then /healthz says 503 and the load balancer
 * sends requests elsewhere, but restarting the process would not help).
 */
export function loader() {
  return Response.json({ ok: true }, { headers });
}
