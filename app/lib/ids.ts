const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for a row id (a uuid); anything else in a URL names no row and is not found. */
export function isUuid(id: string | undefined | null): id is string {
  return typeof id === "string" && UUID.test(id);
}
