// The VAPID key pair that signs every push: from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or
// generated once into DATA_DIR/vapid.json (kept across restarts, so subscriptions stay valid).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webPush from 'web-push';
import { StartupRefusal } from '../startupRefusal';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** The contact push services may write to (mailto: or https:). */
  subject: string;
}

export const VAPID_FILE = 'vapid.json';
const DEFAULT_SUBJECT = 'mailto:operator@localhost';
const KEY_PATTERN = /^[A-Za-z0-9_-]{20,200}$/;

export function loadVapidKeys(env: NodeJS.ProcessEnv, dataDir: string): VapidKeys {
  const subject = env.VAPID_SUBJECT?.trim() || DEFAULT_SUBJECT;
  if (!/^(mailto:|https:\/\/)/.test(subject)) {
    throw new StartupRefusal(`VAPID_SUBJECT=${subject} must be a mailto: or https:// address`);
  }
  const publicKey = env.VAPID_PUBLIC_KEY?.trim();
  const privateKey = env.VAPID_PRIVATE_KEY?.trim();
  if (publicKey || privateKey) {
    if (
      !publicKey ||
      !privateKey ||
      !KEY_PATTERN.test(publicKey) ||
      !KEY_PATTERN.test(privateKey)
    ) {
      throw new StartupRefusal(
        'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together, as URL-safe base64 ' +
          '(npx web-push generate-vapid-keys); or leave both unset to keep a pair in DATA_DIR',
      );
    }
    return { publicKey, privateKey, subject };
  }
  const file = path.join(dataDir, VAPID_FILE);
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<VapidKeys>;
    if (typeof stored.publicKey === 'string' && typeof stored.privateKey === 'string') {
      return { publicKey: stored.publicKey, privateKey: stored.privateKey, subject };
    }
    throw new StartupRefusal(`${file} holds no VAPID key pair: remove it to generate a new one`);
  }
  const generated = webPush.generateVAPIDKeys();
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(generated), { mode: 0o600 });
  return { ...generated, subject };
}
