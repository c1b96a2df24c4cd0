export default function AccountWishlist() {
  return (
    <section aria-labelledby="account-title">
      <h1 id="account-title">My Wishlist</h1>
      <p>Coming Soon</p>
    </section>
  );
}
