import { endpoint } from '../api-contract/endpoint';

/** Community figures for the admin screen. */
export interface AdminOverview {
  members: number;
  admins: number;
  signups_last_7_days: number;
  plans: number;
}

/** Admins only: any other member gets 403 (the testimony review is in testimonies-endpoints). */
export const adminEndpoints = {
  overview: endpoint<AdminOverview>()('GET', '/api/admin/overview'),
};
