/** Who may do what, as pure functions of the viewer. */

/** An admin is a member whose user types include "admin"; only admins open the admin pages. */
export function isAdmin(userTypes: readonly string[] | null | undefined) {
  return !!userTypes?.includes("admin");
}
