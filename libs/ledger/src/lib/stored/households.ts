// households/{id} (a household's own document), households/{id}/members/{uid} and invites/{id}.
// Only the trusted core writes them. A member keeps its uid as a field too: the person's
// households are found by a collection-group query on it (rules can check a field, not an id).
import { isCurrencyCode, isRole, type Household, type Invite, type Member, type Role } from '@pitaka/domain';
import { codec, docCodec } from './document';
import { optional, readDate, readRequiredDate, readString, ts } from './fields';
import { MalformedDocumentError } from './malformed';
import type { StoredDate, StoredDoc } from './stored-doc';

function readRole(value: unknown): Role {
  if (!isRole(value)) throw new MalformedDocumentError(`role ${JSON.stringify(value)} is not owner, editor or viewer`);
  return value;
}

export interface HouseholdDoc {
  name: string;
  currency: string;
  createdAt: StoredDate;
  createdBy: string;
}

export const householdCodec = docCodec<Household, HouseholdDoc>(
  (h) => ({ name: h.name, currency: h.currency, createdAt: ts(h.createdAt), createdBy: h.createdBy }),
  (id, d: StoredDoc) => ({
    id,
    name: readString(d['name']),
    currency: isCurrencyCode(d['currency']) ? d['currency'] : 'PHP',
    createdAt: readRequiredDate(d['createdAt']),
    createdBy: readString(d['createdBy']),
  }),
);

export interface MemberDoc {
  uid: string;
  email: string;
  role: Role;
  joinedAt: StoredDate;
  addedBy: string;
  seenActivityAt?: StoredDate;
}

export const memberCodec = codec<Member, MemberDoc>(
  (m) => ({
    uid: m.uid,
    email: m.email,
    role: m.role,
    joinedAt: ts(m.joinedAt),
    addedBy: m.addedBy,
    ...optional('seenActivityAt', m.seenActivityAt && ts(m.seenActivityAt)),
  }),
  (id, d: StoredDoc) => ({
    uid: id,
    email: readString(d['email']),
    role: readRole(d['role']),
    joinedAt: readRequiredDate(d['joinedAt']),
    addedBy: readString(d['addedBy']),
    ...optional('seenActivityAt', readDate(d['seenActivityAt'])),
  }),
);

export type InviteDoc = Omit<Invite, 'id' | 'createdAt'> & { createdAt: StoredDate };

export const inviteCodec = docCodec<Invite, InviteDoc>(
  (i) => ({ ...i, createdAt: ts(i.createdAt) }),
  (id, d: StoredDoc) => ({
    id,
    householdId: readString(d['householdId']),
    householdName: readString(d['householdName']),
    email: readString(d['email']),
    role: readRole(d['role']),
    invitedBy: readString(d['invitedBy']),
    invitedByEmail: readString(d['invitedByEmail']),
    createdAt: readRequiredDate(d['createdAt']),
  }),
);
