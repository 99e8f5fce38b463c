import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import FilesystemStore from "s3rver/lib/stores/filesystem.js";

/**
 * s3rver answers a PutObject before its file is written (it resolves as soon as
 * the write is started), so a read right after can miss the object, which real
 * stores never do. Its store waits here until the file holds every byte.
 */
const startedPut = FilesystemStore.prototype.putObject;
FilesystemStore.prototype.putObject = async function putObjectWritten(object) {
  const written = await startedPut.call(this, object);
  const file = this.getResourcePath(object.bucket, object.key, "object");
  for (let waited = 0; waited < 5_000; waited += 5) {
    if ((await stat(file).catch(() => null))?.size === written.size) break;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return written;
};

/** The keys the local test store accepts (it checks signatures against these). */
const CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

/**
 * An S3-compatible store on a free loopback port, keeping its objects in a
 * temporary folder, with the buckets asked for. `env` is what the app reads
 * to use it (S3_*).
 */
export async function startS3Server(buckets: string[] = ["gallery-media"]) {
  const directory = await mkdtemp(path.join(tmpdir(), "gallery-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: buckets.map((name) => ({ name })),
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    directory,
    credentials: CREDENTIALS,
    /** The app's configuration for one bucket of this store. */
    env(bucket = buckets[0] ?? "gallery-media"): Record<string, string> {
      return {
        S3_BUCKET: bucket,
        S3_ENDPOINT: endpoint,
        S3_REGION: "us-east-1",
        S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
        S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
        S3_FORCE_PATH_STYLE: "true",
      };
    },
    /** The store config S3MediaStorage takes, for one bucket. */
    config(bucket = buckets[0] ?? "gallery-media") {
      return {
        bucket,
        endpoint,
        region: "us-east-1",
        credentials: CREDENTIALS,
        forcePathStyle: true,
      };
    },
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

export type S3TestServer = Awaited<ReturnType<typeof startS3Server>>;
