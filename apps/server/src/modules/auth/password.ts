// Password hashing with argon2id. @node-rs/argon2's defaults are argon2id, m=19 MiB, t=2, p=1
// (OWASP's recommended minimum); its Algorithm const enum cannot be imported under erasable syntax,
// so the defaults are relied on and the auth tests check the "$argon2id$" prefix.
import { hash, verify } from '@node-rs/argon2';

export function hashPassword(plain: string): Promise<string> {
  return hash(plain);
}

/** False for a wrong password and for a hash that cannot be read, never an exception. */
export async function verifyPassword(passwordHash: string, plain: string): Promise<boolean> {
  try {
    return await verify(passwordHash, plain);
  } catch {
    return false;
  }
}
