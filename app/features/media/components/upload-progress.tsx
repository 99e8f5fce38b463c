import type { CSSProperties } from "react";
import layout from "~/components/layout.module.css";
import { Progress } from "~/components/progress";
import text from "~/components/text.module.css";
import { useUploadProgress } from "./upload-request";

/** The upload's progress bar while a form with images is sent, then 'Processing images...'. */
export function UploadProgress({ busy }: { busy: boolean }) {
  const progress = useUploadProgress();
  if (!busy || progress === null) return null;
  return (
    <div className={layout.stack} style={{ "--gap": "4px" } as CSSProperties} aria-live="polite">
      <Progress value={progress} size="lg" striped label="Upload progress" />
      <p className={`${text.plain} ${text.sm} ${text.dimmed}`}>
        {progress < 100 ? `Uploading images: ${progress}%` : "Processing images..."}
      </p>
    </div>
  );
}
