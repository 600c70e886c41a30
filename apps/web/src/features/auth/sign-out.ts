'use client';

import { signOut } from 'next-auth/react';
import { writeProCookie } from './pro-cookie';

/** Signs out (the server revokes the API tokens) and lands on `callbackUrl`. */
export async function signOutAndLeave(callbackUrl = '/'): Promise<void> {
  writeProCookie(false);
  await signOut({ callbackUrl });
}
