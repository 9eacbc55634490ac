// Writes a stream of unknown length to R2 with bounded memory (docs/decisions/0010-streamed-uploads.md).
// R2's put() needs a body of known length, and a multipart upload's parts must all be the same size
// (≥ 5 MiB) except the last. So bytes are gathered into one part-sized buffer; when it fills, a
// multipart upload starts (lazily: a file smaller than one part is a single put() at close()) and the
// buffer is sent as the next part. Nothing becomes visible in the bucket until close() completes;
// abort() discards everything.

/** 8 MiB: over R2's 5 MiB minimum, few round trips for a 50 MB file, one buffer of memory. */
export const PART_SIZE = 8 * 1024 * 1024;

export class R2StreamWriter {
  private buffer: Uint8Array;
  private filled = 0;
  private upload: R2MultipartUpload | null = null;
  private readonly parts: R2UploadedPart[] = [];
  private closed = false;
  /** Set once the object exists in the bucket (put or complete succeeded). */
  private stored = false;
  size = 0;

  constructor(
    private readonly bucket: R2Bucket,
    readonly key: string,
    private readonly options: { httpMetadata?: R2HTTPMetadata; customMetadata?: Record<string, string> } = {},
    private readonly partSize = PART_SIZE,
  ) {
    // Start small and grow: most documents are far smaller than one part.
    this.buffer = new Uint8Array(Math.min(partSize, 64 * 1024));
  }

  async write(chunk: Uint8Array): Promise<void> {
    if (this.closed) throw new Error("R2StreamWriter: write after close");
    let offset = 0;
    while (offset < chunk.length) {
      if (this.filled === this.buffer.length) {
        if (this.buffer.length < this.partSize) this.grow();
        else await this.flushPart();
      }
      const n = Math.min(chunk.length - offset, this.buffer.length - this.filled);
      this.buffer.set(chunk.subarray(offset, offset + n), this.filled);
      this.filled += n;
      offset += n;
    }
    this.size += chunk.length;
  }

  private grow(): void {
    const next = new Uint8Array(Math.min(this.partSize, this.buffer.length * 4));
    next.set(this.buffer.subarray(0, this.filled));
    this.buffer = next;
  }

  private async flushPart(): Promise<void> {
    this.upload ??= await this.bucket.createMultipartUpload(this.key, this.options);
    // uploadPart has consumed the bytes once it resolves, so the same buffer is refilled afterwards.
    this.parts.push(await this.upload.uploadPart(this.parts.length + 1, this.buffer.subarray(0, this.filled)));
    this.filled = 0;
  }

  /** Stores what was written: one put() for a small file, else the last part and complete(). */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    if (!this.upload) {
      await this.bucket.put(this.key, this.buffer.subarray(0, this.filled), this.options);
    } else {
      if (this.filled > 0) await this.flushPart();
      await this.upload.complete(this.parts);
    }
    this.stored = true;
    this.buffer = new Uint8Array(0);
  }

  /** Discards the upload: aborts an unfinished multipart upload, or deletes an object already stored. */
  async abort(): Promise<void> {
    const attempted = this.closed;
    this.closed = true;
    this.buffer = new Uint8Array(0);
    if (this.upload && !this.stored) await this.upload.abort();
    // After a close() attempt the object may exist (or a failed put may have half-happened): remove it.
    if (this.stored || attempted) await this.bucket.delete(this.key);
  }
}
