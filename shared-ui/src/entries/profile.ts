// shared-ui/profile: one part of the package, shared on its own (see webpack.base.cjs).
export {
  ProfileDetails,
  type ProfileDetailsProps,
  type ProfileRow,
} from '../profile/profile-details';
export { ProfilePage, type ProfilePageProps } from '../profile/profile-page';
export { EditProfilePage, type EditProfilePageProps } from '../profile/edit-profile-page';
export { EditProfileForm, type EditProfileFormProps } from '../profile/edit-profile-form';
export { useUpdateProfile } from '../profile/use-update-profile';
export { userForEditQuery, positionsQuery } from '../profile/profile-queries';
export { CalendarFeedCard } from '../profile/calendar-feed-card';
