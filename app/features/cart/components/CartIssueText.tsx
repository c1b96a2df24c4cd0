import type {CartIssue} from '~/features/cart/model/cart-issues';

/** Errors interrupt (alert); warnings inform (status). */
export function CartIssueText({issues}: {issues: CartIssue[]}) {
  if (issues.length === 0) return null;
  return (
    <>
      {issues.map((issue, index) => (
        <p
          key={`${issue.code}-${index}`}
          role={issue.severity === 'error' ? 'alert' : 'status'}
          className={`cart-issue cart-issue--${issue.severity}`}
          data-testid="cart-issue"
        >
          {issue.message}
        </p>
      ))}
    </>
  );
}
