/** One notification as GET /Notification and the stream give it (docs/product.md, "Notifications"). */
export interface AppNotification {
  Id: number;
  /** What happened, e.g. `task_completed`. */
  Kind: string;
  Who: string;
  Subject: string;
  /** The id or date its screen is found by. */
  Ref: string;
  Text: string;
  /** The screen it leads to. */
  Path: string;
  CreatedAt: string;
  Read: boolean;
}

export interface LatestNotifications {
  Notifications: AppNotification[];
  Unread: number;
}
