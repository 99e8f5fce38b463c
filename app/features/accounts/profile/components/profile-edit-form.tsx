import {
  Alert,
  Button,
  Group,
  Paper,
  Select,
  Stack,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { IconDeviceFloppy, IconInfoCircle } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Columns } from "~/components/columns";
import layout from "~/components/layout.module.css";
import { countrySelectData } from "../../registration/countries";
import { BIO_NOTICE, type OwnProfile, PROFILE_LIMITS } from "../own-profile";
import { checkProfileField, type ProfileField } from "../schema";

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
  const [country, setCountry] = useState<string | null>(profile.phone.country);

  return (
    <Paper withBorder radius="md" className={layout.panel}>
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
        <Stack gap="md">
          <Title order={2} size="h3">
            Edit Profile
          </Title>
          <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} aria-hidden />}>
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
            autosize
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
            <Select
              label="Country Code"
              name="country"
              data={countries}
              value={country}
              onChange={setCountry}
              searchable
              allowDeselect={false}
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
              leftSection="@"
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
          <Group justify="flex-end" gap="sm">
            <Button component={Link} to="/profile" variant="default" replace>
              Cancel
            </Button>
            <Button
              type="submit"
              leftSection={<IconDeviceFloppy size={16} aria-hidden />}
              disabled={saving}
            >
              {saving ? "Saving..." : "Save Changes"}
            </Button>
          </Group>
        </Stack>
      </Form>
    </Paper>
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
