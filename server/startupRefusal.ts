/**
 * The server refuses to start for a reason the operator can fix (bad env, invalid content,
 * DATA_DIR in use, missing build): main prints the message alone, without a stack.
 */
export class StartupRefusal extends Error {
  override name = 'StartupRefusal';
}
