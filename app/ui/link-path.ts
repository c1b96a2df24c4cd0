/**
 * Whether React Router's `Link` writes this store path into its `href` exactly as given: no `//`,
 * no `.` or `..` segment for it to resolve, no bare `?` or `#` for it to drop. A Link resolves every
 * other path first.
 */
export function isPathLinkKeeps(to: string): boolean {
  if (!to.startsWith('/')) return false;
  const hashAt = to.indexOf('#');
  const beforeHash = hashAt < 0 ? to : to.slice(0, hashAt);
  if (hashAt >= 0 && hashAt === to.length - 1) return false;
  const searchAt = beforeHash.indexOf('?');
  if (searchAt >= 0 && searchAt === beforeHash.length - 1) return false;
  const pathname = searchAt < 0 ? beforeHash : beforeHash.slice(0, searchAt);
  return !pathname.includes('//') && pathname.split('/').every((segment) => segment !== '.' && segment !== '..');
}
