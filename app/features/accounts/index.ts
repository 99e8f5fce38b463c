// What other parts of the app may use from accounts: rules, schemas, types and texts (browser and server).
export {
  isDeleteConfirmed,
  MAX_PROFILE_BODY_BYTES,
  PROFILE_MESSAGES,
  profileSchema,
} from "./profile/profile";
export { displayName, profileDescription } from "./public-profile/public-profile";
export { countryOptions, US_STATES } from "./registration/countries";
export {
  checkRegisterField,
  forgotPasswordSchema,
  INVALID_RESET_LINK,
  INVITATION_MESSAGES,
  INVITE_LINK_MESSAGES,
  invitationSchema,
  loginSchema,
  type RegisterField,
  registerFields,
  registerSchema,
  resendVerificationSchema,
  resetPasswordSchema,
  usernameSchema,
  VERIFICATION_MESSAGES,
} from "./schema";
export { loginUrl, safeRedirect } from "./sessions/policy";
