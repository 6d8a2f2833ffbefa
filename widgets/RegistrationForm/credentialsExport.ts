// The credential-save choices of SPEC section 4 "Registration choices": 0 file, 1 image, 2 e-mail.
// File and image are made in the browser and downloaded through a Blob URL; nothing leaves it.

export interface Credentials {
  login: string;
  password: string;
}

export const CREDENTIALS_FILE_NAME = 'account.txt';
export const CREDENTIALS_IMAGE_NAME = 'account.png';

/** The text of the file and the lines of the image: one "label: value" a line. */
export function credentialsLines(
  c: Credentials,
  labels: { site: string; login: string; password: string },
): string[] {
  return [labels.site, `${labels.login}: ${c.login}`, `${labels.password}: ${c.password}`];
}

/** Saves a Blob under a file name through a temporary link (no server round trip). */
export function downloadBlob(blob: Blob, fileName: string, doc: Document = document): void {
  const url = URL.createObjectURL(blob);
  const link = doc.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  doc.body.append(link);
  link.click();
  link.remove();
  // Revoke on the next task: the download has started by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function saveCredentialsFile(lines: readonly string[], doc: Document = document): void {
  downloadBlob(
    new Blob([lines.join('\n') + '\n'], { type: 'text/plain;charset=utf-8' }),
    CREDENTIALS_FILE_NAME,
    doc,
  );
}

const IMAGE_WIDTH = 480;
const LINE_HEIGHT = 36;
const PADDING = 24;

/** Draws the lines on a canvas and downloads it as a PNG; false when canvas is unavailable. */
export async function saveCredentialsImage(
  lines: readonly string[],
  doc: Document = document,
): Promise<boolean> {
  const canvas = doc.createElement('canvas');
  canvas.width = IMAGE_WIDTH;
  canvas.height = PADDING * 2 + LINE_HEIGHT * lines.length;
  const context = canvas.getContext('2d');
  if (!context) return false;
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = '#111111';
  context.font = '20px sans-serif';
  context.textBaseline = 'top';
  lines.forEach((line, i) => context.fillText(line, PADDING, PADDING + i * LINE_HEIGHT));
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) return false;
  downloadBlob(blob, CREDENTIALS_IMAGE_NAME, doc);
  return true;
}

/**
 * The e-mail choice without a server mailer: a mailto: URL that opens the customer's mail program
 * with a message to the address they typed, holding the same lines as the file.
 */
export function credentialsMailto(
  email: string,
  subject: string,
  lines: readonly string[],
): string {
  const query = new URLSearchParams({ subject, body: lines.join('\n') });
  // mailto bodies use %20, not '+', for spaces (RFC 6068).
  return `mailto:${encodeURIComponent(email)}?${query.toString().replace(/\+/g, '%20')}`;
}
