// The part of s3rver's API the tests use (it ships no types).
declare module "s3rver" {
  type Options = {
    address?: string;
    port?: number;
    silent?: boolean;
    directory: string;
    configureBuckets?: { name: string }[];
  };
  export default class S3rver {
    constructor(options: Options);
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}

declare module "s3rver/lib/stores/filesystem.js" {
  type StoredObject = { bucket: string; key: string };
  export default class FilesystemStore {
    getResourcePath(bucket: string, key: string, resource: string): string;
    putObject(object: StoredObject): Promise<{ size: number; md5: string }>;
  }
}
