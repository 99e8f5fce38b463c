import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import {
  contentTypeOf,
  isValidKey,
  MEDIA_CACHE_CONTROL,
  type MediaStorage,
  type StoredFile,
} from "./storage-contract";

export type S3StorageConfig = {
  bucket: string;
  /** Anything but AWS itself: R2, MinIO, Backblaze, a local test store. */
  endpoint?: string;
  region: string;
  /** Without them the SDK's own chain is used (AWS_* variables, instance roles). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  forcePathStyle?: boolean;
};

export type StoredObject = { key: string; size: number; lastModified: Date };

/** DeleteObjects takes at most this many keys a call. */
const DELETE_BATCH = 1000;

function isNotFound(error: unknown) {
  return (
    error instanceof S3ServiceException &&
    (error.$metadata.httpStatusCode === 404 ||
      error.name === "NotFound" ||
      error.name === "NoSuchKey")
  );
}

/**
 * Media in an S3-compatible bucket, under the same keys as on local disk, so
 * that several app servers share one store. Objects are written whole (the
 * variants are small buffers), so a reader never sees half a file.
 */
export class S3MediaStorage implements MediaStorage {
  readonly client: S3Client;
  readonly bucket: string;

  constructor(config: S3StorageConfig) {
    this.bucket = config.bucket;
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      credentials: config.credentials,
      forcePathStyle: config.forcePathStyle,
      // Checksums only where the API demands them: the stores besides AWS (and the
      // local test store) do not all understand the newer checksum trailers.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
      // A few quick attempts: an upload waits on these calls.
      maxAttempts: 3,
    });
  }

  async put(key: string, bytes: Uint8Array, contentType: string) {
    if (!isValidKey(key)) throw new Error(`Invalid media key: ${key}`);
    if (contentTypeOf(key) !== contentType) {
      throw new Error(`Media key ${key} does not match content type ${contentType}`);
    }
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: bytes,
        ContentType: contentType,
        ContentLength: bytes.byteLength,
        // Read as they are when the bucket is served directly (S3_PUBLIC_URL).
        CacheControl: MEDIA_CACHE_CONTROL,
      }),
    );
  }

  async get(key: string): Promise<StoredFile | null> {
    const contentType = contentTypeOf(key);
    if (!isValidKey(key) || !contentType) return null;
    let head: Awaited<ReturnType<typeof this.head>>;
    try {
      head = await this.head(key);
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
    const etag = head.ETag ?? `"${(head.ContentLength ?? 0).toString(16)}"`;
    const read = async () => {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: key, IfMatch: head.ETag }),
      );
      if (!object.Body) throw new Error(`Media object ${key} has no body`);
      return object.Body;
    };
    return {
      stream() {
        // Answered at once; the bytes follow when the store sends them.
        const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
        read()
          .then((body) => body.transformToWebStream().pipeTo(writable))
          .catch((error: unknown) => writable.abort(error).catch(() => {}));
        return readable;
      },
      bytes: async () => Buffer.from(await (await read()).transformToByteArray()),
      size: head.ContentLength ?? 0,
      contentType,
      etag,
      lastModified: head.LastModified ?? new Date(0),
    };
  }

  private head(key: string) {
    return this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  /** Every object under the prefix (all of the bucket without one). */
  async *objects(prefix?: string): AsyncGenerator<StoredObject> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) {
        if (!object.Key) continue;
        yield {
          key: object.Key,
          size: object.Size ?? 0,
          lastModified: object.LastModified ?? new Date(0),
        };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async delete(prefix: string) {
    const key = prefix.replace(/\/+$/, "");
    if (!isValidKey(key)) throw new Error(`Invalid media prefix: ${prefix}`);
    // The prefix itself (a file) and everything under it as a folder, not `key*`:
    // deleting `artworks/ab` must leave `artworks/abc` alone.
    const keys = [key];
    for await (const inside of this.objects(`${key}/`)) keys.push(inside.key);
    await this.deleteKeys(keys);
  }

  async deleteAll() {
    const keys: string[] = [];
    for await (const object of this.objects()) keys.push(object.key);
    await this.deleteKeys(keys);
  }

  private async deleteKeys(keys: string[]) {
    for (let start = 0; start < keys.length; start += DELETE_BATCH) {
      const batch = keys.slice(start, start + DELETE_BATCH);
      const result = await this.client.send(
        new DeleteObjectsCommand({
          Bucket: this.bucket,
          Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
        }),
      );
      const failed = (result.Errors ?? []).filter((error) => error.Code !== "NoSuchKey");
      if (failed.length > 0) {
        throw new Error(
          `Could not delete ${failed.length} media objects, e.g. ${failed[0]?.Key}: ${failed[0]?.Message}`,
        );
      }
    }
  }
}
