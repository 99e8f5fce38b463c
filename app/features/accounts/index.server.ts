// What other parts of the app may use from accounts on the server only.
export { hashToken } from "./invitations/invite-token.server";
export { inviteMember } from "./invitations/mutations.server";
export {
  emailForInviteToken,
  inviteLinkState,
  listInvitations,
} from "./invitations/queries.server";
export { requestPasswordReset, resetPassword } from "./password-reset/mutations.server";
export { deleteAccount } from "./profile/account-deletion.server";
export { readAvatarUpload, replaceAvatar, updateProfile } from "./profile/mutations.server";
export { listOwnTransactions, loadOwnProfile } from "./profile/queries.server";
export { publicProfile } from "./public-profile/queries.server";
export {
  confirmEmail,
  limitRegisterChecks,
  limitRegistrations,
  registerMember,
  registrationSucceeded,
  resendVerificationLink,
} from "./registration/mutations.server";
export {
  checkEmail,
  checkUsername,
  invitationState,
  isHandleAvailable,
} from "./registration/queries.server";
export { auth } from "./sessions/auth.server";
export { signIn, signOut } from "./sessions/mutations.server";
export { passwords } from "./sessions/passwords.server";
export { getViewer, requireAdmin, requireViewer, type Viewer } from "./sessions/queries.server";
