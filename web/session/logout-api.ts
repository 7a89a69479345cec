/**
 * POST /api/auth/logout (SPEC §7), apart from auth-api.ts: the entry retries a pending logout at
 * start, and auth-api's answer schemas would bring zod onto every public page.
 */
import { api } from '../lib/api';

export function logout(): Promise<void> {
  return api.post<void>('/api/auth/logout');
}
