/**
 * Who may do what with a profile, as pure functions of the viewer and the row.
 * R-profile-edit and R-delete-account need no check here: the profile page's
 * writes take the viewer's own id as the only key, so no input reaches
 * another member's row.
 */

/** The viewer is looking at their own profile (e.g. no "Message" button to oneself). */
export function isOwnProfile(
  viewer: { id: string } | null | undefined,
  profileId: string | null | undefined,
) {
  return !!viewer && !!profileId && viewer.id === profileId;
}
