import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../shared/errors';
import { ApiError, OfflineError } from '../../../lib/api';
import { classifyLookupError } from './use-lookup';

describe('classifyLookupError', () => {
  it.each([
    { name: 'a 404 is an unknown group', error: new ApiError(404, '404: {}', 'Group not found'), lookup: { status: 'not-found' } },
    { name: 'a 400 (a link the server cannot read) is an unknown group', error: new ApiError(400, '400: {}', 'Invalid id'), lookup: { status: 'not-found' } },
    { name: 'no answer at all is offline, not "not found"', error: new OfflineError(), lookup: { status: 'offline' } },
    {
      name: "a server error shows the server's message",
      error: new ApiError(503, '503: {}', 'Service Unavailable'),
      lookup: { status: 'failed', message: 'Service Unavailable' },
    },
    {
      name: 'too many look-ups shows the server\'s message, not "Group Not Found"',
      error: new ApiError(429, '429: {}', MESSAGES.lookupRateLimited),
      lookup: { status: 'failed', message: MESSAGES.lookupRateLimited },
    },
    {
      name: 'a server error without a message shows the fallback',
      error: new ApiError(500, '500: Internal Server Error', undefined),
      lookup: { status: 'failed', message: 'Please try again later.' },
    },
    { name: 'an unreadable answer shows the fallback', error: new TypeError('bad shape'), lookup: { status: 'failed', message: 'Please try again later.' } },
  ])('$name', ({ error, lookup }) => {
    expect(classifyLookupError(error)).toEqual(lookup);
  });
});
