/** Community figures for the admin screen. */
export interface AdminOverview {
  members: number;
  admins: number;
  signups_last_7_days: number;
  plans: number;
}
