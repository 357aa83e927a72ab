// User is the default role and the fallback; admin sets the admin flag
// (docs/product/accounts-and-shell.md#roles-and-permissions).
export const ROLES = ['user', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export function toRole(value: unknown): Role {
  return value === 'admin' ? 'admin' : 'user';
}

export function isAdminRole(role: unknown): boolean {
  return toRole(role) === 'admin';
}
