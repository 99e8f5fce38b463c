/**
 * Copies the media on local disk (MEDIA_DIR) to the S3-compatible store the
 * S3_* settings name, and checks each object's size and SHA-256 afterwards:
 *   S3_BUCKET=… S3_ENDPOINT=… npm run media:migrate [-- --from ./data/media]
 * Safe to run again: files already copied with the same bytes are left alone.
 * Exits 1 when any file could not be copied or read back identical.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { copyLocalMedia, S3MediaStorage, s3Settings } from "~/features/media/index.server";
import { EnvError, env } from "~/lib/env.server";

const USAGE = "Usage: S3_BUCKET=… npm run media:migrate [-- --from DIR]";

function fail(message: string, code = 1): never {
  process.stderr.write(`${message}\n`);
  process.exit(code);
}

let config: ReturnType<typeof env>;
try {
  config = env();
} catch (error) {
  if (error instanceof EnvError) fail(error.message, 2);
  throw error;
}

const { values } = parseArgs({
  args: process.argv.slice(2),
  options: { from: { type: "string" }, help: { type: "boolean", short: "h" } },
});
if (values.help) {
  process.stdout.write(`${USAGE}\n`);
  process.exit(0);
}
const settings = s3Settings(config);
if (!settings) fail(`S3_BUCKET is not set: there is no store to copy to.\n${USAGE}`, 2);

const root = path.resolve(values.from ?? config.MEDIA_DIR);
const target = new S3MediaStorage(settings);

process.stdout.write(`Copying media from ${root} to bucket ${settings.bucket}…\n`);
const report = await copyLocalMedia(root, target, (key, outcome) => {
  if (outcome === "failed") process.stdout.write(`  failed  ${key}\n`);
});
process.stdout.write(
  `${report.copied.length} copied and verified, ${report.unchanged.length} already there, ` +
    `${report.skipped.length} skipped (not media), ${report.failed.length} failed.\n`,
);
for (const { key, reason } of report.failed) process.stderr.write(`  ${key}: ${reason}\n`);
process.exit(report.failed.length > 0 ? 1 : 0);
