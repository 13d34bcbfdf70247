// Universities and an intern's academic details (issue 70).

/** A scored criterion of a university's visit form. */
export interface VisitCriterion {
  Name: string;
  /** 1 to 10. */
  MaxScore: number;
}

/** A row of the administrator's Universities list. */
export interface University {
  Id: number;
  Name: string;
  Criteria: VisitCriterion[];
  /** A logbook copy of its students needs every signed week countersigned. */
  CountersignRequired: boolean;
  /** Active interns who name it. */
  Students: number;
}

/** What the picker offers. */
export interface UniversityChoice {
  Id: number;
  Name: string;
}

/** An intern's university, programme and academic supervisor. */
export interface AcademicDetails {
  University: UniversityChoice | null;
  StudyProgramme: string | null;
  AcademicSupervisor: { Name: string; Email: string; SignedUp: boolean } | null;
}

/** PUT /Intern/Academic and /Admin/Intern/{id}/Academic. */
export interface AcademicDetailsPayload {
  UniversityId: number | null;
  StudyProgramme: string | null;
  AcademicSupervisorName: string | null;
  AcademicSupervisorEmail: string | null;
}
