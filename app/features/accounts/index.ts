// What other parts of the app may use from accounts: rules, schemas, types, texts and error codes (browser and server).
export { invitationErrors } from "./invitations/errors";
export {
  INVITE_LINK_MESSAGES,
  type InvitationInput,
  invitationSchema,
} from "./invitations/schema";
export { passwordResetErrors } from "./password-reset/errors";
export {
  forgotPasswordSchema,
  INVALID_RESET_LINK,
  resetPasswordSchema,
} from "./password-reset/schema";
export { profileErrors } from "./profile/errors";
export { isDeleteConfirmed, MAX_PROFILE_BODY_BYTES, PROFILE_MESSAGES } from "./profile/own-profile";
export { isOwnProfile } from "./profile/policy";
export { profileActionSchema, profileSchema } from "./profile/schema";
export { profileDescription } from "./public-profile/public-profile";
export { countryOptions, US_STATES } from "./registration/countries";
export { registrationErrors } from "./registration/errors";
export {
  checkRegisterField,
  REGISTERED_MESSAGES,
  type RegisterCheck,
  type RegisterField,
  type RegisterInput,
  registerActionSchema,
  registerFields,
  registerSchema,
  resendVerificationSchema,
  usernameSchema,
  VERIFICATION_MESSAGES,
  verifyEmailActionSchema,
} from "./registration/schema";
export { sessionErrors } from "./sessions/errors";
export { isAdmin } from "./sessions/policy";
export { type LoginInput, loginSchema } from "./sessions/schema";
