// The texts of the intakes (issue 49). Apart from messages.ts, which is the spec's catalogue
// letter for letter: an installation without intakes shows none of these.
// By the package's name: this file is bundled with shared-api/intakes.
import { m } from 'shared-api';

export const intakeMessages = {
  // Failures
  couldNotGetIntakes: m('Could not get Intakes'),
  couldNotGetIntakeDetails: m('Could not get Intake Details'),
  couldNotAddNewIntake: m('Could not add new Intake'),
  couldNotUpdateIntake: m('Could Not Update Intake'),
  // Outcomes
  intakeAdded: m('New Intake Added'),
  intakeUpdated: m('Intake Updated Successfully'),
} as const;
