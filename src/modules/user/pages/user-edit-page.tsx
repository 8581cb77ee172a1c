import { useSession } from '@/core/use-session';
import { syncUser } from '@/core/session-sync';
import { FormPage } from '@/ui/form-page';
import { PageFrame } from '@/ui/page-frame';
import { LoadingCards } from '@/ui/states';
import { profile, saveProfile, type Profile } from '../api';
import { PROFILE_FIELDS, toInput, toValues, type ProfileValues } from '../parts/profile-form';
import { USER_INDEX } from '../paths';

/** /user/edit: the user's own name, e-mail, position and avatar. */
export default function UserEditPage() {
  const user = useSession();
  // The guard let only signed-in users in; the session may still be restoring for an instant.
  if (!user) {
    return (
      <PageFrame title="编辑资料" backTo={USER_INDEX}>
        <LoadingCards count={1} lines={4} />
      </PageFrame>
    );
  }
  return (
    <FormPage<ProfileValues, Profile, Profile>
      title="编辑资料"
      backTo={USER_INDEX}
      fields={PROFILE_FIELDS}
      // The item is always the signed-in user's; the id keys the cache per account.
      edit={{ item: profile, id: user.id, toValues }}
      onSubmit={async (values) => {
        const saved = await saveProfile(toInput(values));
        // The name in the session (headers, menus) follows at once.
        void syncUser();
        return saved;
      }}
      submitText="保存"
      // defineAction already says 保存成功.
      successMessage={false}
      successTo={USER_INDEX}
    />
  );
}
