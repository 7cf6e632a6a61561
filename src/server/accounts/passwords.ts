/**
 * Customer passwords (docs/security.md#passwords): argon2id with OWASP's minimum (19 MiB, 2 passes, 1 lane).
 * Staff keep Payload's own auth; customers never share it.
 */
import { hash, verify, type Algorithm } from '@node-rs/argon2'

// Algorithm is a const enum the compiler cannot inline across modules here; 2 is its Argon2id.
const argon2id = 2 as Algorithm
const options = { algorithm: argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 }

export const hashPassword = (password: string) => hash(password, options)

/** False for a wrong password and for a stored value that is not an argon2 hash. */
export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password)
  } catch {
    return false
  }
}

/** A stored hash made with weaker settings than today's should be replaced at the next sign-in. */
export const needsRehash = (stored: string) => !stored.startsWith('$argon2id$v=19$m=19456,t=2,p=1$')
