import { AdminOverview } from '@/features/admin';
import { AdminRoute as AdminGuard } from '@/features/auth/components/admin-route';

export function AdminRoute() {
  return (
    <AdminGuard>
      <AdminScreen />
    </AdminGuard>
  );
}

function AdminScreen() {
  return (
    <div className="flex flex-col gap-6">
      <title>Admin · Manna</title>
      <header>
        <h1 className="font-serif text-3xl font-semibold">Admin</h1>
        <p className="mt-1 text-muted-foreground">How your community is doing today.</p>
      </header>
      <AdminOverview />
    </div>
  );
}
