import { describe, expect, it } from 'vitest';
import { rewardToShow } from './get-rewards';
import { isPostMutation } from './triggers';

const r = (id: string) => ({
  _id: id,
  creditsAwarded: 18,
  milestonesAchieved: [],
  totalCredits: 38,
  post: null,
  reply: null,
  rating: 4,
  createdAt: '',
});

describe('rewards', () => {
  it('shows the last pending reward, or none', () => {
    expect(rewardToShow([r('a'), r('b')])?._id).toBe('b');
    expect(rewardToShow([])).toBeNull();
    expect(rewardToShow(undefined)).toBeNull();
  });
  it('reacts only to post mutations', () => {
    expect(isPostMutation({ options: { mutationKey: ['posts', 'satisfactory'] } })).toBe(true);
    expect(isPostMutation({ options: { mutationKey: ['profile', 'update'] } })).toBe(false);
    expect(isPostMutation({ options: {} })).toBe(false);
  });
});
