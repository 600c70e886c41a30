// Creating an account: POST /api/v6/users with the fields the spec lists for creation
// (section 3) and the accounts contract's body. The API ignores the role and status flags a
// browser sends; they are sent because the contract's body names them.
import { type ApiClient, type ApiRecord, createApiClient } from '@/lib/api-client';

export interface SignUpInput {
  name: string;
  email: string;
  password: string;
}

export function newUserAttributes({ name, email, password }: SignUpInput): Record<string, unknown> {
  return {
    admin: false,
    camperType: [],
    city: null,
    confirmedEmail: false,
    email: email.trim(),
    emailNotification: false,
    fullName: name.trim(),
    hasPassword: false,
    password,
    phone: null,
    phoneNotification: false,
    pro: false,
    verified: false,
  };
}

export function createUser(input: SignUpInput, client: ApiClient = createApiClient()): Promise<ApiRecord> {
  return client.createRecord('users', newUserAttributes(input));
}
