import { describe, expect, it } from 'vitest'
import { subresourceSelectionEnabled } from './subresource'

describe('subresourceSelectionEnabled', () => {
  it.each([
    'localhost',
    'localhost:3000',
    '127.0.0.1:3000',
    '[::1]:3000',
    '[::1]',
    '::1',
    'shop.localhost',
    'kuusirinne.local',
    'kuusirinne.test:8080',
    'LOCALHOST',
    'test.kuusirinne.fi',
    'shop-test.kuusirinne.fi',
    'localhost.',
    'test',
    'staging-test',
  ])('is on for the local or test host %s', (host) => expect(subresourceSelectionEnabled(host)).toBe(true))
  it.each([
    'kuusirinne.fi',
    'www.kuusirinne.fi',
    'kuusirinne.fi:443',
    'testing.kuusirinne.fi',
    'contest.fi',
    'www.test-kuusirinne.fi',
    'latest.fi',
    'localhost.evil.com',
    '',
  ])('is off for the public host %s', (host) => expect(subresourceSelectionEnabled(host)).toBe(false))
})
