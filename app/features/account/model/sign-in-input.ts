import {z} from 'zod';

// The sign-in form's fields, checked before the platform is asked; its own checks still apply.

export const signInInputSchema = z.object({
  email: z.string().trim().min(1, 'Enter your email address.').max(254).pipe(z.email('Enter a valid email address.')),
  password: z.string().min(1, 'Enter your password.').max(256, 'This password is too long.'),
  returnTo: z.string().optional(),
});

export type SignInInput = z.infer<typeof signInInputSchema>;
export type SignInField = 'email' | 'password';

export type SignInParse =
  | {ok: true; input: SignInInput}
  | {ok: false; fieldErrors: Partial<Record<SignInField, string>>};

export function parseSignInForm(form: FormData): SignInParse {
  const text = (key: string) => {
    const value = form.get(key);
    return typeof value === 'string' ? value : undefined;
  };
  // A missing field reads as empty, so the shopper sees the same message as for a blank one.
  const raw = {email: text('email') ?? '', password: text('password') ?? '', returnTo: text('returnTo')};
  const result = signInInputSchema.safeParse(raw);
  if (result.success) return {ok: true, input: result.data};
  const fieldErrors: Partial<Record<SignInField, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'email' || field === 'password') && !fieldErrors[field]) fieldErrors[field] = issue.message;
  }
  return {ok: false, fieldErrors};
}
