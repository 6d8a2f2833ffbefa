// Documents in an S3-compatible bucket (docs/configuration.md, document storage), through the
// official client. Object keys are `documents/<user id>/<uuid>.<extension>`: nothing of the
// customer but the id; the content type is stored with the object.
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Readable } from 'node:stream';
import { DOCUMENT_MIME, type DocumentFormat } from '../../domain/verification/documentContent';
import {
  assertDocumentKey,
  newDocumentKey,
  type DocumentStore,
  type OpenedDocument,
  type StoredDocument,
} from './documentStore';

export interface S3StoreConfig {
  /** S3_ENDPOINT: the server's base URL; unset, the provider's default for the region. */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** S3_FORCE_PATH_STYLE: `<endpoint>/<bucket>/<key>` instead of `<bucket>.<endpoint>/<key>`. */
  forcePathStyle: boolean;
}

/** Every object of this store lies under this prefix, so the bucket may hold other things. */
export const S3_DOCUMENT_PREFIX = 'documents/';

// One request waits at most this long; the SDK retries a failed one (3 attempts in all).
const CONNECTION_TIMEOUT_MS = 5_000;
const REQUEST_TIMEOUT_MS = 30_000;

function isNotFound(err: unknown): boolean {
  return (
    err instanceof S3ServiceException &&
    (err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata.httpStatusCode === 404)
  );
}

export class S3DocumentStore implements DocumentStore {
  readonly description: string;
  private readonly client: S3Client;

  constructor(private readonly config: S3StoreConfig) {
    this.description =
      `the S3 bucket ${config.bucket} (S3_BUCKET) in ${config.region}` +
      (config.endpoint ? ` at ${config.endpoint}` : '');
    this.client = new S3Client({
      region: config.region,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      forcePathStyle: config.forcePathStyle,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
      // Checksums only where the API needs them: several S3-compatible servers know no others.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      requestHandler: {
        connectionTimeout: CONNECTION_TIMEOUT_MS,
        requestTimeout: REQUEST_TIMEOUT_MS,
      },
    });
  }

  async check(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.config.bucket }));
    } catch (err) {
      const status =
        err instanceof S3ServiceException ? ` (HTTP ${err.$metadata.httpStatusCode ?? '?'})` : '';
      const name = err instanceof Error ? err.name : String(err);
      throw new Error(
        `S3_BUCKET=${this.config.bucket}: the bucket cannot be used` +
          (this.config.endpoint ? ` at S3_ENDPOINT=${this.config.endpoint}` : '') +
          `: ${name}${status}. Check S3_ENDPOINT, S3_REGION, S3_FORCE_PATH_STYLE and the keys`,
      );
    }
  }

  async put(userId: string, format: DocumentFormat, bytes: Uint8Array): Promise<string> {
    const key = newDocumentKey(userId, format);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.config.bucket,
        Key: this.objectKey(key),
        Body: bytes,
        ContentLength: bytes.length,
        ContentType: DOCUMENT_MIME[format],
      }),
    );
    return key;
  }

  async get(key: string): Promise<StoredDocument | null> {
    const object = await this.getObject(key);
    if (!object?.Body) return null;
    return {
      bytes: Buffer.from(await object.Body.transformToByteArray()),
      contentType: object.ContentType ?? 'application/octet-stream',
    };
  }

  async open(key: string): Promise<OpenedDocument | null> {
    const object = await this.getObject(key);
    if (!object?.Body) return null;
    // In Node the body is the HTTP response itself, a Readable.
    const body = object.Body as unknown;
    const stream =
      body instanceof Readable ? body : Readable.from(await object.Body.transformToByteArray());
    return {
      stream,
      contentType: object.ContentType ?? 'application/octet-stream',
      size: object.ContentLength ?? 0,
    };
  }

  async remove(key: string): Promise<void> {
    await this.client.send(
      new DeleteObjectCommand({ Bucket: this.config.bucket, Key: this.objectKey(key) }),
    );
  }

  /** Lets go of the client's sockets (tests, shutdown). */
  close(): void {
    this.client.destroy();
  }

  private async getObject(key: string) {
    try {
      return await this.client.send(
        new GetObjectCommand({ Bucket: this.config.bucket, Key: this.objectKey(key) }),
      );
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  private objectKey(key: string): string {
    assertDocumentKey(key);
    return S3_DOCUMENT_PREFIX + key;
  }
}
