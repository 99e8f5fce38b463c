import { IconDeviceFloppy, IconInfoCircle } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { Form, useNavigation } from "react-router";
import { Alert } from "~/components/alert";
import { Button } from "~/components/button";
import { Columns } from "~/components/columns";
import layout from "~/components/layout.module.css";
import { SelectField } from "~/components/select-field";
import text from "~/components/text.module.css";
import { Textarea, TextInput } from "~/components/text-input";
import { countrySelectData } from "../../registration/countries";
import { BIO_NOTICE, type OwnProfile, PROFILE_LIMITS } from "../own-profile";
import { checkProfileField, type ProfileField } from "../schema";
import classes from "./own-profile-page.module.css";

/**
 * Edit mode of the own profile: the editable fields, the phone number that a
 * contact reveal gives out among them, checked on blur and on the server.
 */
export function ProfileEditForm({
  profile,
  serverErrors,
}: {
  profile: OwnProfile;
  serverErrors?: Record<string, string>;
}) {
  const navigation = useNavigation();
  const saving =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "update";
  const [errors, setErrors] = useState<Partial<Record<ProfileField, string | null>>>({});
  const errorOf = (field: ProfileField) =>
    (field in errors ? errors[field] : serverErrors?.[field]) ?? undefined;
  const check = (field: ProfileField) => (event: { currentTarget: { value: string } }) => {
    const problem = checkProfileField(field, event.currentTarget.value);
    setErrors((current) => ({ ...current, [field]: problem }));
  };
  // The registration form's picker: a country and its dial code.
  const countries = useMemo(countrySelectData, []);

  return (
    <div className={`${layout.paper} ${layout.panel}`}>
      <Form
        method="post"
        noValidate
        onChange={(event) => {
          // A field shown wrong is checked again as it is corrected, so its message goes
          // while typing, not on the blur of the next click, which would move the buttons
          // from under the pointer.
          const { name, value } = event.target as HTMLInputElement;
          if (!(name in PROFILE_FIELDS) || !errorOf(name as ProfileField)) return;
          const field = name as ProfileField;
          setErrors((current) => ({ ...current, [field]: checkProfileField(field, value) }));
        }}
        onSubmit={(event) => {
          const form = new FormData(event.currentTarget);
          const found: Partial<Record<ProfileField, string | null>> = {};
          for (const field of Object.keys(PROFILE_FIELDS) as ProfileField[]) {
            found[field] = checkProfileField(field, String(form.get(field) ?? ""));
          }
          setErrors(found);
          if (Object.values(found).some(Boolean)) event.preventDefault();
        }}
      >
        <input type="hidden" name="intent" value="update" />
        <div className={layout.stack}>
          <h2 className={`${text.title} ${text.h3}`}>Edit Profile</h2>
          <Alert role="status" color="blue" icon={<IconInfoCircle size={18} aria-hidden />}>
            {BIO_NOTICE}
          </Alert>
          <TextInput
            name="fullName"
            label="Full Name"
            defaultValue={profile.fullName ?? ""}
            maxLength={PROFILE_LIMITS.fullName}
            autoComplete="name"
            onBlur={check("fullName")}
            error={errorOf("fullName")}
          />
          <Textarea
            name="bio"
            label="About"
            defaultValue={profile.bio ?? ""}
            maxLength={PROFILE_LIMITS.bio}
            minRows={4}
            maxRows={12}
            placeholder="Tell collectors and artists about yourself"
            onBlur={check("bio")}
            error={errorOf("bio")}
          />
          <Columns cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              name="location"
              label="Location"
              defaultValue={profile.location ?? ""}
              maxLength={PROFILE_LIMITS.location}
              placeholder="City, State"
              autoComplete="address-level2"
              onBlur={check("location")}
              error={errorOf("location")}
            />
            <TextInput
              name="zipCode"
              label="Zip Code"
              description="Used for distance calculations"
              defaultValue={profile.zipCode ?? ""}
              maxLength={10}
              inputMode="numeric"
              autoComplete="postal-code"
              placeholder="12345"
              onBlur={check("zipCode")}
              error={errorOf("zipCode")}
            />
            <SelectField
              label="Country Code"
              name="country"
              data={countries}
              defaultValue={profile.phone.country}
              required
              error={errorOf("country")}
            />
            <TextInput
              name="phone"
              label="Phone Number"
              description="Given to members who reveal your contact"
              // Text with a phone keypad: "tel-national" (the number without its country
              // code, which has a field of its own) is not allowed on a type="tel" input.
              type="text"
              inputMode="tel"
              defaultValue={profile.phone.phone}
              autoComplete="tel-national"
              placeholder="(555) 123-4567"
              required
              onBlur={check("phone")}
              error={errorOf("phone")}
            />
            <TextInput
              name="instagramHandle"
              label="Instagram Handle (optional)"
              defaultValue={profile.instagramHandle ?? ""}
              maxLength={31}
              placeholder="yourhandle"
              leftSection={<span aria-hidden="true">@</span>}
              onBlur={check("instagramHandle")}
              error={errorOf("instagramHandle")}
            />
            <TextInput
              name="facebookProfileUrl"
              label="Facebook Profile URL (optional)"
              type="url"
              defaultValue={profile.facebookProfileUrl ?? ""}
              maxLength={PROFILE_LIMITS.facebookProfileUrl}
              placeholder="https://facebook.com/yourprofile"
              onBlur={check("facebookProfileUrl")}
              error={errorOf("facebookProfileUrl")}
            />
          </Columns>
          <div className={`${layout.row} ${classes.actions}`}>
            <Button to="/profile" variant="default" replace>
              Cancel
            </Button>
            <Button
              type="submit"
              leftSection={<IconDeviceFloppy size={16} aria-hidden />}
              disabled={saving}
            >
              {saving ? "Saving..." : "Save Changes"}
            </Button>
          </div>
        </div>
      </Form>
    </div>
  );
}

const PROFILE_FIELDS: Record<ProfileField, true> = {
  fullName: true,
  bio: true,
  location: true,
  zipCode: true,
  instagramHandle: true,
  facebookProfileUrl: true,
  country: true,
  phone: true,
};
