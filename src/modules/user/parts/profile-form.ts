import type { FormField } from '@/ui/form-page';
import type { Profile, ProfileInput } from '../api';

/** The /user/edit form as data; the server checks the same again (server/modules/profile/rules.ts). */

export type ProfileValues = {
  avatar?: string;
  name?: string;
  email?: string;
  position?: string;
};

/** Plain on purpose, like the server's: one @, a dot in the domain, no spaces. */
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
const tidy = (value: string | undefined) => (value ?? '').replace(/\s+/g, ' ').trim();

export const PROFILE_FIELDS: FormField<ProfileValues>[] = [
  { name: 'avatar', label: '头像', type: 'image', accept: 'image/jpeg,image/png,image/webp,image/gif' },
  {
    name: 'name',
    label: '姓名',
    type: 'text',
    required: true,
    max: 20,
    autoComplete: 'name',
    // Counted as stored: spaces at the ends do not count.
    rules: [{ validator: async (_r, v: unknown) => (tidy(v as string).length === 1 ? Promise.reject(new Error('姓名至少 2 个字')) : undefined) }],
  },
  {
    name: 'email',
    label: '邮箱',
    type: 'text',
    placeholder: '选填，如 name@example.com',
    max: 100,
    autoComplete: 'email',
    pattern: { regex: EMAIL, message: '邮箱格式不正确' },
  },
  { name: 'position', label: '职务', type: 'text', placeholder: '选填，如 总经理', max: 30, autoComplete: 'organization-title' },
];

export const toValues = (p: Profile): ProfileValues => ({
  avatar: p.avatar || undefined,
  name: p.name,
  email: p.email,
  position: p.position,
});

/** Every field is sent: an emptied one is cleared on the server. */
export const toInput = (v: ProfileValues): ProfileInput => ({
  name: tidy(v.name),
  email: (v.email ?? '').trim(),
  position: tidy(v.position),
  avatar: v.avatar ?? '',
});
