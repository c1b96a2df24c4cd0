import {z} from 'zod';

/** The footer's inline signup: one email address, checked in the browser and the resource route. */
export const emailSignupSchema = z.object({
  email: z.string().trim().min(1, 'Enter your email address.').max(254).pipe(z.email('Enter a valid email address.')),
});

export function parseEmailSignup(input: Record<string, unknown>): {ok: true; email: string} | {ok: false; error: string} {
  const result = emailSignupSchema.safeParse({email: typeof input.email === 'string' ? input.email : ''});
  return result.success ? {ok: true, email: result.data.email} : {ok: false, error: result.error.issues[0]!.message};
}
