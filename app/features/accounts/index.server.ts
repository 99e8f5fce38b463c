// What other parts of the app may use from accounts on the server only.
export {
  emailForInviteToken,
  hashToken,
  inviteLinkState,
  inviteMember,
  listInvitations,
} from "./invitations/invitations.server";
export { requestPasswordReset, resetPassword } from "./password-reset/password-reset.server";
export { deleteAccount } from "./profile/account-deletion.server";
export {
  listOwnTransactions,
  loadOwnProfile,
  readAvatarUpload,
  replaceAvatar,
  updateProfile,
} from "./profile/profile.server";
export { publicProfile } from "./public-profile/public-profile.server";
export { confirmEmail, resendVerificationLink } from "./registration/email-verification.server";
export {
  invitationState,
  isHandleAvailable,
  registerMember,
} from "./registration/registration.server";
export { auth } from "./sessions/auth.server";
export { getViewer, requireAdmin, requireViewer } from "./sessions/session.server";
export { EmailNotVerifiedError, signIn } from "./sessions/sign-in.server";
