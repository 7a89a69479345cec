/**
 * The auth forms' checks (zod, through react-hook-form's resolver), loaded apart from the forms
 * (lazy-resolver.ts): the login and sign-up screen paints without zod.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod';
import { otpSchema, sendLoginOtpSchema, signUpFormSchema } from '../../../shared/auth-schemas';

export const loginChecks = zodResolver(sendLoginOtpSchema);
export const signUpChecks = zodResolver(signUpFormSchema);
export const otpChecks = zodResolver(z.object({ otp: otpSchema }));
