// shared-ui/university: one part of the package, shared on its own (see webpack.base.cjs): the
// "University" section of the intern's profile and of the administrator's intern page (issue 70).
export { UniversitySection, universityMessages } from '../university/university-section';
