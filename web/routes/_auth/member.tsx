import { createFileRoute } from '@tanstack/react-router';
import { MemberArea } from '../../features/dashboard/MemberArea';

export const Route = createFileRoute('/_auth/member')({
  component: MemberArea,
});
