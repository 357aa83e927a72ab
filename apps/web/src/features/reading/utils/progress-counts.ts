/** Where the member stands in a plan, as the progress panels show it. */
export interface ProgressCounts {
  completed: number;
  total: number;
  currentDay: number;
  totalDays: number;
  streak: number;
  streakLoading: boolean;
}
