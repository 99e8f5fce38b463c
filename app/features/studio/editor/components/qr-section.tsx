import { Button, Group, Image, Text } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { qrDownloadUrl } from "~/features/studio/artworks/qr-download";
import { FormSection } from "./form-sections";

/** The artwork's QR code, to download for a printed wall label. */
export function QrSection({ artworkId }: { artworkId: string }) {
  return (
    <FormSection
      title="QR Code"
      description="Print it on the wall label: it opens the artwork's page in the gallery."
    >
      <Group gap="lg" align="center">
        <Image
          src={qrDownloadUrl(artworkId, "png")}
          alt="QR code of the artwork's page"
          w={128}
          h={128}
          radius="sm"
          style={{ border: "1px solid var(--mantine-color-gray-3)" }}
        />
        <Group gap="sm">
          <Button
            component="a"
            href={qrDownloadUrl(artworkId, "png")}
            download
            variant="light"
            leftSection={<IconDownload size={16} aria-hidden />}
          >
            Download PNG
          </Button>
          <Button
            component="a"
            href={qrDownloadUrl(artworkId, "svg")}
            download
            variant="light"
            leftSection={<IconDownload size={16} aria-hidden />}
          >
            Download SVG
          </Button>
        </Group>
      </Group>
      <Text size="xs" c="dimmed">
        The SVG stays sharp at any print size.
      </Text>
    </FormSection>
  );
}
