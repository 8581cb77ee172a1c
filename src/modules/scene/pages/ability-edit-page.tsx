import { Loaded } from '@/ui/loaded';
import { ability, abilityOrgs, abilityReview, saveAbility, type AbilityRow } from '../api';
import { EditScreen } from '../parts/edit-screen';
import { abilityBody, abilityFields, abilityValues, type AbilityValues } from '../parts/forms';
import { OP_ABILITIES } from '../paths';

/** /op/cj/sceneAbilityManage/edit: a capability read, reviewed and corrected (?id=), or recorded for an enterprise. */
export default function AbilityEditPage() {
  const orgs = abilityOrgs.useQuery({});
  return (
    <Loaded state={orgs}>
      {(list) => (
        <EditScreen<AbilityRow, AbilityValues>
          titles={{ edit: '企业场景能力审核与修改', create: '代企业登记场景能力' }}
          backTo={OP_ABILITIES}
          notFound="场景能力不存在或已被删除"
          item={ability}
          review={abilityReview}
          fields={(record) => abilityFields(list, record)}
          valuesOf={abilityValues}
          save={(values, id) => saveAbility(abilityBody(values, id))}
        />
      )}
    </Loaded>
  );
}
