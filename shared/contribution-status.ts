/** 'reversed': a confirmed payment the admin took back with a reason (issue 11); never deleted. */
export type ContributionStatus = 'pending' | 'confirmed' | 'rejected' | 'reversed';
