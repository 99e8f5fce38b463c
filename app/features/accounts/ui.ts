// The components of accounts that pages and other parts of the app may render.
export { AuthCard } from "./components/auth-card";
export { OwnProfilePage } from "./profile/components/own-profile-page";
export { ProfileNotFound, ProfilePage } from "./public-profile/components/profile-page";
export { RegisterForm } from "./registration/components/register-form";
