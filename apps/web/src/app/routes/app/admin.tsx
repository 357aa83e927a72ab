import { AdminOverview, RecentAdminActions } from '@/features/admin';

/** /admin; the router lets only admins in (guard 'admin' in app/router.tsx). */
export function AdminRoute() {
  return (
    <div className="flex flex-col gap-6">
      <title>Admin · Manna</title>
      <header>
        <h1 className="font-serif text-3xl font-semibold">Admin</h1>
        <p className="mt-1 text-muted-foreground">How your community is doing today.</p>
      </header>
      <AdminOverview />
      <RecentAdminActions />
    </div>
  );
}
