import type { PerformanceTask } from 'shared-api';

export interface RatingPoint {
  /** The task's deadline, YYYY-MM-DD. */
  date: string;
  task: string;
  rating: number;
}

/** The rated tasks in deadline order: the points of the ratings-over-time chart. */
export function ratingPoints(tasks: PerformanceTask[]): RatingPoint[] {
  return tasks
    .filter((task) => task.Status === 'Completed' && task.Rating !== null)
    .map((task) => ({ date: task.Deadline, task: task.Task, rating: task.Rating as number }))
    .sort((a, b) => a.date.localeCompare(b.date));
}
