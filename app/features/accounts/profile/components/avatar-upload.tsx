import { ActionIcon, Box, FileButton, Loader, Tooltip } from "@mantine/core";
import { IconCamera } from "@tabler/icons-react";
import { useFetcher } from "react-router";
import { showToast } from "~/components/toast";
import type { ActionFailure } from "~/lib/errors";
import { useActionResult } from "~/lib/http/use-action-result";
import { looksLikeImage } from "~/lib/image-signature";
import { MemberAvatar } from "../../components/member-avatar";
import { profileErrors } from "../errors";
import { AVATAR_ACCEPT, avatarFileProblem, PROFILE_MESSAGES } from "../own-profile";

const SIZE = 120;

/** The profile photo with a button to upload a new one (checked here, then again on the server). */
export function AvatarUpload({ avatarKey, name }: { avatarKey: string | null; name: string }) {
  const fetcher = useFetcher<ActionFailure>();
  const busy = fetcher.state !== "idle";

  useActionResult(fetcher, (result) => {
    if (!result.ok) showToast(result.error || PROFILE_MESSAGES.photoFailed, "red", "Close");
  });

  async function upload(file: File | null) {
    if (!file) return;
    const problem = avatarFileProblem(file);
    if (problem) {
      showToast(profileErrors.table[problem].message, "red", "Close");
      return;
    }
    // The picker goes by the name; a text file named .png is refused by its bytes.
    if (!(await looksLikeImage(file))) {
      showToast(PROFILE_MESSAGES.notAnImage, "red", "Close");
      return;
    }
    const body = new FormData();
    body.set("intent", "avatar");
    body.set("avatar", file);
    fetcher.submit(body, { method: "post", encType: "multipart/form-data" });
  }

  return (
    <Box pos="relative" w={SIZE} h={SIZE} style={{ flex: "none" }}>
      <MemberAvatar
        avatarKey={avatarKey}
        name={name}
        size={SIZE}
        style={{ border: "4px solid #fff", boxShadow: "0 8px 24px rgb(35 31 27 / 0.14)" }}
        initialStyle={{ fontSize: "2.75rem", fontFamily: "var(--mantine-font-family-headings)" }}
      />
      {busy ? (
        <Box
          pos="absolute"
          inset={0}
          style={{
            display: "grid",
            placeItems: "center",
            borderRadius: SIZE,
            background: "rgb(255 255 255 / 0.7)",
          }}
          role="status"
          aria-label="Uploading photo"
        >
          <Loader size="sm" />
        </Box>
      ) : null}
      <FileButton
        onChange={(file) => void upload(file)}
        accept={AVATAR_ACCEPT.join(",")}
        disabled={busy}
      >
        {(props) => (
          <Tooltip label="Change photo" withArrow>
            <ActionIcon
              {...props}
              pos="absolute"
              right={2}
              bottom={2}
              size={38}
              radius="xl"
              variant="filled"
              aria-label="Change profile photo"
              loading={busy}
              style={{ border: "3px solid #fff" }}
            >
              <IconCamera size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        )}
      </FileButton>
    </Box>
  );
}
