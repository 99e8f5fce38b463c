import { Progress, Stack, Text } from "@mantine/core";
import { useUploadProgress } from "./upload-request";

/** The upload's progress bar while a form with images is sent, then 'Processing images...'. */
export function UploadProgress({ busy }: { busy: boolean }) {
  const progress = useUploadProgress();
  if (!busy || progress === null) return null;
  return (
    <Stack gap={4} aria-live="polite">
      <Progress value={progress} size="lg" striped animated aria-label="Upload progress" />
      <Text size="sm" c="dimmed">
        {progress < 100 ? `Uploading images: ${progress}%` : "Processing images..."}
      </Text>
    </Stack>
  );
}
