// shared-ui/visits: one part of the package, shared on its own (see webpack.base.cjs): the
// intern's logbook and the supervisor's intern page show an academic supervisor's workplace
// visits and countersignatures (issue 70).
export {
  CountersignatureNote,
  VisitsQuerySection,
  VisitsSection,
  type VisitsSectionProps,
} from '../visits/visits-section';
