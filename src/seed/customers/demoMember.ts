/**
 * The demo's loyalty programme member (docs/accounts.md#demo-member): a verified customer account
 * that is a Kuusirinne Friends member, to sign in with and see member prices. Its password is public
 * like the other demo sign-ins (README) and passes the customers' password rule.
 */
export const demoMemberPassword = 'Ystava-demo1'

export const demoMember = {
  email: 'ystava@kuusirinne.example',
  phone: '+358401110010',
  firstName: 'Sanni',
  lastName: 'Ystävä',
  address: 'Kuusitie 7',
  zip: '40100',
  city: 'Jyväskylä',
}
