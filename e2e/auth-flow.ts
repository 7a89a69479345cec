import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/** Reads the development code shown on the code step (the 'Development code: 123456' notice). */
export async function developmentCode(page: Page): Promise<string> {
  const note = page.getByRole('note').filter({ hasText: 'Development code' });
  await note.waitFor();
  const code = (await note.textContent())?.match(/\d{6}/)?.[0];
  expect(code).toMatch(/^\d{6}$/);
  return code as string;
}

export interface NewUser {
  fullName: string;
  username: string;
  phone: string;
  role: 'admin' | 'member';
}

/** Fills the Sign Up form and asks for the code (stops on the code step). */
export async function startSignUp(page: Page, user: NewUser): Promise<void> {
  await page.goto('/');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('Full Name').fill(user.fullName);
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Phone Number').fill(user.phone);
  await page.getByLabel('Account Type').selectOption(user.role);
  await page.getByRole('button', { name: 'Send OTP via SMS' }).click();
}

/**
 * Signs up through the screen with the development code and goes on to the role's home with the
 * card's 'Continue to Dashboard', as an impatient person does: waiting out the card's 2 s on each of
 * some 60 sign-ups costs two minutes of every run. auth.e2e.ts waits them out once.
 */
export async function signUpThroughUi(page: Page, user: NewUser): Promise<void> {
  await startSignUp(page, user);
  const code = await developmentCode(page);
  await page.getByLabel('Verification Code').fill(code);
  await page.getByRole('button', { name: 'Verify & Create Account' }).click();
  await page.getByRole('heading', { name: 'Account Created!' }).waitFor();
  await page.getByRole('button', { name: 'Continue to Dashboard' }).click();
  await page.waitForURL(`**/${user.role}`, { timeout: 5000 });
}

/** Logs in through the Login tab with the development code. */
export async function logInThroughUi(page: Page, username: string, phone: string): Promise<void> {
  await page.goto('/');
  await page.getByRole('tab', { name: 'Login' }).click();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Phone Number').fill(phone);
  await page.getByRole('button', { name: 'Send OTP via SMS' }).click();
  const code = await developmentCode(page);
  await page.getByLabel('Verification Code').fill(code);
  await page.getByRole('button', { name: 'Verify & Login' }).click();
}
