// Workplace visits and countersignatures (issue 70): an intern's academic supervisor's.

/** A scored criterion of a visit, as the university's criteria were that day. */
export interface VisitScore {
  Name: string;
  MaxScore: number;
  Score: number;
}

/** An academic supervisor's visit to the intern at the workplace. */
export interface Visit {
  Id: number;
  /** YYYY-MM-DD. */
  VisitedOn: string;
  /** "Former academic supervisor" once their account is erased. */
  VisitorName: string;
  /** Who they met at the workplace. */
  Met: string;
  Assessment: string;
  Scores: VisitScore[];
  CreatedAt: string;
}

export interface Visits {
  /** Newest first, at most 50. */
  Visits: Visit[];
}

/** The academic supervisor's countersignature of a signed logbook week; null when none. */
export type Countersignature = { SignerName: string; SignedAt: string } | null;
