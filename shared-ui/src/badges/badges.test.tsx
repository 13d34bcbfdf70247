import { screen } from '@testing-library/react';
import { renderUi as render } from '../test-utils/render';
import { stylesInDocument } from '../test-utils/styles-in-document';
import { ApplicationStatusBadge, RatingBadge, TaskRating, TaskStatusBadge } from './badges';
import { ratingAction, shownApplicationStatus } from './status-rules';

// These tests assert colours and white-space: Emotion's rules must be in the document.
stylesInDocument();

function badge(text: string) {
  return screen.getByText(text).closest('[data-tone]');
}

describe('ApplicationStatusBadge', () => {
  it.each([
    ['Processing', 'Processing', 'blue', 'MuiChip-colorInfo'],
    ['Accepted', 'Accepted For Interview', 'orange', 'MuiChip-colorWarning'],
    ['Passed', 'Interview Passed', 'green', 'MuiChip-colorSuccess'],
    ['Declined', 'Declined', 'red', 'MuiChip-colorError'],
    ['Archived', 'Archived', 'grey', 'MuiChip-colorDefault'],
  ])('shows %s as %s in %s', (stored, text, tone, chipClass) => {
    render(<ApplicationStatusBadge status={stored} />);
    expect(badge(text)).toHaveAttribute('data-tone', tone);
    expect(badge(text)).toHaveClass(chipClass);
  });

  it('also takes the display text', () => {
    render(<ApplicationStatusBadge status="Interview Passed" />);
    expect(badge('Interview Passed')).toHaveAttribute('data-tone', 'green');
  });
});

describe('RatingBadge', () => {
  it.each([
    [0, 'red'],
    [50, 'red'],
    [51, 'yellow'],
    [74, 'yellow'],
    [75, 'green'],
    [100, 'green'],
  ])('shows %i%% in %s', (rating, tone) => {
    render(<RatingBadge rating={rating} />);
    expect(badge(`${rating}%`)).toHaveAttribute('data-tone', tone);
  });

  it('paints yellow differently from the orange of a status', () => {
    render(
      <>
        <RatingBadge rating={60} />
        <ApplicationStatusBadge status="Accepted" />
      </>,
    );
    expect(getComputedStyle(badge('60%')!).backgroundColor).not.toBe(
      getComputedStyle(badge('Accepted For Interview')!).backgroundColor,
    );
  });
});

describe('TaskRating and the rating rules', () => {
  it("shows 'Not completed' for an assigned task, even a rated one", () => {
    render(<TaskRating task={{ Status: 'Assigned', Rating: 90 }} />);
    expect(screen.getByText('Not completed')).toBeInTheDocument();
    expect(ratingAction({ Status: 'Assigned', Rating: 90 })).toBeNull();
  });

  it("shows 'Not rated' for a completed task without rating, and offers Add Rating", () => {
    render(<TaskRating task={{ Status: 'Completed', Rating: null }} />);
    expect(screen.getByText('Not rated')).toBeInTheDocument();
    expect(ratingAction({ Status: 'Completed', Rating: null })).toBe('Add Rating');
  });

  it('shows the badge for a rated completed task, 0 included, and offers Edit Rating', () => {
    render(<TaskRating task={{ Status: 'Completed', Rating: 0 }} />);
    expect(badge('0%')).toHaveAttribute('data-tone', 'red');
    expect(ratingAction({ Status: 'Completed', Rating: 0 })).toBe('Edit Rating');
  });

  it('colours task statuses', () => {
    render(
      <>
        <TaskStatusBadge status="Assigned" />
        <TaskStatusBadge status="Completed" />
      </>,
    );
    expect(badge('Assigned')).toHaveAttribute('data-tone', 'blue');
    expect(badge('Completed')).toHaveAttribute('data-tone', 'green');
  });
});

describe('shownApplicationStatus (issue 87)', () => {
  test("an applicant with a booking link and no booked interview shows 'Invited to book'", () => {
    const invited = { BookingState: 'Invited to book' };
    expect(shownApplicationStatus({ ApplicationStatus: 'Processing', ...invited })).toBe(
      'Invited to book',
    );
    // Accepted again without a date after cancelling a booking.
    expect(shownApplicationStatus({ ApplicationStatus: 'Accepted', ...invited })).toBe(
      'Invited to book',
    );
    expect(shownApplicationStatus({ ApplicationStatus: 'Declined', ...invited })).toBe('Declined');
    expect(shownApplicationStatus({ ApplicationStatus: 'Accepted', BookingState: 'Booked' })).toBe(
      'Accepted',
    );
    expect(shownApplicationStatus({ ApplicationStatus: 'Processing' })).toBe('Processing');
  });

  test('its badge is blue, as Processing', () => {
    render(<ApplicationStatusBadge status="Invited to book" />);
    expect(badge('Invited to book')).toHaveAttribute('data-tone', 'blue');
  });
});
