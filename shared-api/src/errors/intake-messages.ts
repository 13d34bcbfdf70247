// The texts of the intakes (issue 49). Apart from messages.ts, which is the spec's catalogue
// letter for letter: an installation without intakes shows none of these.

export const intakeMessages = {
  // Failures
  couldNotGetIntakes: 'Could not get Intakes',
  couldNotGetIntakeDetails: 'Could not get Intake Details',
  couldNotAddNewIntake: 'Could not add new Intake',
  couldNotUpdateIntake: 'Could Not Update Intake',
  // Outcomes
  intakeAdded: 'New Intake Added',
  intakeUpdated: 'Intake Updated Successfully',
} as const;
