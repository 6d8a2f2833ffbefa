// A local push service for tests: an HTTP server standing in for a browser vendor's push service,
// with a browser's subscription keys, that receives each encrypted push and decrypts it
// (RFC 8291 aes128gcm, with the VAPID Authorization header of RFC 8292 kept for checks).
import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedPush {
  /** The decrypted payload. */
  json: unknown;
  authorization: string | undefined;
  contentEncoding: string | undefined;
}

export interface LocalPushService {
  /** What a browser's PushSubscription.toJSON() gives, for PUT /web-api/push/subscription. */
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  received: ReceivedPush[];
  close(): Promise<void>;
}

export async function startLocalPushService(host = '127.0.0.1'): Promise<LocalPushService> {
  const ecdh = createECDH('prime256v1');
  const publicKey = ecdh.generateKeys();
  const authSecret = randomBytes(16);
  const received: ReceivedPush[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      try {
        const plain = decryptAes128gcm(Buffer.concat(chunks), ecdh, publicKey, authSecret);
        received.push({
          json: JSON.parse(plain.toString('utf8')),
          authorization: request.headers.authorization,
          contentEncoding: request.headers['content-encoding'],
        });
        response.writeHead(201).end();
      } catch {
        response.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    subscription: {
      endpoint: `http://${host}:${port}/push/${randomBytes(8).toString('hex')}`,
      keys: { p256dh: publicKey.toString('base64url'), auth: authSecret.toString('base64url') },
    },
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function hkdf(salt: Buffer, ikm: Buffer, info: Buffer, length: number): Buffer {
  return Buffer.from(hkdfSync('sha256', ikm, salt, info, length));
}

/** One aes128gcm record: salt(16) rs(4) idlen(1) keyid(the sender's public key) ciphertext. */
function decryptAes128gcm(
  body: Buffer,
  ecdh: ReturnType<typeof createECDH>,
  receiverPublic: Buffer,
  authSecret: Buffer,
): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const senderPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const shared = ecdh.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiverPublic, senderPublic]);
  const ikm = hkdf(authSecret, shared, keyInfo, 32);
  const key = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12);
  const decipher = createDecipheriv('aes-128-gcm', key, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 2, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end);
}
