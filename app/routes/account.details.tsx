import {useCustomerAccount} from './account';

export default function AccountDetails() {
  const account = useCustomerAccount();
  const name = [account.firstName, account.lastName].filter(Boolean).join(' ');
  return (
    <section aria-labelledby="account-title">
      <h1 id="account-title">Account Details</h1>
      <dl className="account-details">
        <dt>Name</dt>
        <dd>{name || 'Not given'}</dd>
        <dt>Email</dt>
        <dd>{account.email ?? 'Not given'}</dd>
      </dl>
    </section>
  );
}
