// Types of the parts of s3rver (an S3-compatible server for tests; the package ships none) the storage tests use.
declare module 's3rver' {
  interface S3rverOptions { port?: number; address?: string; directory: string; silent?: boolean; configureBuckets?: Array<{ name: string }> }
  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<{ port: number; address: string }>;
    close(): Promise<void>;
  }
}
