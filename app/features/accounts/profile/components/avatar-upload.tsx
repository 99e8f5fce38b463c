import { IconCamera } from "@tabler/icons-react";
import { useRef } from "react";
import { useFetcher } from "react-router";
import { IconButton } from "~/components/button";
import { Loader } from "~/components/loader";
import { showToast } from "~/components/toast";
import type { ActionFailure } from "~/lib/errors";
import { useActionResult } from "~/lib/http/use-action-result";
import { looksLikeImage } from "~/lib/image-signature";
import { MemberAvatar } from "../../components/member-avatar";
import { profileErrors } from "../errors";
import { AVATAR_ACCEPT, avatarFileProblem, PROFILE_MESSAGES } from "../own-profile";
import classes from "./avatar-upload.module.css";

const SIZE = 120;

/** The profile photo with a button to upload a new one (checked here, then again on the server). */
export function AvatarUpload({ avatarKey, name }: { avatarKey: string | null; name: string }) {
  const fetcher = useFetcher<ActionFailure>();
  const busy = fetcher.state !== "idle";
  const picker = useRef<HTMLInputElement>(null);

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
    <div className={classes.frame}>
      <MemberAvatar
        avatarKey={avatarKey}
        name={name}
        size={SIZE}
        className={classes.avatar}
        initialClassName={classes.initial}
      />
      {busy ? (
        <div className={classes.busy}>
          <Loader size="sm" label="Uploading photo" />
        </div>
      ) : null}
      <input
        ref={picker}
        type="file"
        accept={AVATAR_ACCEPT.join(",")}
        className={classes.picker}
        tabIndex={-1}
        aria-hidden="true"
        disabled={busy}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0] ?? null;
          // Emptied, so that the same file can be chosen again after a refusal.
          event.currentTarget.value = "";
          void upload(file);
        }}
      />
      <IconButton
        label="Change profile photo"
        variant="filled"
        color="teal"
        size="md"
        round
        className={classes.change}
        disabled={busy}
        onClick={() => picker.current?.click()}
      >
        <IconCamera size={18} aria-hidden />
      </IconButton>
    </div>
  );
}
